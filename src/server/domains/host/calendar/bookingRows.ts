import type { CalendarBookingView } from '../../../../shared/calendar';
import { bookings, profiles, properties } from '../../../db/schema';

/** A booking's columns for the calendar; the guest's name comes from a left join on profiles by primary key. */
export const bookingColumns = {
  id: bookings.id,
  propertyId: bookings.propertyId,
  propertyTitle: properties.title,
  guestName: profiles.fullName,
  checkIn: bookings.checkIn,
  checkOut: bookings.checkOut,
  status: bookings.status,
};

type BookingRow = Omit<CalendarBookingView, 'guestName'> & { guestName: string | null };

/** A guest without a name on their profile is shown as 'Guest'. */
export function toBookingView(row: BookingRow): CalendarBookingView {
  return { ...row, guestName: row.guestName?.trim() || 'Guest' };
}
