import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payouts } from '../../db/schema';
import type { PayoutSummary } from '../../../shared/payouts';

/**
 * The summary cards, over all of the host's stay payouts whatever the filters. Total earnings sum every payout that
 * is not cancelled: the ledger holds one payout per paid booking with bookingMoney's host earnings, so this
 * equals the dashboard's Total Earnings.
 */
export async function payoutSummary(db: Db, hostId: string): Promise<PayoutSummary> {
  const [[totals], [last]] = await Promise.all([
    db
      .select({
        total: sql<string>`coalesce(sum(${payouts.amountCents}) filter (where ${payouts.status} <> 'cancelled'), 0)`,
        pending: sql<string>`coalesce(sum(${payouts.amountCents}) filter (where ${payouts.status} in ('scheduled', 'processing', 'failed')), 0)`,
        completed: sql<string>`count(*) filter (where ${payouts.status} = 'completed')`,
      })
      .from(payouts)
      .where(and(eq(payouts.payeeId, hostId), eq(payouts.kind, 'stay'))),
    db
      .select({ amountCents: payouts.amountCents, payoutDate: payouts.payoutDate })
      .from(payouts)
      .where(and(eq(payouts.payeeId, hostId), eq(payouts.kind, 'stay'), eq(payouts.status, 'completed')))
      .orderBy(desc(payouts.payoutDate), payouts.id)
      .limit(1),
  ]);
  return {
    totalEarningsCents: Number(totals?.total ?? 0),
    pendingAmountCents: Number(totals?.pending ?? 0),
    lastPayoutAmountCents: last?.amountCents ?? null,
    lastPayoutDate: last?.payoutDate.toISOString() ?? null,
    completedPayouts: Number(totals?.completed ?? 0),
  };
}
