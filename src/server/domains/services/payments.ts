import { and, desc, eq, sql } from 'drizzle-orm';
import { serviceBookingMoney } from '../../../shared/money';
import type { CurrencyTotal, ProviderPaymentView } from '../../../shared/service-bookings';
import type { ServiceCurrency } from '../../../shared/services';
import type { Db } from '../../db/client';
import { profiles, providerPayments, serviceBookings, services } from '../../db/schema';
import { withEvents, type Tx } from '../../realtime/events';

type BookingRow = typeof serviceBookings.$inferSelect;

/**
 * Keeps a charged booking's provider payment equal to serviceBookingMoney of it, in the booking's transaction:
 * created when the guest is charged, reduced by a refund (cancelled when nothing is left). A payment already
 * paid is never changed. An uncharged booking has none.
 */
export async function syncProviderPayment(tx: Tx, b: BookingRow, now: Date): Promise<void> {
  if (b.paymentStatus === 'pending') return;
  const money = serviceBookingMoney(b);
  // Cancelled when a refund left nothing; a free service's booking (nothing charged) stays owed, 0, until paid.
  const status = b.paymentStatus === 'refunded' && money.guestPaidCents === 0 ? 'cancelled' : 'pending';
  const values = {
    amountCents: money.guestPaidCents,
    providerCommissionCents: money.providerCommissionCents,
    status,
    updatedAt: now,
  } as const;
  await tx
    .insert(providerPayments)
    .values({ bookingId: b.id, providerId: b.providerId, currency: b.currency, createdAt: now, ...values })
    .onConflictDoUpdate({
      target: providerPayments.bookingId,
      set: values,
      setWhere: sql`${providerPayments.status} <> 'paid'`,
    });
}

/**
 * A provider's payment of a confirmed service booking went through (settled by the payment provider's word, in
 * its transaction): the booking is paid and its provider's payment recorded. False when the booking no longer
 * waits for it (it lapsed or was cancelled first: the money was taken for a slot given up).
 */
export async function markServicePaid(tx: Tx, serviceBookingId: string, now = new Date()): Promise<boolean> {
  const [paid] = await tx
    .update(serviceBookings)
    .set({ paymentStatus: 'completed', payBy: null, updatedAt: now })
    .where(
      and(
        eq(serviceBookings.id, serviceBookingId),
        eq(serviceBookings.status, 'confirmed'),
        eq(serviceBookings.paymentStatus, 'pending'),
      ),
    )
    .returning();
  if (!paid) return false;
  await syncProviderPayment(tx, paid, now);
  return true;
}

/**
 * The release-provider-payments job: every pending payment whose booking is completed is paid (the transfer is
 * simulated, as for hosts' payouts). Each provider is told live. Returns how many were paid.
 */
export async function releaseProviderPayments(db: Db, now = new Date()): Promise<number> {
  return withEvents(db, async (tx, emit) => {
    const paid = await tx
      .update(providerPayments)
      .set({ status: 'paid', paidAt: now, updatedAt: now })
      .from(serviceBookings)
      .where(
        and(
          eq(serviceBookings.id, providerPayments.bookingId),
          eq(serviceBookings.status, 'completed'),
          eq(providerPayments.status, 'pending'),
        ),
      )
      .returning({ bookingId: providerPayments.bookingId, providerId: providerPayments.providerId });
    for (const p of paid) {
      await emit('user', { type: 'service_booking.updated', bookingId: p.bookingId, status: 'completed' }, [
        p.providerId,
      ]);
    }
    return paid.length;
  });
}

const PAYMENTS_SHOWN = 20;

/** The provider's payment history, newest first. */
export async function paymentHistory(db: Db, providerId: string): Promise<ProviderPaymentView[]> {
  const rows = await db
    .select({
      id: providerPayments.id,
      bookingId: providerPayments.bookingId,
      serviceTitle: services.title,
      guestName: profiles.fullName,
      bookingDate: serviceBookings.bookingDate,
      amountCents: providerPayments.amountCents,
      providerCommissionCents: providerPayments.providerCommissionCents,
      currency: providerPayments.currency,
      status: providerPayments.status,
      createdAt: providerPayments.createdAt,
      paidAt: providerPayments.paidAt,
    })
    .from(providerPayments)
    .innerJoin(serviceBookings, eq(serviceBookings.id, providerPayments.bookingId))
    .innerJoin(services, eq(services.id, serviceBookings.serviceId))
    .innerJoin(profiles, eq(profiles.id, serviceBookings.guestId))
    .where(eq(providerPayments.providerId, providerId))
    .orderBy(desc(providerPayments.createdAt), desc(providerPayments.id))
    .limit(PAYMENTS_SHOWN);
  return rows.map((r) => ({
    ...r,
    currency: r.currency as ServiceCurrency,
    createdAt: r.createdAt.toISOString(),
    paidAt: r.paidAt?.toISOString() ?? null,
  }));
}

/** The provider's commissions by status and currency: Total Earnings (paid) and Pending Earnings. */
export async function earnings(
  db: Db,
  providerId: string,
): Promise<{ paid: CurrencyTotal[]; pending: CurrencyTotal[] }> {
  const rows = await db
    .select({
      status: providerPayments.status,
      currency: providerPayments.currency,
      cents: sql<number>`sum(${providerPayments.providerCommissionCents})::bigint`.mapWith(Number),
    })
    .from(providerPayments)
    .where(eq(providerPayments.providerId, providerId))
    .groupBy(providerPayments.status, providerPayments.currency)
    .orderBy(providerPayments.currency);
  const of = (status: 'paid' | 'pending') =>
    rows
      .filter((r) => r.status === status)
      .map((r) => ({ currency: r.currency as ServiceCurrency, cents: r.cents }));
  return { paid: of('paid'), pending: of('pending') };
}
