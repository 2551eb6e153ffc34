import type { HostBookingView } from '../../../shared/host';
import { bookings, profiles, properties } from '../../db/schema';

/** A booking's columns for the dashboard and the calendar; the guest's name comes from a left join on profiles by primary key. */
export const bookingColumns = {
  id: bookings.id,
  propertyId: bookings.propertyId,
  propertyTitle: properties.title,
  guestName: profiles.fullName,
  checkIn: bookings.checkIn,
  checkOut: bookings.checkOut,
  status: bookings.status,
};

type BookingRow = Omit<HostBookingView, 'guestName'> & { guestName: string | null };

/** A guest without a name on their profile is shown as 'Guest'. */
export function toBookingView(row: BookingRow): HostBookingView {
  return { ...row, guestName: row.guestName?.trim() || 'Guest' };
}
