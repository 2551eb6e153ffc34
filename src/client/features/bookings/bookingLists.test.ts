import { describe, expect, it } from 'vitest';
import type { BookingView } from '../../../shared/booking';
import { splitBookings } from './bookingLists';

const booking = (id: string, checkIn: string, checkOut: string, status = 'confirmed', workOnly = false) =>
  ({ id, checkIn, checkOut, status, property: { workOnly } }) as BookingView;

describe('booking history tabs', () => {
  it('keeps cancelled bookings apart and lists ended stays newest first', () => {
    const today = '2026-11-25';
    const { upcoming, ended, cancelled } = splitBookings(
      [
        booking('old', '2026-01-01', '2026-01-04'),
        booking('cancelled-future', '2027-03-01', '2027-03-04', 'cancelled'),
        booking('recent', '2026-11-20', '2026-11-23'),
        booking('under-way', '2026-11-24', '2026-11-27'),
        booking('ahead', '2026-12-10', '2026-12-12'),
        booking('cancelled-past', '2026-05-01', '2026-05-04', 'cancelled'),
        booking('leaves-today', '2026-11-22', '2026-11-25'),
        // A workspace booked for the 21st and 22nd ended on the 22nd: before the stay that left on the 23rd.
        booking('desk', '2026-11-21', '2026-11-23', 'confirmed', true),
      ],
      today,
    );
    expect(upcoming.map((b) => b.id)).toEqual(['under-way', 'ahead', 'leaves-today']);
    expect(ended.map((b) => b.id)).toEqual(['recent', 'desk', 'old']);
    expect(cancelled.map((b) => b.id)).toEqual(['cancelled-future', 'cancelled-past']);
  });
});
