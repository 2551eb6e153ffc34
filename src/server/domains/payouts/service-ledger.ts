import { eq, inArray, sql } from 'drizzle-orm';
import { platformDayStart } from '../../../shared/dates';
import { serviceBookingMoney } from '../../../shared/money';
import { payoutMethods, payouts, type serviceBookings } from '../../db/schema';
import type { Tx } from '../../realtime/events';

type ServiceBookingRow = typeof serviceBookings.$inferSelect;

/**
 * Keeps a charged service booking's payout equal to serviceBookingMoney of it, in the booking's transaction:
 * created when the guest is charged (scheduled, with no release time yet), released once the provider marks the
 * booking completed (release_at = then), reduced by a refund and cancelled when nothing is left. A payout already
 * processing or completed is never changed. An uncharged booking has none.
 */
export async function syncServicePayout(tx: Tx, b: ServiceBookingRow, now: Date): Promise<void> {
  if (b.paymentStatus === 'pending') return;
  const money = serviceBookingMoney(b);
  const nothingLeft = money.providerCommissionCents === 0;
  const releaseAt = b.status === 'completed' ? (b.completedAt ?? now) : null;
  const [method] = await tx
    .select({ kind: payoutMethods.kind })
    .from(payoutMethods)
    .where(eq(payoutMethods.userId, b.providerId));
  const values = {
    amountCents: money.providerCommissionCents,
    platformFeeCents: money.platformCommissionCents,
    method: method?.kind ?? null,
    status: nothingLeft ? 'cancelled' : 'scheduled',
    releaseAt,
    payoutDate: releaseAt ?? platformDayStart(b.bookingDate),
    updatedAt: now,
  } as const;
  await tx
    .insert(payouts)
    .values({
      kind: 'service',
      serviceBookingId: b.id,
      payeeId: b.providerId,
      currency: b.currency,
      createdAt: now,
      ...values,
    })
    .onConflictDoUpdate({
      target: payouts.serviceBookingId,
      set: {
        ...values,
        // A failed payout keeps its state (and its retry time) with the new amount, unless nothing is left.
        status: sql`case when ${values.amountCents} = 0 then 'cancelled'::payout_status else ${payouts.status} end`,
        nextAttemptAt: sql`case when ${values.amountCents} = 0 then null else ${payouts.nextAttemptAt} end`,
      },
      setWhere: inArray(payouts.status, ['scheduled', 'failed']),
    });
}
