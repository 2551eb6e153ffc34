import { platformToday } from '../../../shared/dates';
import { formatStayDate } from '../../../shared/host';
import { PAYOUT_METHOD_LABELS, type PayoutMethodKind } from '../../../shared/payouts';

/** The first block of a booking's id, as the table and the cards show it (the full id is its title). */
export function shortBookingId(id: string): string {
  return id.split('-', 1)[0] ?? id;
}

/** A payout's day in the platform's zone (the day the exports show), as 'Mar 10, 2027'. */
export function payoutDateText(iso: string): string {
  return formatStayDate(platformToday(new Date(iso)));
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
