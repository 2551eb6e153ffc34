import { describe, expect, it } from 'vitest';
import { dayMarks, type CalendarMonthView } from '../../../../shared/calendar';
import { dayLabel, marksOn } from './calendarDays';

const booking = (checkIn: string, checkOut: string, status: 'confirmed' | 'cancelled' = 'confirmed') => ({
  id: checkIn,
  propertyId: 'p',
  propertyTitle: 'Loft',
  guestName: 'Ana',
  checkIn,
  checkOut,
  status,
});

describe('dayMarks', () => {
  const month: CalendarMonthView = {
    bookings: [booking('2031-02-27', '2031-03-02'), booking('2031-03-20', '2031-03-22', 'cancelled')],
    events: [
      {
        id: 'e',
        propertyId: 'p',
        propertyTitle: 'Loft',
        title: 'Clean',
        date: '2031-03-05',
        time: '9',
        type: 'service',
        notes: null,
      },
    ],
    blocks: [
      { propertyId: 'p', startDate: '2031-03-30', endDate: '2031-04-02', status: 'blocked', source: 'host' },
    ],
  };
  const marks = dayMarks(month);

  it('dots each booked night (not the check-out day, not cancelled stays) and each event day', () => {
    expect(marksOn(marks, '2031-02-28').bookings).toBe(1);
    expect(marksOn(marks, '2031-03-01').bookings).toBe(1);
    expect(marksOn(marks, '2031-03-02').bookings).toBe(0);
    expect(marksOn(marks, '2031-03-20').bookings).toBe(0);
    expect(marksOn(marks, '2031-03-05')).toEqual({ bookings: 0, events: 1, blocked: false });
  });

  it('shades blocked nights across the month end, end exclusive', () => {
    expect(['2031-03-30', '2031-03-31', '2031-04-01'].map((d) => marksOn(marks, d).blocked)).toEqual([
      true,
      true,
      true,
    ]);
    expect(marksOn(marks, '2031-04-02').blocked).toBe(false);
  });

  it('reads a day out with what is on it', () => {
    expect(dayLabel('2031-03-01', marksOn(marks, '2031-03-01'), 'March 1, 2031')).toBe(
      'March 1, 2031, 1 booking',
    );
    expect(dayLabel('2031-03-31', { bookings: 2, events: 2, blocked: true }, 'March 31')).toBe(
      'March 31, 2 bookings, 2 events, blocked',
    );
  });
});
