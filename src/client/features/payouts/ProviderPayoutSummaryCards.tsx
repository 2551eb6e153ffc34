import { SimpleGrid } from '@mantine/core';
import { formatMoney } from '../../../shared/money';
import type { CurrencyPayoutSummary, ProviderPayoutSummary } from '../../../shared/payouts';
import { payoutDateText } from './payoutText';
import { SummaryCard, SummaryLoading } from './PayoutSummaryCards';

/** One amount per currency, '$42.50 + €128.25' (never added across currencies); '$0.00' when there are none. */
function perCurrency(
  currencies: readonly CurrencyPayoutSummary[],
  cents: (c: CurrencyPayoutSummary) => number,
): string {
  const shown = currencies.filter((c) => cents(c) !== 0);
  if (shown.length === 0) return formatMoney(0, currencies[0]?.currency ?? 'USD');
  return shown.map((c) => formatMoney(cents(c), c.currency)).join(' + ');
}

/** The latest completed payout in any currency. */
function lastPayout(currencies: readonly CurrencyPayoutSummary[]) {
  let last: { cents: number; currency: string; date: string } | null = null;
  for (const c of currencies) {
    if (c.lastPayoutAmountCents === null || c.lastPayoutDate === null) continue;
    if (!last || c.lastPayoutDate > last.date) {
      last = { cents: c.lastPayoutAmountCents, currency: c.currency, date: c.lastPayoutDate };
    }
  }
  return last;
}

/**
 * A provider's summary, over all of their service payouts (filters do not change it): the host's four cards,
 * with the amounts per currency.
 */
export function ProviderPayoutSummaryCards({ summary }: { summary: ProviderPayoutSummary | undefined }) {
  if (!summary) return <SummaryLoading />;
  const { currencies } = summary;
  const last = lastPayout(currencies);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      <SummaryCard label="Total Earnings" value={perCurrency(currencies, (c) => c.totalEarningsCents)} />
      <SummaryCard label="Pending Amount" value={perCurrency(currencies, (c) => c.pendingAmountCents)} />
      <SummaryCard
        label="Last Payout"
        value={last ? formatMoney(last.cents, last.currency) : '—'}
        note={last ? payoutDateText(last.date) : undefined}
      />
      <SummaryCard
        label="Completed Payouts"
        value={String(currencies.reduce((n, c) => n + c.completedPayouts, 0))}
      />
    </SimpleGrid>
  );
}
