import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { formatCents } from '../../../shared/money';
import type { PayoutSummary } from '../../../shared/payouts';
import { payoutDateText } from './payoutText';

export function SummaryCard({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl" mt={4}>
        {value}
      </Text>
      {note && (
        <Text size="xs" c="dimmed" mt={2}>
          {note}
        </Text>
      )}
    </Card>
  );
}

/** The four cards' places while the summary loads. */
export function SummaryLoading() {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" aria-busy="true" aria-label="Loading summary">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} h={92} radius="md" />
      ))}
    </SimpleGrid>
  );
}

/** Spec §3 Payout summary, over all of the host's payouts (filters do not change it). */
export function PayoutSummaryCards({ summary }: { summary: PayoutSummary | undefined }) {
  if (!summary) return <SummaryLoading />;
  const last = summary.lastPayoutAmountCents;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      <SummaryCard label="Total Earnings" value={formatCents(summary.totalEarningsCents)} />
      <SummaryCard label="Pending Amount" value={formatCents(summary.pendingAmountCents)} />
      <SummaryCard
        label="Last Payout"
        value={last === null ? '—' : formatCents(last)}
        note={summary.lastPayoutDate ? payoutDateText(summary.lastPayoutDate) : undefined}
      />
      <SummaryCard label="Completed Payouts" value={String(summary.completedPayouts)} />
    </SimpleGrid>
  );
}
