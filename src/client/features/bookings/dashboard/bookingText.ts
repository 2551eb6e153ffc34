import type { BookingStatus, BookingView } from '../../../../shared/booking';

/** What a booking whose listing is gone shows instead of the property: the booking stays in the history. */
export const MISSING_PROPERTY_TITLE = 'Property information unavailable';
export const MISSING_PROPERTY_LOCATION = 'Unknown location';

/** The dashboard's status column: Confirmed, anything else Pending (cancelled trips are not listed there). */
export function dashboardStatus(status: BookingStatus): 'Confirmed' | 'Pending' {
  return status === 'confirmed' ? 'Confirmed' : 'Pending';
}

/** Title and location of a booking's listing, with the spec's texts when the listing is gone. */
export function bookingPlace(booking: Pick<BookingView, 'property'>): { title: string; location: string } {
  return booking.property
    ? { title: booking.property.title, location: booking.property.location }
    : { title: MISSING_PROPERTY_TITLE, location: MISSING_PROPERTY_LOCATION };
}
