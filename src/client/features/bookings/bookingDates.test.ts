import { describe, expect, it } from 'vitest';
import { lastBookableCheckIn, MAX_STAY_NIGHTS } from '../../../shared/booking';
import { addDays } from '../../../shared/dates';
import { earliestCheckOut, isNightBooked, isRangeFree, latestCheckOut, stayFromTrip } from './bookingDates';

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

describe('the booking card filled from the trip searched for', () => {
  const today = '2026-03-01';

  it('takes dates that can still be booked, and the guests', () => {
    expect(stayFromTrip({ checkIn: '2026-03-05', checkOut: '2026-03-09', guests: 2 }, today)).toEqual({
      checkIn: '2026-03-05',
      checkOut: '2026-03-09',
      guests: '2',
    });
    expect(stayFromTrip({ checkIn: today, checkOut: '2026-03-02' }, today)).toEqual({
      checkIn: today,
      checkOut: '2026-03-02',
      guests: '1',
    });
  });

  it('drops a check-in in the past or beyond the furthest bookable day, and the check-out with it', () => {
    expect(stayFromTrip({ checkIn: '2026-02-27', checkOut: '2026-03-03', guests: 3 }, today)).toEqual({
      checkIn: null,
      checkOut: null,
      guests: '3',
    });
    const tooFar = addDays(lastBookableCheckIn(today), 1);
    expect(stayFromTrip({ checkIn: tooFar, checkOut: addDays(tooFar, 2) }, today).checkIn).toBeNull();
  });

  it('keeps the check-in but drops a check-out that does not follow it or makes the stay too long', () => {
    expect(stayFromTrip({ checkIn: '2026-03-05', checkOut: '2026-03-05' }, today)).toMatchObject({
      checkIn: '2026-03-05',
      checkOut: null,
    });
    const longest = addDays('2026-03-05', MAX_STAY_NIGHTS);
    expect(stayFromTrip({ checkIn: '2026-03-05', checkOut: longest }, today).checkOut).toBe(longest);
    expect(stayFromTrip({ checkIn: '2026-03-05', checkOut: addDays(longest, 1) }, today).checkOut).toBeNull();
  });
});
