import { and, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../admin/audit';
import { bookings, payments } from '../../db/schema';
import { expireCheckouts } from '../payments/expire';
import { lapseUnpaidServiceBookings } from '../services/bookings';
import type { PaymentProvider } from '../payments/port';
import { syncBookingPayout } from '../payouts/ledger';

/*
 * A pending booking waits for its payment and holds its dates until hold_expires_at. The payment confirms it
 * while the hold runs; past it, it can no longer be paid: it is expired (cancelled, nothing paid, nothing
 * refunded) and its dates are free. The database's clock decides, here and in kazistay_book, so every instance
 * agrees. The settle-pending-bookings job (jobs/bookings.ts) is what enforces it; reads of availability treat a
 * hold that ran out as free already, and kazistay_book expires one before booking over it, so nothing waits for
 * the job's next run.
 */

const holdRuns = or(isNull(bookings.holdExpiresAt), gt(bookings.holdExpiresAt, sql`now()`));
const holdRanOut = and(eq(bookings.status, 'pending'), lte(bookings.holdExpiresAt, sql`now()`));

/**
 * Whether a booking holds its dates: confirmed, or pending while its hold runs (a pending booking without a
 * hold, written outside the booking flow, keeps them). `alias`: the name bookings go by in the query.
 */
export function holdsDates(alias = 'bookings'): SQL {
  const b = sql.identifier(alias);
  return sql`(${b}.status = 'confirmed' or (${b}.status = 'pending' and (${b}.hold_expires_at is null or ${b}.hold_expires_at > now())))`;
}

/**
 * Whether the booking expired: cancelled unpaid once its hold had run out (by settleBooking, the settle job or
 * kazistay_book). A guest who cancelled during the payment's wait cancelled before it ran out.
 */
export async function holdExpired(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.id, id),
        eq(bookings.status, 'cancelled'),
        eq(bookings.paymentStatus, 'pending'),
        lte(bookings.holdExpiresAt, bookings.cancelledAt),
      ),
    );
  return row !== undefined;
}

/** Until when a booking holds its dates for its payment (null: no hold), and whether it expired unpaid. */
export async function holdOf(
  db: Db,
  id: string,
): Promise<{ holdExpiresAt: string | null; expired: boolean }> {
  const [row] = await db
    .select({ holdExpiresAt: bookings.holdExpiresAt })
    .from(bookings)
    .where(eq(bookings.id, id));
  return {
    holdExpiresAt: row?.holdExpiresAt?.toISOString() ?? null,
    expired: await holdExpired(db, id),
  };
}

const expiry = {
  status: 'cancelled' as const,
  refundCents: 0,
  cancelledAt: sql`now()`,
  updatedAt: sql`now()`,
};
const payment = { status: 'confirmed' as const, paymentStatus: 'completed' as const, updatedAt: sql`now()` };

/**
 * Confirms a pending booking as paid if its hold still runs (once): true when it did. The one rule for every
 * payment, the demo's and a provider's.
 */
export async function confirmWhileHeld(db: Db | Tx, id: string): Promise<boolean> {
  const paid = await db
    .update(bookings)
    .set(payment)
    .where(and(eq(bookings.id, id), eq(bookings.status, 'pending'), holdRuns))
    .returning({ id: bookings.id });
  return paid.length > 0;
}

/**
 * The payment of one booking arrived: confirmed/completed if it is pending and its hold runs (once), expired if
 * its hold ran out first. Then its payout (a crash before that is caught up by the payout release job's sweep).
 */
export async function settleBooking(db: Db, id: string): Promise<void> {
  if (!(await confirmWhileHeld(db, id))) {
    await db
      .update(bookings)
      .set(expiry)
      .where(and(eq(bookings.id, id), holdRanOut));
  }
  await syncBookingPayout(db, id);
}

/**
 * One run of the settle-pending-bookings job. With a payment provider, each checkout still awaiting whose hold
 * ran out is asked about once more (a payment that went through is recorded, and an admin told to refund it) and
 * then expired at the provider (so are those of service bookings past their time to pay), and the service
 * bookings left unpaid lapse. Then every pending booking whose hold ran out is expired. With the demo, every
 * pending booking made without a provider's checkout whose demo payment is due (made at least `paymentDelayMs`
 * ago, as the request that made it would have after its wait) is confirmed while its hold runs — those whose
 * process died in the wait. Bookings without a hold are left as they are.
 */
export async function settlePendingBookings(
  db: Db,
  paymentDelayMs: number,
  provider: PaymentProvider | null = null,
): Promise<{ confirmed: number; expired: number }> {
  if (provider) {
    await expireCheckouts(db, provider);
    await lapseUnpaidServiceBookings(db);
  }
  const expired = await db.update(bookings).set(expiry).where(holdRanOut).returning({ id: bookings.id });
  if (provider) return { confirmed: 0, expired: expired.length };
  const confirmed = await db
    .update(bookings)
    .set(payment)
    .where(
      and(
        eq(bookings.status, 'pending'),
        gt(bookings.holdExpiresAt, sql`now()`),
        lte(bookings.createdAt, sql`now() - ${paymentDelayMs}::int * interval '1 millisecond'`),
        sql`not exists (select 1 from ${payments} where ${payments.bookingId} = ${bookings.id})`,
      ),
    )
    .returning({ id: bookings.id });
  for (const { id } of confirmed) await syncBookingPayout(db, id);
  return { confirmed: confirmed.length, expired: expired.length };
}
