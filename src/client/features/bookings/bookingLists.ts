import { lastDayOf, type BookingView } from '../../../shared/booking';

const shownEnd = (b: BookingView) => lastDayOf(b.checkOut, b.property?.workOnly ?? false);

/**
 * The guest's bookings by tab. Upcoming = not cancelled and not yet checked out (a stay under way stays here,
 * so a guest in the middle of one still finds it), in the server's order. Past = stays that ended, the most
 * recent first; cancelled bookings are kept apart (the Past tab's 'Cancelled' view), the latest check-in first.
 */
export function splitBookings(
  bookings: readonly BookingView[],
  today: string,
): { upcoming: BookingView[]; ended: BookingView[]; cancelled: BookingView[] } {
  const live = bookings.filter((b) => b.status !== 'cancelled');
  return {
    upcoming: live.filter((b) => b.checkOut >= today),
    ended: live
      .filter((b) => b.checkOut < today)
      .sort((a, b) => shownEnd(b).localeCompare(shownEnd(a)) || b.checkIn.localeCompare(a.checkIn)),
    cancelled: bookings
      .filter((b) => b.status === 'cancelled')
      .sort((a, b) => b.checkIn.localeCompare(a.checkIn)),
  };
}

/** Past bookings are shown this many to a page. */
export const PAST_PAGE_SIZE = 10;
