import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { formatAdminDateTime } from '../../../shared/admin';
import type { BookingStatus } from '../../../shared/booking';
import {
  OVERDUE_LAPSE_MINUTES,
  PAYMENT_PROVIDER_LABELS,
  RECONCILIATION_LIMIT,
  STUCK_REFUND_MINUTES,
  type ConfirmedWithoutPaymentItem,
  type PaidWithoutBookingItem,
  type PaymentProviderName,
  type PaymentsReconciliation,
  type ReconciliationList,
  type StuckRefundItem,
} from '../../../shared/payments-admin';
import type { ServiceBookingStatus } from '../../../shared/service-bookings';
import type { Db } from '../../db/client';
import {
  bookings,
  payments,
  profiles,
  properties,
  refunds,
  serviceBookings,
  services,
  users,
} from '../../db/schema';
import { partyColumns, withParties } from './admin';
import type { PaidForColumn } from './paid-for';

/** How many rows matched, before the limit (a window over the whole result). */
const matched = sql<number>`(count(*) over ())::int`;

const providerName = (provider: string) =>
  PAYMENT_PROVIDER_LABELS[provider as PaymentProviderName] ?? provider;

/** What is not refunded (and not being refunded) of a payment yet. */
const unrefunded = sql`${payments.amountCents} > coalesce((select sum(${refunds.amountCents}) from ${refunds}
  where ${refunds.paymentId} = ${payments.id} and ${refunds.state} <> 'failed'), 0)`;

/** Another payment of the same booking (stay or service) was paid before this one: the guest paid twice. */
const paidBefore = sql<boolean>`exists (select 1 from payments p2
  where (p2.booking_id = ${payments.bookingId} or p2.service_booking_id = ${payments.serviceBookingId})
    and p2.state = 'paid' and p2.id <> ${payments.id}
    and (p2.settled_at, p2.id) < (${payments.settledAt}, ${payments.id}))`;

/**
 * Money taken for a booking that did not take it, and not refunded: the payment is paid but its booking never
 * became paid (a stay still pending, or cancelled unpaid — the hold ran out first; a service booking not marked
 * paid — still waiting, or lapsed before the payment landed), or the booking was already paid by another of its
 * payments (the guest paid twice). A booking cancelled after it was paid once kept its payment (paymentStatus
 * completed or refunded): it is not listed.
 */
async function paidWithoutBooking(db: Db) {
  const rows = await withParties(
    db
      .select({
        ...partyColumns,
        paymentId: payments.id,
        provider: payments.provider,
        providerRef: payments.providerRef,
        chargeRef: payments.chargeRef,
        amountCents: payments.amountCents,
        currency: payments.currency,
        bookingStatus: sql<
          BookingStatus | ServiceBookingStatus
        >`coalesce(${bookings.status}::text, ${serviceBookings.status}::text)`,
        holdExpiresAt: bookings.holdExpiresAt,
        paidAt: payments.settledAt,
        twice: paidBefore,
        total: matched,
      })
      .from(payments)
      .$dynamic(),
  )
    .where(
      and(
        eq(payments.state, 'paid'),
        // Each booking's columns are null for the other kind: its conditions are then not true.
        or(
          eq(bookings.status, 'pending'),
          eq(bookings.paymentStatus, 'pending'),
          eq(serviceBookings.paymentStatus, 'pending'),
          paidBefore,
        ),
        unrefunded,
      ),
    )
    .orderBy(desc(payments.settledAt), desc(payments.id))
    .limit(RECONCILIATION_LIMIT);
  const items = rows.map(({ total: _total, holdExpiresAt, paidAt, twice, ...r }): PaidWithoutBookingItem => {
    const at = providerName(r.provider);
    let why: string;
    if (twice) {
      const booking = r.kind === 'service' ? 'service booking' : 'booking';
      why = `Paid twice: another payment of this ${booking} was paid at ${at} first: refund this one.`;
    } else if (r.kind === 'service') {
      why =
        r.bookingStatus === 'cancelled' || r.bookingStatus === 'declined'
          ? `Paid at ${at} after the service booking lapsed (the slot was given up): refund it.`
          : `Paid at ${at}, but the service booking is not marked paid: check it.`;
    } else {
      const lapsed = holdExpiresAt !== null && paidAt !== null && paidAt >= holdExpiresAt;
      why =
        r.bookingStatus === 'pending' && !lapsed
          ? `Paid at ${at}, but the booking is still pending: check that it confirms.`
          : `Paid at ${at} after the booking’s hold ran out (the dates were given up): refund it.`;
    }
    return { ...r, paidAt: paidAt?.toISOString() ?? null, why };
  });
  return { total: rows[0]?.total ?? 0, items };
}

/** Bookings' payments at the provider, newest first, as a confirmed-without-payment item lists them. */
async function paymentListsOf(db: Db, column: PaidForColumn, ids: string[]) {
  const found = ids.length
    ? await db
        .select()
        .from(payments)
        .where(inArray(column, ids))
        .orderBy(desc(payments.createdAt), desc(payments.id))
    : [];
  return (id: string) =>
    found
      .filter((p) => p.bookingId === id || p.serviceBookingId === id)
      .map((p) => ({
        id: p.id,
        provider: p.provider,
        providerRef: p.providerRef,
        state: p.state,
        amountCents: p.amountCents,
        currency: p.currency,
      }));
}

type Latest = ConfirmedWithoutPaymentItem['payments'][number] | undefined;

/** 'its Stripe payment is awaiting, not paid: check it at the provider.' */
const latestText = (latest: Latest) =>
  latest
    ? `its ${providerName(latest.provider)} payment is ${latest.state}, not paid: check it at the provider.`
    : 'none of its payments is paid.';

/** An item with the instant it was last changed, which orders the stays' and the services' together. */
type Dated = ConfirmedWithoutPaymentItem & { updatedAt: Date };

/**
 * Confirmed stays that went through a provider (they have payment rows) none of whose payments is paid.
 * Bookings without payment rows (the demo's, or written outside the booking flow) took no money and are not
 * listed.
 */
async function confirmedStays(db: Db): Promise<ReconciliationList<Dated>> {
  const rows = await db
    .select({
      bookingId: bookings.id,
      guestName: profiles.fullName,
      guestEmail: users.email,
      title: properties.title,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      priceCents: bookings.totalCents,
      updatedAt: bookings.updatedAt,
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
  const own = await paymentListsOf(
    db,
    payments.bookingId,
    rows.map((r) => r.bookingId),
  );
  const items = rows.map(({ total: _total, ...r }): Dated => {
    const list = own(r.bookingId);
    return {
      ...r,
      kind: 'stay',
      priceCurrency: 'USD',
      payments: list,
      why: `Confirmed, but ${latestText(list[0])}`,
    };
  });
  return { total: rows[0]?.total ?? 0, items };
}

/**
 * Service bookings that went through a provider (they have payment rows) none of whose payments is paid, while
 * the booking counts as paid (paymentStatus completed or refunded), or is still confirmed well past its time to
 * pay (it should have lapsed).
 */
async function confirmedServices(db: Db): Promise<ReconciliationList<Dated>> {
  const rows = await db
    .select({
      bookingId: serviceBookings.id,
      guestName: profiles.fullName,
      guestEmail: users.email,
      title: services.title,
      bookingDate: serviceBookings.bookingDate,
      timeSlot: serviceBookings.timeSlot,
      priceCents: serviceBookings.amountCents,
      priceCurrency: serviceBookings.currency,
      paymentStatus: serviceBookings.paymentStatus,
      payBy: serviceBookings.payBy,
      updatedAt: serviceBookings.updatedAt,
      total: matched,
    })
    .from(serviceBookings)
    .innerJoin(services, eq(services.id, serviceBookings.serviceId))
    .innerJoin(profiles, eq(profiles.id, serviceBookings.guestId))
    .innerJoin(users, eq(users.id, serviceBookings.guestId))
    .where(
      and(
        sql`exists (select 1 from ${payments} where ${payments.serviceBookingId} = ${serviceBookings.id})`,
        sql`not exists (select 1 from ${payments} where ${payments.serviceBookingId} = ${serviceBookings.id}
          and ${payments.state} = 'paid')`,
        or(
          inArray(serviceBookings.paymentStatus, ['completed', 'refunded']),
          and(
            eq(serviceBookings.status, 'confirmed'),
            sql`${serviceBookings.payBy} < now() - make_interval(mins => ${OVERDUE_LAPSE_MINUTES})`,
          ),
        ),
      ),
    )
    .orderBy(desc(serviceBookings.updatedAt), desc(serviceBookings.id))
    .limit(RECONCILIATION_LIMIT);
  const own = await paymentListsOf(
    db,
    payments.serviceBookingId,
    rows.map((r) => r.bookingId),
  );
  const items = rows.map(({ total: _total, paymentStatus, payBy, ...r }): Dated => {
    const list = own(r.bookingId);
    // Unpaid, it is listed only once past its time to pay (payBy is set).
    const due = payBy ? ` (${formatAdminDateTime(payBy.toISOString())})` : '';
    const why =
      paymentStatus === 'pending'
        ? `Confirmed and unpaid past its time to pay${due}, but it has not lapsed: check the settle-pending-bookings job.`
        : `Marked ${paymentStatus === 'refunded' ? 'refunded' : 'paid'}, but ${latestText(list[0])}`;
    return { ...r, kind: 'service', payments: list, why };
  });
  return { total: rows[0]?.total ?? 0, items };
}

/** The stays' and the services' lists as one, newest change first. */
async function confirmedWithoutPayment(db: Db): Promise<ReconciliationList<ConfirmedWithoutPaymentItem>> {
  const stays = await confirmedStays(db);
  const served = await confirmedServices(db);
  const items = [...stays.items, ...served.items]
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || (a.bookingId < b.bookingId ? 1 : -1))
    .slice(0, RECONCILIATION_LIMIT)
    .map(({ updatedAt: _updatedAt, ...item }) => item);
  return { total: stays.total + served.total, items };
}

/** Refunds the provider refused, and refunds still without an answer an hour after they were recorded. */
async function stuckRefunds(db: Db) {
  const rows = await withParties(
    db
      .select({
        ...partyColumns,
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
      .from(payments)
      .$dynamic(),
  )
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

/**
 * What does not add up between the bookings (stays' and services') and the provider's word, each list newest
 * first.
 */
export async function paymentsReconciliation(db: Db): Promise<PaymentsReconciliation> {
  // One after the other: PGlite runs one statement at a time anyway.
  const paid = await paidWithoutBooking(db);
  const confirmed = await confirmedWithoutPayment(db);
  const stuck = await stuckRefunds(db);
  return { paidWithoutBooking: paid, confirmedWithoutPayment: confirmed, stuckRefunds: stuck };
}
