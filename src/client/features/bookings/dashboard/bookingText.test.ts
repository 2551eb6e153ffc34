import { describe, expect, it } from 'vitest';
import { bookingPlace, dashboardStatus } from './bookingText';

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
