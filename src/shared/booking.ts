import { z } from 'zod';
import {
  addDays,
  CHECK_OUT_AFTER_CHECK_IN,
  checkOutFollowsCheckIn,
  daysBetween,
  isIsoDate,
  platformToday,
} from './dates';
import { isoDate } from './date-field';
import type { PlatformFees } from './fees';
import { listingPrice } from './pricing';
import type { PropertyType } from './property';
import { MAX_GUESTS } from './search';
import { text } from './text';
import { formatInteger } from './number-format';
import type { PaidWith, RefundLine } from './payments';

/** FAQ policy: full refund when cancelled within 48 h of booking and at least 14 days before check-in. */
export const FREE_CANCEL_HOURS = 48;
export const FREE_CANCEL_DAYS_BEFORE = 14;

/**
 * Bounds of one booking. Without them a single request could hold a listing for centuries (and hide it from
 * every search with dates) at a price no payment would ever settle.
 */
export const MAX_STAY_NIGHTS = 365;
export const BOOKING_WINDOW_DAYS = 730;

export const BOOKING_MESSAGES = {
  datesRequired: 'Please select check-in and check-out dates',
  checkOutAfterCheckIn: CHECK_OUT_AFTER_CHECK_IN,
  pastDate: 'Check-in cannot be in the past',
  stayTooLong: `A stay can be at most ${MAX_STAY_NIGHTS} nights`,
  tooFarAhead: 'Bookings open up to two years ahead',
  unavailable: 'These dates are no longer available',
  ownProperty: 'You cannot book your own property',
  notFound: 'Booking not found',
  priceChanged: 'The price of this stay has just changed. Please check the new total and book again.',
  holdExpired: 'The hold on these dates ran out before the payment went through. Please book again.',
  alreadyReviewed: 'You have already reviewed this booking',
  notFinished: 'You can review this stay after check-out',
  notConfirmed: 'Only confirmed stays can be reviewed',
  cannotCancel: 'This booking can no longer be cancelled',
  ratingsRequired: 'Please provide ratings for all categories',
  commentRequired: 'Please write a comment about your experience',
} as const;

/** True when the stay runs longer than MAX_STAY_NIGHTS (both dates valid yyyy-MM-dd). */
export function isStayTooLong(checkIn: string, checkOut: string): boolean {
  return daysBetween(checkIn, checkOut) > MAX_STAY_NIGHTS;
}

/** The latest check-in a guest may book on `today` (East Africa Time, like every "today" of stays). */
/**
 * The last day a booking covers, as guests read it. A stay's is its check-out morning. A workspace-only
 * place is booked by the day, both ends included: its check-out is the day after the last day worked, so
 * quoteStay and the server's date rules count the same days.
 */
export function lastDayOf(checkOut: string, workOnly: boolean): string {
  return workOnly && isIsoDate(checkOut) ? addDays(checkOut, -1) : checkOut;
}

export function lastBookableCheckIn(today: string): string {
  return addDays(today, BOOKING_WINDOW_DAYS);
}

export const createBookingInput = z
  .object({
    propertyId: z.uuid('Property not found'),
    checkIn: isoDate(),
    checkOut: isoDate(),
    guests: z.number().int().min(1).max(MAX_GUESTS, `At most ${MAX_GUESTS} guests`),
    /** Chosen by the client once per attempt; a retried request with the same key returns the same booking. */
    idempotencyKey: text().min(8).max(100),
    /**
     * The total the guest was shown. When the fees changed meanwhile (Admin Settings), the booking is refused
     * rather than charged at a price the guest did not see. Optional for scripts that book at today's price.
     */
    expectedTotalCents: z.number().int().min(0).max(10_000_000_000).optional(),
  })
  .refine((v) => checkOutFollowsCheckIn(v.checkIn, v.checkOut), {
    message: BOOKING_MESSAGES.checkOutAfterCheckIn,
    path: ['checkOut'],
  })
  // Both bounds speak only of well-formed dates; a malformed one already has its own message.
  .refine((v) => !isIsoDate(v.checkIn) || !isIsoDate(v.checkOut) || !isStayTooLong(v.checkIn, v.checkOut), {
    message: BOOKING_MESSAGES.stayTooLong,
    path: ['checkOut'],
  })
  // Read at parse time, so a long-running server moves the window forward with the calendar.
  .refine((v) => !isIsoDate(v.checkIn) || v.checkIn <= lastBookableCheckIn(platformToday()), {
    message: BOOKING_MESSAGES.tooFarAhead,
    path: ['checkIn'],
  });
export type CreateBookingInput = z.infer<typeof createBookingInput>;

/** The longest review comment. */
export const REVIEW_COMMENT_MAX = 2000;

export const createReviewInput = z.object({
  bookingId: z.uuid(BOOKING_MESSAGES.notFound),
  rating: z
    .number({ error: BOOKING_MESSAGES.ratingsRequired })
    .int()
    .min(1, BOOKING_MESSAGES.ratingsRequired)
    .max(5),
  workRating: z
    .number({ error: BOOKING_MESSAGES.ratingsRequired })
    .int()
    .min(1, BOOKING_MESSAGES.ratingsRequired)
    .max(5),
  stayRating: z
    .number({ error: BOOKING_MESSAGES.ratingsRequired })
    .int()
    .min(1, BOOKING_MESSAGES.ratingsRequired)
    .max(5),
  comment: text()
    .trim()
    .min(1, BOOKING_MESSAGES.commentRequired)
    .max(REVIEW_COMMENT_MAX, `Comments are at most ${formatInteger(REVIEW_COMMENT_MAX)} characters`),
});
export type CreateReviewInput = z.infer<typeof createReviewInput>;
/** What the review form asks (the page knows the booking): all three ratings and a comment that is not blank. */
export const reviewFormSchema = createReviewInput.omit({ bookingId: true });

export interface StayQuote {
  /** Nights for a stay; days for a workspace-only listing. */
  units: number;
  unit: 'night' | 'day';
  /** Every amount in US cents. */
  unitPriceCents: number;
  subtotalCents: number;
  cleaningFeeCents: number;
  serviceFeeCents: number;
  totalCents: number;
}

/**
 * The one price function (card and server): units = whole days between the dates; subtotal = units x rate;
 * a stay adds the cleaning fee and the service fee in force (Admin Settings; $85 and $75 by default).
 * Workspace-only listings are booked by the day at 8 hours of their hourly rate, with the service fee only (nobody stays overnight, so there is nothing to
 * clean). Null when the dates are not a valid range (including one over MAX_STAY_NIGHTS) or the listing has no
 * rate.
 */
export function quoteStay(
  listing: { propertyType: PropertyType; nightlyRateCents: number | null; hourlyRateCents: number | null },
  checkIn: string,
  checkOut: string,
  fees: Pick<PlatformFees, 'cleaningFeeCents' | 'serviceFeeCents'>,
): StayQuote | null {
  if (!isIsoDate(checkIn) || !isIsoDate(checkOut)) return null;
  const units = daysBetween(checkIn, checkOut);
  const price = listingPrice(listing);
  if (units < 1 || units > MAX_STAY_NIGHTS || !price) return null;
  const subtotalCents = units * price.amountCents;
  const cleaningFeeCents = price.unit === 'night' ? fees.cleaningFeeCents : 0;
  return {
    units,
    unit: price.unit,
    unitPriceCents: price.amountCents,
    subtotalCents,
    cleaningFeeCents,
    serviceFeeCents: fees.serviceFeeCents,
    totalCents: subtotalCents + cleaningFeeCents + fees.serviceFeeCents,
  };
}

/** The refund a cancellation earns now under the FAQ policy, in cents: everything paid, or nothing. */
export function refundFor(
  b: { createdAt: Date; checkIn: string; totalCents: number },
  now = new Date(),
): number {
  const withinHours = now.getTime() - b.createdAt.getTime() <= FREE_CANCEL_HOURS * 3_600_000;
  const earlyEnough = daysBetween(platformToday(now), b.checkIn) >= FREE_CANCEL_DAYS_BEFORE;
  return withinHours && earlyEnough ? b.totalCents : 0;
}

export type BookingStatus = 'pending' | 'confirmed' | 'cancelled';

/**
 * Upcoming = check-in in the future and not cancelled (the dashboard's trips). Booking history's tabs are in
 * features/bookings/bookingLists.ts.
 */
export function isUpcoming(b: { checkIn: string; status: BookingStatus }, today: string): boolean {
  return b.status !== 'cancelled' && b.checkIn > today;
}

export interface BookingView {
  id: string;
  /** Null when the listing is gone ('Property information unavailable', 'Unknown location'). */
  /** workOnly: a workspace-only place, booked by the day (check-out is the day after the last day). */
  property: {
    id: string;
    title: string;
    location: string;
    image: string;
    hostId: string;
    workOnly: boolean;
    /** The listing's IANA time zone (its clock for in-stay times). */
    timeZone: string;
  } | null;
  checkIn: string;
  checkOut: string;
  guests: number;
  /** What the guest is charged, US cents. */
  totalCents: number;
  status: BookingStatus;
  paymentStatus: 'pending' | 'completed' | 'refunded';
  isReviewed: boolean;
  /** What a cancellation refunded, in cents (null while not cancelled). */
  refundCents: number | null;
  createdAt: string;
  /** Refunds sent through the payment provider (cancellation, dispute, workday credit), oldest first. */
  refunds: RefundLine[];
  /** The provider's payment it was paid with (null: not paid through a provider, the demo's). */
  paidWith: PaidWith | null;
  /** A cancellation now would refund this many cents (null when it cannot be cancelled). */
  cancelRefundCents: number | null;
  canReview: boolean;
  /** The stay is going on now (confirmed, listing time): outages can be reported and speed tested. */
  inStay: boolean;
}
