import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { DEMO_PAYOUT } from '../../../shared/payouts';
import { trpc } from '../../trpc';
import { usePageTitle } from '../../usePageTitle';
import { PayoutExportButtons } from './PayoutExportButtons';
import { PayoutHistoryList } from './PayoutHistoryList';
import { PayoutDelay } from './PayoutsEmpty';
import { PayoutSummaryCards } from './PayoutSummaryCards';
import { usePayoutSearch } from './usePayoutSearch';
import { DemoPaymentNote } from '../site/DemoPaymentNote';

/** Payout History (spec 001 §2 /payouts): the host's payouts, filtered, paged and exported by the server. */
export function PayoutsPage() {
  usePageTitle('Payout History');
  const search = usePayoutSearch('stay');
  const { filters, page } = search;
  const summary = trpc.payouts.summary.useQuery(undefined, { retry: 1 });
  const list = trpc.payouts.list.useQuery({ filters, page }, { placeholderData: keepPreviousData, retry: 1 });

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1} size="h2">
              Payout History
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              What you are paid for each stay, <PayoutDelay /> after check-in.
            </Text>
            <DemoPaymentNote text={DEMO_PAYOUT} />
          </div>
          <PayoutExportButtons filters={filters} total={list.data?.total} kind="stay" />
        </Group>
        <PayoutSummaryCards summary={summary.data} />
        <PayoutHistoryList kind="stay" list={list} search={search} />
      </Stack>
    </Container>
  );
}
