import { and, asc, eq, gt, sql } from 'drizzle-orm';
import {
  BOOKING_MESSAGES,
  quoteStay,
  refundFor,
  type BookingView,
  type CreateBookingInput,
} from '../../../shared/booking';
import { platformToday } from '../../../shared/dates';
import { isUuid } from '../../../shared/ids';
import { rowsOf, type Db } from '../../db/client';
import { PG_EXCLUSION_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../db/errors';
import type { PropertyType } from '../../../shared/property';
import { availabilityBlocks, bookings, properties } from '../../db/schema';
import { AppError } from '../../errors';
import { syncBookingPayout } from '../payouts/ledger';
import { holdExpired, holdsDates, settleBooking } from './holds';
import { notFound as propertyNotFound } from '../properties/service';
import { mergeRanges } from '../../../shared/availability';
import { selectBookings, toBookingView } from './views';
import { platformSettingsOf } from '../admin/settings';
import { recordRefund } from '../payments/refunds';

const unavailable = () => new AppError('conflict', BOOKING_MESSAGES.unavailable);
const bookingNotFound = () => new AppError('not_found', BOOKING_MESSAGES.notFound);

export async function bookingById(db: Db, userId: string, id: string): Promise<BookingView> {
  if (!isUuid(id)) throw bookingNotFound();
  const [row] = await selectBookings(db)
    .where(and(eq(bookings.id, id), eq(bookings.userId, userId)))
    .limit(1);
  if (!row) throw bookingNotFound();
  return toBookingView(row);
}

export async function myBookings(db: Db, userId: string): Promise<BookingView[]> {
  const rows = await selectBookings(db)
    .where(eq(bookings.userId, userId))
    .orderBy(asc(bookings.checkIn), asc(bookings.createdAt));
  const now = new Date();
  return rows.map((r) => toBookingView(r, now));
}

/**
 * The nights of a property that cannot be booked, from today on, for the date pickers (check-out exclusive):
 * bookings that hold their dates and availability blocks, merged into runs so nothing says which is which.
 */
export async function unavailableRanges(
  db: Db,
  propertyId: string,
): Promise<{ checkIn: string; checkOut: string }[]> {
  if (!isUuid(propertyId)) return [];
  const today = platformToday();
  const [booked, blocked] = await Promise.all([
    db
      .select({ checkIn: bookings.checkIn, checkOut: bookings.checkOut })
      .from(bookings)
      .where(and(eq(bookings.propertyId, propertyId), holdsDates(), gt(bookings.checkOut, today))),
    db
      .select({ checkIn: availabilityBlocks.startDate, checkOut: availabilityBlocks.endDate })
      .from(availabilityBlocks)
      .where(and(eq(availabilityBlocks.propertyId, propertyId), gt(availabilityBlocks.endDate, today))),
  ]);
  return mergeRanges([...booked, ...blocked]);
}

/**
 * Stores the booking as pending/pending, holding its dates for `holdMinutes` while its payment is under way.
 * Overlaps are refused twice over: kazistay_book (drizzle/0048) takes a per-property advisory lock, so concurrent
 * requests for one property queue instead of racing, and the EXCLUDE constraint is the last word. The same
 * idempotency key from the same user returns the booking it created.
 */
export async function createPendingBooking(
  db: Db,
  userId: string,
  input: CreateBookingInput,
  hold: { holdMinutes: number },
): Promise<{ id: string; created: boolean }> {
  // One round trip for what decides the answer: the listing, an earlier request with this key, a visible clash.
  const [found] = rowsOf<{
    host_id: string;
    property_type: PropertyType;
    nightly_rate_cents: number | null;
    hourly_rate_cents: number | null;
    existing_id: string | null;
    existing_property: string | null;
    existing_in: string | null;
    existing_out: string | null;
    clash: boolean;
  }>(
    await db.execute(sql`
      select p.host_id, p.property_type, p.nightly_rate_cents, p.hourly_rate_cents,
        e.id as existing_id, e.property_id as existing_property,
        e.check_in::text as existing_in, e.check_out::text as existing_out,
        exists (
          select 1 from ${bookings} c
          where c.property_id = p.id and ${holdsDates('c')}
            and daterange(c.check_in, c.check_out) && daterange(${input.checkIn}::date, ${input.checkOut}::date)
        ) or exists (
          select 1 from ${availabilityBlocks} k
          where k.property_id = p.id
            and daterange(k.start_date, k.end_date) && daterange(${input.checkIn}::date, ${input.checkOut}::date)
        ) as clash
      from ${properties} p
      left join ${bookings} e on e.user_id = ${userId} and e.idempotency_key = ${input.idempotencyKey}
      where p.id = ${input.propertyId} and p.archived_at is null and p.host_active and p.suspended_at is null
    `),
  );
  if (found?.existing_id) {
    const same =
      found.existing_property === input.propertyId &&
      found.existing_in === input.checkIn &&
      found.existing_out === input.checkOut;
    if (!same) throw new AppError('conflict', 'This request was already used for a different booking.');
    return { id: found.existing_id, created: false };
  }
  if (!found) throw propertyNotFound();
  const property = {
    hostId: found.host_id,
    propertyType: found.property_type,
    nightlyRateCents: found.nightly_rate_cents,
    hourlyRateCents: found.hourly_rate_cents,
  };
  if (property.hostId === userId) throw new AppError('forbidden', BOOKING_MESSAGES.ownProperty);
  if (input.checkIn < platformToday()) throw new AppError('bad_request', BOOKING_MESSAGES.pastDate);
  // The server's own price: whatever the client showed, this is what is charged.
  // The fees in force now (Admin Settings): the booking stores them, and keeps them whatever changes later.
  const terms = await platformSettingsOf(db);
  const quote = quoteStay(property, input.checkIn, input.checkOut, terms);
  if (!quote) throw new AppError('bad_request', 'This listing cannot be booked yet: it has no price.');
  if (input.expectedTotalCents !== undefined && input.expectedTotalCents !== quote.totalCents) {
    throw new AppError('conflict', BOOKING_MESSAGES.priceChanged, { domainCode: 'PRICE_CHANGED' });
  }

  // Most losers of a burst are refused here, without waiting for the property's lock.
  if (found.clash) throw unavailable();
  try {
    const [row] = rowsOf<{ id: string | null }>(
      await db.execute(sql`select kazistay_book(
        ${userId}::uuid, ${input.propertyId}::uuid, ${input.checkIn}::date, ${input.checkOut}::date,
        ${input.guests}::int, ${quote.totalCents}::bigint, ${input.idempotencyKey},
        ${terms.serviceFeeCents}::int, ${terms.hostFeeBasisPoints}::int, ${terms.payoutDelayHours}::int,
        ${hold.holdMinutes}::int
      ) as id`),
    );
    const id = row?.id;
    if (!id) throw unavailable();
    return { id, created: true };
  } catch (err) {
    const code = pgErrorCode(err);
    if (code === PG_EXCLUSION_VIOLATION) throw unavailable(); // exclusion constraint: an overlapping active booking
    if (code === PG_UNIQUE_VIOLATION) {
      // The same key raced itself: the first request's booking is the answer.
      const [again] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.userId, userId), eq(bookings.idempotencyKey, input.idempotencyKey)))
        .limit(1);
      if (again) return { id: again.id, created: false };
    }
    throw err;
  }
}

/**
 * The simulated payment: after the delay the pending booking becomes confirmed/completed (once), if its hold
 * still runs. A process that dies in the wait leaves it pending: the settle-pending-bookings job pays it then.
 */
export async function settlePayment(db: Db, bookingId: string, delayMs: number): Promise<void> {
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  await settleBooking(db, bookingId);
}

/**
 * The booking as its guest sees it once paid (bookings.create). A booking whose hold ran out before its payment
 * (a retry that came too late) is refused with a conflict: its dates were given up, and it must be made again.
 * One the guest cancelled during the payment's wait is answered as it is, cancelled.
 */
export async function paidBooking(db: Db, userId: string, id: string, delayMs: number): Promise<BookingView> {
  await settlePayment(db, id, delayMs);
  const booking = await bookingById(db, userId, id);
  if (booking.status === 'cancelled' && (await holdExpired(db, id))) {
    throw new AppError('conflict', BOOKING_MESSAGES.holdExpired);
  }
  return booking;
}

/** Cancels an upcoming booking of the user's; the FAQ policy decides the refund. */
export async function cancelBooking(
  db: Db,
  userId: string,
  id: string,
  now = new Date(),
): Promise<BookingView> {
  if (!isUuid(id)) throw bookingNotFound();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: bookings.status,
        checkIn: bookings.checkIn,
        createdAt: bookings.createdAt,
        totalCents: bookings.totalCents,
        paymentStatus: bookings.paymentStatus,
      })
      .from(bookings)
      .where(and(eq(bookings.id, id), eq(bookings.userId, userId)))
      .for('update')
      .limit(1);
    if (!row) throw bookingNotFound();
    if (row.status === 'cancelled' || row.checkIn <= platformToday(now)) {
      throw new AppError('bad_request', BOOKING_MESSAGES.cannotCancel);
    }
    const refund = row.paymentStatus === 'completed' ? refundFor(row, now) : 0;
    await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        paymentStatus: refund > 0 ? 'refunded' : row.paymentStatus,
        refundCents: refund,
        cancelledAt: now,
        updatedAt: now,
      })
      .where(eq(bookings.id, id));
    // Paid through a provider, the refund goes back through it (the send-refunds job sends it).
    await recordRefund(tx, { stay: id }, refund, 'cancellation');
    // A refund reduces or cancels the payout in the same transaction, so none is released in between.
    await syncBookingPayout(tx, id, now);
  });
  return bookingById(db, userId, id);
}
