import { and, desc, eq, sql } from 'drizzle-orm';
import { PAYOUT_NETWORKS, type PayoutStatus } from '../../../shared/payouts';
import type {
  CurrencyTotal,
  ProviderPaymentStatus,
  ProviderPaymentView,
} from '../../../shared/service-bookings';
import type { ServiceCurrency } from '../../../shared/services';
import type { Db } from '../../db/client';
import { payouts, profiles, serviceBookings, services } from '../../db/schema';
import type { Tx } from '../../realtime/events';
import { syncServicePayout } from '../payouts/service-ledger';

/** A payout's state as the provider's dashboard names it: paid once sent, cancelled, otherwise pending. */
function paymentStatusOf(status: PayoutStatus): ProviderPaymentStatus {
  if (status === 'completed') return 'paid';
  if (status === 'cancelled') return 'cancelled';
  return 'pending';
}

/**
 * A provider's payment of a confirmed service booking went through (settled by the payment provider's word, in
 * its transaction): the booking is paid and its provider's payout scheduled. False when the booking no longer
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
  await syncServicePayout(tx, paid, now);
  return true;
}

const PAYMENTS_SHOWN = 20;

/** The provider's payment history (their service payouts), newest first. */
export async function paymentHistory(db: Db, providerId: string): Promise<ProviderPaymentView[]> {
  const rows = await db
    .select({
      id: payouts.id,
      bookingId: serviceBookings.id,
      serviceTitle: services.title,
      guestName: profiles.fullName,
      bookingDate: serviceBookings.bookingDate,
      amountCents: serviceBookings.amountCents,
      refundedCents: serviceBookings.refundedCents,
      providerCommissionCents: payouts.amountCents,
      currency: payouts.currency,
      status: payouts.status,
      createdAt: payouts.createdAt,
      paidAt: payouts.paidAt,
      network: payouts.network,
      providerRef: payouts.providerRef,
    })
    .from(payouts)
    .innerJoin(serviceBookings, eq(serviceBookings.id, payouts.serviceBookingId))
    .innerJoin(services, eq(services.id, serviceBookings.serviceId))
    .innerJoin(profiles, eq(profiles.id, serviceBookings.guestId))
    .where(and(eq(payouts.payeeId, providerId), eq(payouts.kind, 'service')))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(PAYMENTS_SHOWN);
  return rows.map(({ refundedCents, ...r }) => ({
    ...r,
    // What the guest paid and kept paid.
    amountCents: r.amountCents - refundedCents,
    currency: r.currency as ServiceCurrency,
    status: paymentStatusOf(r.status),
    network: PAYOUT_NETWORKS.find((n) => n === r.network) ?? null,
    createdAt: r.createdAt.toISOString(),
    paidAt: r.paidAt?.toISOString() ?? null,
  }));
}

/** The provider's earnings by currency from the payout ledger: Total Earnings (paid) and Pending Earnings. */
export async function earnings(
  db: Db,
  providerId: string,
): Promise<{ paid: CurrencyTotal[]; pending: CurrencyTotal[] }> {
  const rows = await db
    .select({
      status: payouts.status,
      currency: payouts.currency,
      cents: sql<number>`sum(${payouts.amountCents})::bigint`.mapWith(Number),
    })
    .from(payouts)
    .where(and(eq(payouts.payeeId, providerId), eq(payouts.kind, 'service')))
    .groupBy(payouts.status, payouts.currency)
    .orderBy(payouts.currency);
  const of = (wanted: ProviderPaymentStatus) => {
    const totals = new Map<string, number>();
    for (const r of rows) {
      if (paymentStatusOf(r.status) === wanted)
        totals.set(r.currency, (totals.get(r.currency) ?? 0) + r.cents);
    }
    return [...totals].map(([currency, cents]) => ({ currency: currency as ServiceCurrency, cents }));
  };
  return { paid: of('paid'), pending: of('pending') };
}
