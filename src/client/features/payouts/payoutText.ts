import { platformToday } from '../../../shared/dates';
import { formatStayDate } from '../../../shared/host';
import { PAYOUT_METHOD_LABELS, type PayoutKind, type PayoutMethodKind } from '../../../shared/payouts';

/**
 * What a payout is for, as its payee's list names it: a host's stay (its property, check-in and check-out) or a
 * provider's service (its title and the booking's date).
 */
export const PAYOUT_KIND_TEXTS: Record<
  PayoutKind,
  {
    title: string;
    searchPlaceholder: string;
    dates: readonly { label: string; of: 'checkIn' | 'checkOut' }[];
  }
> = {
  stay: {
    title: 'Property',
    searchPlaceholder: 'Guest, property or booking id',
    dates: [
      { label: 'Check-in', of: 'checkIn' },
      { label: 'Check-out', of: 'checkOut' },
    ],
  },
  service: {
    title: 'Service',
    searchPlaceholder: 'Guest, service or booking id',
    dates: [{ label: 'Date', of: 'checkIn' }],
  },
};

/** A payout's booking day: the stay's check-in or check-out, or the service's date. */
export function bookingDay(p: { checkInDate: string; checkOutDate: string }, of: 'checkIn' | 'checkOut') {
  return formatStayDate(of === 'checkIn' ? p.checkInDate : p.checkOutDate);
}

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
