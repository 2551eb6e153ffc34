import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { DEMO_PAYOUT } from '../../../shared/payouts';
import { trpc } from '../../trpc';
import { usePageTitle } from '../../usePageTitle';
import { DemoPaymentNote } from '../site/DemoPaymentNote';
import { PayoutExportButtons } from './PayoutExportButtons';
import { PayoutHistoryList } from './PayoutHistoryList';
import { ProviderPayoutSummaryCards } from './ProviderPayoutSummaryCards';
import { usePayoutSearch } from './usePayoutSearch';

/**
 * Payout History for service providers (/provider/payouts, behind the provider gate): their service payouts in
 * each service's currency, filtered, paged and exported by the server as the host's are.
 */
export function ProviderPayoutsPage() {
  usePageTitle('Payout History');
  const search = usePayoutSearch('service');
  const { filters, page } = search;
  const summary = trpc.payouts.providerSummary.useQuery(undefined, { retry: 1 });
  const list = trpc.payouts.providerList.useQuery(
    { filters, page },
    { placeholderData: keepPreviousData, retry: 1 },
  );

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1} size="h2">
              Payout History
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              What you are paid for each service, in its currency, once you mark it completed.
            </Text>
            <DemoPaymentNote text={DEMO_PAYOUT} />
          </div>
          <PayoutExportButtons filters={filters} total={list.data?.total} kind="service" />
        </Group>
        <ProviderPayoutSummaryCards summary={summary.data} />
        <PayoutHistoryList kind="service" list={list} search={search} />
      </Stack>
    </Container>
  );
}
