import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payouts } from '../../db/schema';
import type { CurrencyPayoutSummary, PayoutSummary, ProviderPayoutSummary } from '../../../shared/payouts';
import type { PayoutScope } from './query';

/**
 * The summary's sums. Total earnings sum every payout that is not cancelled (completed + pending): the ledger
 * holds one payout per paid booking with the payee's share, so for a host this equals the dashboard's Total
 * Earnings.
 */
const totals = {
  total: sql<string>`coalesce(sum(${payouts.amountCents}) filter (where ${payouts.status} <> 'cancelled'), 0)`,
  pending: sql<string>`coalesce(sum(${payouts.amountCents}) filter (where ${payouts.status} in ('scheduled', 'processing', 'failed')), 0)`,
  completed: sql<string>`count(*) filter (where ${payouts.status} = 'completed')`,
};

const scoped = ({ payeeId, kind }: PayoutScope, ...more: SQL[]) =>
  and(eq(payouts.payeeId, payeeId), eq(payouts.kind, kind), ...more);

function summaryOf(
  sums: { total: string; pending: string; completed: string } | undefined,
  last: { amountCents: number; payoutDate: Date } | undefined,
): PayoutSummary {
  return {
    totalEarningsCents: Number(sums?.total ?? 0),
    pendingAmountCents: Number(sums?.pending ?? 0),
    lastPayoutAmountCents: last?.amountCents ?? null,
    lastPayoutDate: last?.payoutDate.toISOString() ?? null,
    completedPayouts: Number(sums?.completed ?? 0),
  };
}

/** The host's summary cards, over all of their stay payouts (USD) whatever the filters. */
export async function payoutSummary(db: Db, hostId: string): Promise<PayoutSummary> {
  const scope: PayoutScope = { payeeId: hostId, kind: 'stay' };
  const [[sums], [last]] = await Promise.all([
    db.select(totals).from(payouts).where(scoped(scope)),
    db
      .select({ amountCents: payouts.amountCents, payoutDate: payouts.payoutDate })
      .from(payouts)
      .where(scoped(scope, eq(payouts.status, 'completed')))
      .orderBy(desc(payouts.payoutDate), payouts.id)
      .limit(1),
  ]);
  return summaryOf(sums, last);
}

/**
 * A provider's summary cards, over all of their service payouts whatever the filters: the same figures per
 * currency (amounts in different currencies are never added), by currency code.
 */
export async function providerPayoutSummary(db: Db, providerId: string): Promise<ProviderPayoutSummary> {
  const scope: PayoutScope = { payeeId: providerId, kind: 'service' };
  const [sums, lasts] = await Promise.all([
    db
      .select({ currency: payouts.currency, ...totals })
      .from(payouts)
      .where(scoped(scope))
      .groupBy(payouts.currency)
      .orderBy(payouts.currency),
    db
      .selectDistinctOn([payouts.currency], {
        currency: payouts.currency,
        amountCents: payouts.amountCents,
        payoutDate: payouts.payoutDate,
      })
      .from(payouts)
      .where(scoped(scope, eq(payouts.status, 'completed')))
      .orderBy(payouts.currency, desc(payouts.payoutDate), payouts.id),
  ]);
  const currencies: CurrencyPayoutSummary[] = sums.map((s) => ({
    currency: s.currency,
    ...summaryOf(
      s,
      lasts.find((l) => l.currency === s.currency),
    ),
  }));
  return { currencies };
}
