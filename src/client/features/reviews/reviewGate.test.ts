import { describe, expect, it } from 'vitest';
import { isMissingBooking, ratingWord, reviewBlocker } from './reviewGate';

describe('reviewBlocker', () => {
  it('lets a finished, confirmed, unreviewed stay through', () => {
    expect(reviewBlocker({ isReviewed: false, canReview: true, status: 'confirmed' })).toBeNull();
  });
  it('refuses a stay already reviewed, whatever else holds', () => {
    expect(reviewBlocker({ isReviewed: true, canReview: false, status: 'confirmed' })).toBe(
      'You have already reviewed this booking',
    );
  });
  it('asks to wait for check-out on a confirmed stay not yet over', () => {
    expect(reviewBlocker({ isReviewed: false, canReview: false, status: 'confirmed' })).toBe(
      'You can review this stay after check-out',
    );
  });
  it('refuses pending and cancelled bookings', () => {
    for (const status of ['pending', 'cancelled'] as const) {
      expect(reviewBlocker({ isReviewed: false, canReview: false, status })).toBe(
        'Only confirmed stays can be reviewed',
      );
    }
  });
});

describe('isMissingBooking', () => {
  it('treats not found and malformed ids as a missing booking, not other failures', () => {
    expect(isMissingBooking('NOT_FOUND')).toBe(true);
    expect(isMissingBooking('BAD_REQUEST')).toBe(true);
    expect(isMissingBooking('INTERNAL_SERVER_ERROR')).toBe(false);
    expect(isMissingBooking(undefined)).toBe(false);
  });
});

describe('ratingWord', () => {
  it('names each star count and nothing for no rating', () => {
    expect(ratingWord(0)).toBe('');
    expect(ratingWord(1)).toBe('Poor');
    expect(ratingWord(5)).toBe('Excellent');
  });
});
