import { describe, expect, it } from 'vitest';
import {
  BOOKING_MESSAGES,
  createBookingInput,
  isUpcoming,
  lastBookableCheckIn,
  lastDayOf,
  MAX_STAY_NIGHTS,
  quoteStay,
  refundFor,
  REVIEW_COMMENT_MAX,
  reviewFormSchema,
} from './booking';
import { addDays, DATE_MAX, DATE_RANGE_MESSAGE, PLATFORM_TIME_ZONE, platformToday } from './dates';
import { DEFAULT_FEES } from './fees';

const stay = { propertyType: 'work_and_stay' as const, nightlyRateCents: 8000, hourlyRateCents: null };
const desk = { propertyType: 'work_only' as const, nightlyRateCents: null, hourlyRateCents: 1200 };

describe('quoteStay', () => {
  it('charges nights x rate plus the cleaning and service fees', () => {
    expect(quoteStay(stay, '2027-03-10', '2027-03-13', DEFAULT_FEES)).toEqual({
      units: 3,
      unit: 'night',
      unitPriceCents: 8000,
      subtotalCents: 24000,
      cleaningFeeCents: 8500,
      serviceFeeCents: 7500,
      totalCents: 40000,
    });
  });

  it('keeps cents exact: a rate with cents is multiplied, never rounded', () => {
    const cents = { propertyType: 'work_and_stay' as const, nightlyRateCents: 8050, hourlyRateCents: null };
    expect(quoteStay(cents, '2027-03-10', '2027-03-13', DEFAULT_FEES)).toMatchObject({
      subtotalCents: 24150,
      totalCents: 24150 + 8500 + 7500,
    });
  });

  it('refuses same-day, reversed and malformed ranges', () => {
    expect(quoteStay(stay, '2027-03-10', '2027-03-10', DEFAULT_FEES)).toBeNull();
    expect(quoteStay(stay, '2027-03-13', '2027-03-10', DEFAULT_FEES)).toBeNull();
    expect(quoteStay(stay, '2027-02-30', '2027-03-02', DEFAULT_FEES)).toBeNull();
  });

  it('counts across month, year and leap-day boundaries, whatever the local zone', () => {
    // vitest runs with TZ=America/Los_Angeles; daylight saving starts 2027-03-14 there.
    expect(quoteStay(stay, '2027-03-13', '2027-03-15', DEFAULT_FEES)?.units).toBe(2);
    expect(quoteStay(stay, '2026-12-30', '2027-01-02', DEFAULT_FEES)?.units).toBe(3);
    expect(quoteStay(stay, '2028-02-28', '2028-03-01', DEFAULT_FEES)?.units).toBe(2);
    expect(quoteStay(stay, '2027-01-31', '2027-02-01', DEFAULT_FEES)?.units).toBe(1);
  });

  it('books a workspace by the day at 8 hours, with the service fee only', () => {
    expect(quoteStay(desk, '2027-03-10', '2027-03-12', DEFAULT_FEES)).toMatchObject({
      units: 2,
      unit: 'day',
      unitPriceCents: 9600,
      cleaningFeeCents: 0,
      totalCents: 19200 + 7500,
    });
  });

  it('has no price for a listing without rates', () => {
    expect(
      quoteStay(
        { propertyType: 'work_and_stay', nightlyRateCents: null, hourlyRateCents: null },
        '2027-03-10',
        '2027-03-12',
        DEFAULT_FEES,
      ),
    ).toBeNull();
  });
});

describe('refundFor (FAQ policy)', () => {
  const now = new Date('2027-01-10T12:00:00Z');
  it('refunds everything within 48 h of booking and 14+ days before check-in', () => {
    expect(
      refundFor(
        { createdAt: new Date('2027-01-09T12:00:00Z'), checkIn: '2027-01-24', totalCents: 40000 },
        now,
      ),
    ).toBe(40000);
  });
  it('refunds nothing after 48 h or closer than 14 days', () => {
    expect(
      refundFor(
        { createdAt: new Date('2027-01-08T11:00:00Z'), checkIn: '2027-02-24', totalCents: 40000 },
        now,
      ),
    ).toBe(0);
    expect(
      refundFor(
        { createdAt: new Date('2027-01-10T11:00:00Z'), checkIn: '2027-01-23', totalCents: 40000 },
        now,
      ),
    ).toBe(0);
  });
});

describe('booking lists', () => {
  it('sorts by the spec rule', () => {
    const today = '2027-01-10';
    expect(isUpcoming({ checkIn: '2027-01-11', status: 'confirmed' }, today)).toBe(true);
    expect(isUpcoming({ checkIn: '2027-01-11', status: 'cancelled' }, today)).toBe(false);
  });

  it('ends a workspace booking on its last day, a stay on its check-out', () => {
    expect(lastDayOf('2026-12-03', true)).toBe('2026-12-02');
    expect(lastDayOf('2026-12-03', false)).toBe('2026-12-03');
  });

  it('takes today in East Africa Time', () => {
    // 22:30 UTC on the 9th is 01:30 on the 10th in Nairobi.
    expect(platformToday(new Date('2027-01-09T22:30:00Z'))).toBe('2027-01-10');
    expect(platformToday(new Date('2027-01-09T20:59:59.999Z'))).toBe('2027-01-09');
    expect(platformToday(new Date('2027-01-09T21:00:00Z'))).toBe('2027-01-10');
  });

  it('agrees with the time-zone database for Nairobi through a year, hour by hour', () => {
    const nairobi = new Intl.DateTimeFormat('en-CA', { timeZone: PLATFORM_TIME_ZONE });
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 3_600_000 + 17_000) {
      expect(platformToday(new Date(t))).toBe(nairobi.format(new Date(t)));
    }
  });
});

describe('reviewFormSchema (the review form and reviews.create)', () => {
  const full = { rating: 5, workRating: 4, stayRating: 3, comment: 'Fast WiFi, quiet desk.' };
  const messages = (value: unknown) => reviewFormSchema.safeParse(value).error?.issues.map((i) => i.message);

  it('takes all three ratings and a comment that is not blank, trimmed', () => {
    expect(reviewFormSchema.parse({ ...full, comment: '  Fast WiFi.\n' })).toEqual({
      ...full,
      comment: 'Fast WiFi.',
    });
  });

  it('refuses a missing rating or a blank comment with the spec messages', () => {
    expect(messages({ ...full, workRating: 0 })).toEqual(['Please provide ratings for all categories']);
    expect(messages({ ...full, comment: '   \n ' })).toEqual([
      'Please write a comment about your experience',
    ]);
  });

  it('refuses a comment over the limit', () => {
    expect(messages({ ...full, comment: 'x'.repeat(REVIEW_COMMENT_MAX + 1) })).toEqual([
      'Comments are at most 2,000 characters',
    ]);
    expect(reviewFormSchema.safeParse({ ...full, comment: 'x'.repeat(REVIEW_COMMENT_MAX) }).success).toBe(
      true,
    );
  });
});

describe('stay bounds (createBookingInput and quoteStay)', () => {
  const today = platformToday();
  const input = (checkIn: string, checkOut: string) => ({
    propertyId: '00000000-0000-4000-8000-000000000001',
    checkIn,
    checkOut,
    guests: 1,
    idempotencyKey: 'bounds-test',
  });
  const messages = (checkIn: string, checkOut: string) =>
    createBookingInput.safeParse(input(checkIn, checkOut)).error?.issues.map((i) => i.message) ?? [];

  it('allows 365 nights and refuses 366', () => {
    expect(messages(addDays(today, 10), addDays(today, 375))).toEqual([]);
    expect(messages(addDays(today, 10), addDays(today, 376))).toEqual([BOOKING_MESSAGES.stayTooLong]);
    expect(messages('2034-01-01', '2036-01-01')).toContain(BOOKING_MESSAGES.stayTooLong);
  });

  it('refuses a date past the date range with its own message, before any other rule', () => {
    expect(messages('2034-01-01', '9999-12-31')).toEqual([DATE_RANGE_MESSAGE]);
    expect(messages(addDays(today, 10), addDays(DATE_MAX, 1))).toEqual([DATE_RANGE_MESSAGE]);
  });

  it('ends the booking window inside the date range', () => {
    expect(addDays(lastBookableCheckIn(today), MAX_STAY_NIGHTS) <= DATE_MAX).toBe(true);
  });

  it('opens check-in up to 730 days ahead of today in East Africa Time', () => {
    expect(messages(addDays(today, 730), addDays(today, 731))).toEqual([]);
    expect(messages(addDays(today, 731), addDays(today, 732))).toEqual([BOOKING_MESSAGES.tooFarAhead]);
  });

  it('has no price for a stay over the limit', () => {
    expect(quoteStay(stay, '2027-01-01', addDays('2027-01-01', 365), DEFAULT_FEES)?.units).toBe(365);
    expect(quoteStay(stay, '2027-01-01', addDays('2027-01-01', 366), DEFAULT_FEES)).toBeNull();
    expect(quoteStay(stay, '2034-01-01', '9999-12-31', DEFAULT_FEES)).toBeNull();
  });
});
