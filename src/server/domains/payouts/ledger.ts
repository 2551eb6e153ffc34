import { and, eq, inArray, sql } from 'drizzle-orm';
import { bookingMoney } from '../../../shared/money';
import { payoutReleaseAt, type PayoutMethodKind } from '../../../shared/payouts';
import type { Db } from '../../db/client';
import { bookings, payoutMethods, payouts, properties } from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface PaidBooking {
  id: string;
  hostId: string;
  checkIn: string;
  totalCents: number;
  paymentStatus: 'pending' | 'completed' | 'refunded';
  refundCents: number | null;
  serviceFeeCents: number;
  hostFeeBasisPoints: number;
  payoutDelayHours: number;
  method: PayoutMethodKind | null;
}

const paidBookingColumns = {
  id: bookings.id,
  hostId: properties.hostId,
  checkIn: bookings.checkIn,
  totalCents: bookings.totalCents,
  paymentStatus: bookings.paymentStatus,
  refundCents: bookings.refundCents,
  serviceFeeCents: bookings.serviceFeeCents,
  hostFeeBasisPoints: bookings.hostFeeBasisPoints,
  payoutDelayHours: bookings.payoutDelayHours,
  method: payoutMethods.kind,
};

/** The payout row a paid booking should have now (amounts from the shared money split). */
function payoutValues(b: PaidBooking, now: Date): typeof payouts.$inferInsert {
  const money = bookingMoney(b);
  const releaseAt = payoutReleaseAt(b.checkIn, b.payoutDelayHours);
  return {
    kind: 'stay',
    bookingId: b.id,
    payeeId: b.hostId,
    amountCents: money.hostEarningsCents,
    platformFeeCents: money.platformFeeCents,
    method: b.method,
    // A refund that leaves the host nothing cancels the payout: there is nothing to send.
    status: money.hostEarningsCents === 0 ? 'cancelled' : 'scheduled',
    releaseAt,
    payoutDate: releaseAt,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Brings one booking's payout in line with the booking: created when paid, reduced or cancelled by a refund.
 * A payout already processing or completed is never changed (the money is on its way or sent); one that is
 * scheduled or failed takes the new amount. Runs inside the caller's transaction when given one.
 */
export async function syncBookingPayout(db: Db | Tx, bookingId: string, now = new Date()): Promise<void> {
  const [booking] = await db
    .select(paidBookingColumns)
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .leftJoin(payoutMethods, eq(payoutMethods.userId, properties.hostId))
    .where(and(eq(bookings.id, bookingId), inArray(bookings.paymentStatus, ['completed', 'refunded'])))
    .limit(1);
  if (!booking) return;
  const values = payoutValues(booking, now);
  await db
    .insert(payouts)
    .values(values)
    .onConflictDoUpdate({
      target: payouts.bookingId,
      set: {
        amountCents: values.amountCents,
        platformFeeCents: values.platformFeeCents,
        method: values.method,
        releaseAt: values.releaseAt,
        // A failed payout keeps its state (and its retry time) with the new amount, unless nothing is left.
        status: sql`case when ${values.amountCents} = 0 then 'cancelled'::payout_status else ${payouts.status} end`,
        nextAttemptAt: sql`case when ${values.amountCents} = 0 then null else ${payouts.nextAttemptAt} end`,
        payoutDate: values.payoutDate,
        updatedAt: now,
      },
      setWhere: inArray(payouts.status, ['scheduled', 'failed']),
    });
}

/** Bookings per sweep statement: short statements, so PGlite's single connection is never held long. */
const SWEEP_BATCH = 500;

/**
 * Creates the payouts missing for paid bookings (bookings paid before the ledger existed, or whose sync was
 * lost to a crash between payment and ledger). Returns how many were created. Safe to run anywhere, any time:
 * a row another instance created first is left alone.
 */
export async function ensurePayouts(db: Db, now = new Date()): Promise<number> {
  let created = 0;
  for (;;) {
    const batch = await db
      .select(paidBookingColumns)
      .from(bookings)
      .innerJoin(properties, eq(properties.id, bookings.propertyId))
      .leftJoin(payoutMethods, eq(payoutMethods.userId, properties.hostId))
      .where(
        and(
          inArray(bookings.paymentStatus, ['completed', 'refunded']),
          sql`not exists (select 1 from ${payouts} where ${payouts.bookingId} = ${bookings.id})`,
        ),
      )
      .limit(SWEEP_BATCH);
    if (batch.length === 0) return created;
    const inserted = await db
      .insert(payouts)
      .values(batch.map((b) => payoutValues(b, now)))
      .onConflictDoNothing({ target: payouts.bookingId })
      .returning({ id: payouts.id });
    created += inserted.length;
    if (batch.length < SWEEP_BATCH) return created;
  }
}
