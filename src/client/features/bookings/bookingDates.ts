import { addDays } from '../../../shared/dates';

/** A booked stay as `bookings.unavailable` returns it: check-out is exclusive (that morning is free). */
export interface BookedRange {
  checkIn: string;
  checkOut: string;
}

/** True when the night starting on `day` (yyyy-MM-dd) is taken by an active booking. */
export function isNightBooked(day: string, booked: readonly BookedRange[]): boolean {
  return booked.some((range) => range.checkIn <= day && day < range.checkOut);
}

/**
 * The latest check-out possible after checking in on `checkIn`: the first booked night after it (a guest may
 * leave the morning the next guest arrives). Null when nothing is booked after `checkIn`.
 */
export function latestCheckOut(checkIn: string, booked: readonly BookedRange[]): string | null {
  let latest: string | null = null;
  for (const range of booked) {
    if (range.checkIn > checkIn && (latest === null || range.checkIn < latest)) latest = range.checkIn;
  }
  return latest;
}

/** True when staying from `checkIn` to `checkOut` would take no booked night. */
export function isRangeFree(checkIn: string, checkOut: string, booked: readonly BookedRange[]): boolean {
  return booked.every((range) => range.checkOut <= checkIn || range.checkIn >= checkOut);
}

/** The first day a check-out may fall on: the day after check-in. */
export function earliestCheckOut(checkIn: string): string {
  return addDays(checkIn, 1);
}
