import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  PAYMENT_PROVIDER_LABELS,
  RECONCILIATION_LIMIT,
  STUCK_REFUND_MINUTES,
  type ConfirmedWithoutPaymentItem,
  type PaidWithoutBookingItem,
  type PaymentProviderName,
  type PaymentsReconciliation,
  type StuckRefundItem,
} from '../../../shared/payments-admin';
import type { Db } from '../../db/client';
import { bookings, payments, profiles, properties, refunds, users } from '../../db/schema';

/** The booking's guest and property, joined onto a query over bookings. */
const party = {
  bookingId: bookings.id,
  guestName: profiles.fullName,
  guestEmail: users.email,
  propertyTitle: properties.title,
};

/** How many rows matched, before the limit (a window over the whole result). */
const matched = sql<number>`(count(*) over ())::int`;

const providerName = (provider: string) =>
  PAYMENT_PROVIDER_LABELS[provider as PaymentProviderName] ?? provider;

/** What is not refunded (and not being refunded) of a payment yet. */
const unrefunded = sql`${payments.amountCents} > coalesce((select sum(${refunds.amountCents}) from ${refunds}
  where ${refunds.paymentId} = ${payments.id} and ${refunds.state} <> 'failed'), 0)`;

/** Another payment of the same booking was paid before this one: the guest paid twice. */
const paidBefore = sql<boolean>`exists (select 1 from payments p2
  where p2.booking_id = ${payments.bookingId} and p2.state = 'paid' and p2.id <> ${payments.id}
    and (p2.settled_at, p2.id) < (${payments.settledAt}, ${payments.id}))`;

/**
 * Money taken for a booking that did not take it, and not refunded: the payment is paid but its booking never
 * became paid (still pending, or cancelled unpaid — the hold ran out first), or the booking was already paid by
 * another of its payments (the guest paid twice). A booking cancelled after it was paid once kept its payment
 * (paymentStatus completed or refunded): it is not listed.
 */
async function paidWithoutBooking(db: Db) {
  const rows = await db
    .select({
      ...party,
      paymentId: payments.id,
      provider: payments.provider,
      providerRef: payments.providerRef,
      chargeRef: payments.chargeRef,
      amountCents: payments.amountCents,
      currency: payments.currency,
      bookingStatus: bookings.status,
      holdExpiresAt: bookings.holdExpiresAt,
      paidAt: payments.settledAt,
      twice: paidBefore,
      total: matched,
    })
    .from(bookings)
    .innerJoin(profiles, eq(profiles.id, bookings.userId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(payments, eq(payments.bookingId, bookings.id))
    .where(
      and(
        eq(payments.state, 'paid'),
        or(eq(bookings.status, 'pending'), eq(bookings.paymentStatus, 'pending'), paidBefore),
        unrefunded,
      ),
    )
    .orderBy(desc(payments.settledAt), desc(payments.id))
    .limit(RECONCILIATION_LIMIT);
  const items = rows.map(({ total: _total, holdExpiresAt, paidAt, twice, ...r }): PaidWithoutBookingItem => {
    const lapsed = holdExpiresAt !== null && paidAt !== null && paidAt >= holdExpiresAt;
    const why = twice
      ? `Paid twice: another payment of this booking was paid at ${providerName(r.provider)} first: refund this one.`
      : r.bookingStatus === 'pending' && !lapsed
        ? `Paid at ${providerName(r.provider)}, but the booking is still pending: check that it confirms.`
        : `Paid at ${providerName(r.provider)} after the booking’s hold ran out (the dates were given up): refund it.`;
    return { ...r, paidAt: paidAt?.toISOString() ?? null, why };
  });
  return { total: rows[0]?.total ?? 0, items };
}

/**
 * Confirmed bookings that went through a provider (they have payment rows) none of whose payments is paid.
 * Bookings without payment rows (the demo's, or written outside the booking flow) took no money and are not
 * listed.
 */
async function confirmedWithoutPayment(db: Db) {
  const rows = await db
    .select({
      ...party,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      totalCents: bookings.totalCents,
      total: matched,
    })
    .from(bookings)
    .innerJoin(profiles, eq(profiles.id, bookings.userId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        sql`exists (select 1 from ${payments} where ${payments.bookingId} = ${bookings.id})`,
        sql`not exists (select 1 from ${payments} where ${payments.bookingId} = ${bookings.id}
          and ${payments.state} = 'paid')`,
      ),
    )
    .orderBy(desc(bookings.updatedAt), desc(bookings.id))
    .limit(RECONCILIATION_LIMIT);
  const ids = rows.map((r) => r.bookingId);
  const found = ids.length
    ? await db
        .select()
        .from(payments)
        .where(inArray(payments.bookingId, ids))
        .orderBy(desc(payments.createdAt), desc(payments.id))
    : [];
  const items = rows.map(({ total: _total, totalCents, ...r }): ConfirmedWithoutPaymentItem => {
    const own = found
      .filter((p) => p.bookingId === r.bookingId)
      .map((p) => ({
        id: p.id,
        provider: p.provider,
        providerRef: p.providerRef,
        state: p.state,
        amountCents: p.amountCents,
        currency: p.currency,
      }));
    const latest = own[0];
    const why = latest
      ? `Confirmed, but its ${providerName(latest.provider)} payment is ${latest.state}, not paid: check it at the provider.`
      : 'Confirmed, but none of its payments is paid.';
    return { ...r, totalUsdCents: totalCents, payments: own, why };
  });
  return { total: rows[0]?.total ?? 0, items };
}

/** Refunds the provider refused, and refunds still without an answer an hour after they were recorded. */
async function stuckRefunds(db: Db) {
  const rows = await db
    .select({
      ...party,
      refundId: refunds.id,
      paymentId: payments.id,
      provider: payments.provider,
      chargeRef: payments.chargeRef,
      providerRef: refunds.providerRef,
      reason: refunds.reason,
      amountCents: refunds.amountCents,
      currency: payments.currency,
      state: refunds.state,
      failureReason: refunds.failureReason,
      createdAt: refunds.createdAt,
      sentAt: refunds.sentAt,
      total: matched,
    })
    .from(bookings)
    .innerJoin(profiles, eq(profiles.id, bookings.userId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(payments, eq(payments.bookingId, bookings.id))
    .innerJoin(refunds, eq(refunds.paymentId, payments.id))
    .where(
      or(
        eq(refunds.state, 'failed'),
        and(
          eq(refunds.state, 'pending'),
          sql`${refunds.createdAt} < now() - make_interval(mins => ${STUCK_REFUND_MINUTES})`,
        ),
      ),
    )
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
    .limit(RECONCILIATION_LIMIT);
  const items = rows.map(({ total: _total, sentAt, createdAt, ...r }): StuckRefundItem => {
    const at = providerName(r.provider);
    const why =
      r.state === 'failed'
        ? `${at} refused the refund: ${r.failureReason ?? 'no reason given'}. Refund the guest another way.`
        : sentAt
          ? `Sent to ${at} over an hour ago without an answer: check it at ${at} before sending it again.`
          : `Not sent to ${at} an hour after it was recorded: check the send-refunds job.`;
    return { ...r, createdAt: createdAt.toISOString(), why };
  });
  return { total: rows[0]?.total ?? 0, items };
}

/** What does not add up between the bookings and the provider's word, each list newest first. */
export async function paymentsReconciliation(db: Db): Promise<PaymentsReconciliation> {
  // One after the other: PGlite runs one statement at a time anyway.
  const paid = await paidWithoutBooking(db);
  const confirmed = await confirmedWithoutPayment(db);
  const stuck = await stuckRefunds(db);
  return { paidWithoutBooking: paid, confirmedWithoutPayment: confirmed, stuckRefunds: stuck };
}
