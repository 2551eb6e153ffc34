import dayjs from 'dayjs';
import { platformToday } from '../../../shared/dates';
import { PAYOUT_METHOD_LABELS, type PayoutMethodKind } from '../../../shared/payouts';

/** The first block of a booking's id, as the table and the cards show it (the full id is its title). */
export function shortBookingId(id: string): string {
  return id.split('-', 1)[0] ?? id;
}

/** 'Mar 10, 2027' from a stay date (yyyy-MM-dd). */
export function stayDateText(date: string): string {
  return dayjs(date).format('MMM D, YYYY');
}

/** A payout's day in the platform's zone (the day the exports show), as 'Mar 10, 2027'. */
export function payoutDateText(iso: string): string {
  return stayDateText(platformToday(new Date(iso)));
}

export function methodText(method: PayoutMethodKind | null): string {
  return method ? PAYOUT_METHOD_LABELS[method] : 'Not set';
}

/** Mantine colours for the spec's badge tones. */
export const toneColors = {
  success: 'green',
  warning: 'orange',
  destructive: 'red',
  secondary: 'gray',
} as const;
