import { zonedInstant } from './timezones';

// What a guest can do while staying (issue 19): report outages and measure the internet at the desk.

/** A guest is in their stay from midnight of the check-in day to noon of the check-out day, listing time. */
export const STAY_ENDS_AT_MINUTES = 12 * 60;

export const STAY_TEXTS = {
  notInStay: 'This can only be done during your stay',
  notFound: 'Booking not found',
} as const;

export interface StayWindow {
  /** Epoch milliseconds. */
  start: number;
  end: number;
}

export function stayWindow(checkIn: string, checkOut: string, zone: string): StayWindow {
  return {
    start: zonedInstant(checkIn, 0, zone),
    end: zonedInstant(checkOut, STAY_ENDS_AT_MINUTES, zone),
  };
}

/**
 * When an outage ended, for judging it: its end, or while still open, now; never past the stay's end (a report
 * left open when the guest left lasted at most until then).
 */
export function outageEnd(endedAt: number | null, stayEnd: number, now: number): number {
  return Math.min(endedAt ?? now, stayEnd);
}

/** Whether a confirmed booking's stay is going on at the instant. */
export function isInStay(
  booking: { checkIn: string; checkOut: string; status: string },
  zone: string,
  now: number,
): boolean {
  if (booking.status !== 'confirmed') return false;
  const { start, end } = stayWindow(booking.checkIn, booking.checkOut, zone);
  return now >= start && now < end;
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The value below which the given share of values lie (nearest rank): percentile(xs, 0.1) is the worst 10 %
 * of speeds, percentile(xs, 0.9) the worst 10 % of latencies. Null for none.
 */
export function percentile(values: readonly number[], share: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(share * sorted.length)));
  return sorted[rank - 1]!;
}
