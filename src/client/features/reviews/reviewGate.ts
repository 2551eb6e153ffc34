import { BOOKING_MESSAGES, type BookingView } from '../../../shared/booking';

export const LOAD_FAILED_TITLE = 'Failed to load booking details';

/**
 * Why this booking cannot be reviewed now (README 'How booking behaves'), or null when it can. Mirrors the
 * server's own order of checks (reviews.create), so the page and the server never disagree about the reason.
 */
export function reviewBlocker(
  booking: Pick<BookingView, 'isReviewed' | 'canReview' | 'status'>,
): string | null {
  if (booking.isReviewed) return BOOKING_MESSAGES.alreadyReviewed;
  if (booking.canReview) return null;
  return booking.status === 'confirmed' ? BOOKING_MESSAGES.notFinished : BOOKING_MESSAGES.notConfirmed;
}

/** A load failure that means "no such booking for you": an unknown id, someone else's, or a malformed one. */
export function isMissingBooking(code: string | undefined): boolean {
  return code === 'NOT_FOUND' || code === 'BAD_REQUEST';
}

/** Words beside the stars, so a rating reads as more than a count. */
export const RATING_WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

export function ratingWord(value: number): string {
  return RATING_WORDS[value] ?? '';
}
