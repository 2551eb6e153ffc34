import { isStayTooLong, lastBookableCheckIn } from '../../../shared/booking';
import { addDays, checkOutFollowsCheckIn } from '../../../shared/dates';
import type { TripParams } from '../../../shared/marketplace-params';

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

/**
 * The booking card's first values from the trip searched for: the dates when they can still be booked
 * (check-in from today up to the furthest bookable day, check-out after it within the longest stay; the
 * availability check then speaks for nights already taken), the guests as chosen, else one.
 */
export function stayFromTrip(
  trip: TripParams,
  today: string,
): { checkIn: string | null; checkOut: string | null; guests: string } {
  const { checkIn, checkOut } = trip;
  const validCheckIn = checkIn && checkIn >= today && checkIn <= lastBookableCheckIn(today) ? checkIn : null;
  const validCheckOut =
    validCheckIn &&
    checkOut &&
    checkOutFollowsCheckIn(validCheckIn, checkOut) &&
    !isStayTooLong(validCheckIn, checkOut)
      ? checkOut
      : null;
  return { checkIn: validCheckIn, checkOut: validCheckOut, guests: String(trip.guests ?? 1) };
}
