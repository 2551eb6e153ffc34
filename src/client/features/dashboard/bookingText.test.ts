import { describe, expect, it } from 'vitest';
import { bookingPlace, dashboardStatus, stayDate, stayDates } from './bookingText';

describe('stay dates', () => {
  it('writes one date as MMM D, YYYY whatever the zone', () => {
    expect(stayDate('2026-03-01')).toBe('Mar 1, 2026');
    expect(stayDate('2026-12-31')).toBe('Dec 31, 2026');
  });
  it('joins check-in and check-out with a dash', () => {
    expect(stayDates('2026-03-01', '2026-03-06')).toBe('Mar 1, 2026 – Mar 6, 2026');
  });
});

describe('dashboardStatus', () => {
  it('shows Confirmed only for confirmed bookings', () => {
    expect(dashboardStatus('confirmed')).toBe('Confirmed');
    expect(dashboardStatus('pending')).toBe('Pending');
    expect(dashboardStatus('cancelled')).toBe('Pending');
  });
});

describe('bookingPlace', () => {
  it('falls back to the spec texts when the listing is gone', () => {
    expect(bookingPlace({ property: null })).toEqual({
      title: 'Property information unavailable',
      location: 'Unknown location',
    });
  });
});
