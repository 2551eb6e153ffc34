import { describe, expect, it } from 'vitest';
import { earliestCheckOut, isNightBooked, isRangeFree, latestCheckOut } from './bookingDates';

const booked = [
  { checkIn: '2026-03-10', checkOut: '2026-03-13' },
  { checkIn: '2026-03-20', checkOut: '2026-03-22' },
];

describe('booking card dates', () => {
  it('treats the nights of a stay as booked and its check-out day as free', () => {
    expect(isNightBooked('2026-03-09', booked)).toBe(false);
    expect(isNightBooked('2026-03-10', booked)).toBe(true);
    expect(isNightBooked('2026-03-12', booked)).toBe(true);
    expect(isNightBooked('2026-03-13', booked)).toBe(false);
  });

  it('stops a check-out at the next booked arrival', () => {
    expect(latestCheckOut('2026-03-05', booked)).toBe('2026-03-10');
    expect(latestCheckOut('2026-03-13', booked)).toBe('2026-03-20');
    expect(latestCheckOut('2026-03-25', booked)).toBeNull();
    expect(latestCheckOut('2026-03-05', [])).toBeNull();
  });

  it('says whether a range crosses a booked night', () => {
    expect(isRangeFree('2026-03-05', '2026-03-10', booked)).toBe(true);
    expect(isRangeFree('2026-03-13', '2026-03-20', booked)).toBe(true);
    expect(isRangeFree('2026-03-05', '2026-03-11', booked)).toBe(false);
    expect(isRangeFree('2026-03-05', '2026-03-25', booked)).toBe(false);
  });

  it('starts check-out the day after check-in, across months and years', () => {
    expect(earliestCheckOut('2026-01-31')).toBe('2026-02-01');
    expect(earliestCheckOut('2026-12-31')).toBe('2027-01-01');
  });
});
