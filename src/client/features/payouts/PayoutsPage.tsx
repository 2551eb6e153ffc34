import { Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DEMO_PAYOUT, PAYOUT_TEXTS } from '../../../shared/payouts';
import { trpc } from '../../trpc';
import { LoadFailed } from '../../ui/LoadFailed';
import { usePageTitle } from '../../usePageTitle';
import { PayoutExportButtons } from './PayoutExportButtons';
import { PayoutFiltersBar } from './PayoutFiltersBar';
import { Pager } from '../../ui/Pager';
import { PayoutsCards } from './PayoutsCards';
import { PayoutDelay, PayoutsEmpty } from './PayoutsEmpty';
import { PayoutSummaryCards } from './PayoutSummaryCards';
import { PayoutsTable } from './PayoutsTable';
import { PayoutViewToggle } from './PayoutViewToggle';
import { usePayoutSearch } from './usePayoutSearch';
import { DemoPaymentNote } from '../site/DemoPaymentNote';

/** Payout History (spec 001 §2 /payouts): the host's payouts, filtered, paged and exported by the server. */
export function PayoutsPage() {
  usePageTitle('Payout History');
  const { filters, page, view, setFilters, setPage, setView } = usePayoutSearch();
  const summary = trpc.payouts.summary.useQuery(undefined, { retry: 1 });
  const list = trpc.payouts.list.useQuery({ filters, page }, { placeholderData: keepPreviousData, retry: 1 });
  const data = list.data;
  const filtered =
    filters.search !== '' || filters.time !== 'all' || filters.method !== 'all' || filters.status !== 'all';

  // A page past the end (an old link, fewer payouts now) shows the last page instead.
  const pageCount = data?.pageCount ?? 0;
  useEffect(() => {
    if (pageCount > 0 && page > pageCount) setPage(pageCount);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, pageCount]);

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
          <PayoutExportButtons filters={filters} total={data?.total} />
        </Group>
        <PayoutSummaryCards summary={summary.data} />
        <PayoutFiltersBar filters={filters} onChange={setFilters} />
        <Group justify="space-between" align="center">
          <Text size="sm" c="dimmed" aria-live="polite">
            {data ? `${data.total} ${data.total === 1 ? 'payout' : 'payouts'}` : ' '}
          </Text>
          <PayoutViewToggle value={view} onChange={setView} />
        </Group>
        {list.isPending ? (
          <Stack gap="sm" aria-busy="true" aria-label="Loading payouts">
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} h={44} radius="sm" />
            ))}
          </Stack>
        ) : !data ? (
          <LoadFailed title={PAYOUT_TEXTS.loadError} query={list} />
        ) : data.items.length === 0 ? (
          <PayoutsEmpty filtered={filtered} />
        ) : (
          <Stack gap="md" aria-busy={list.isFetching}>
            {view === 'cards' ? <PayoutsCards items={data.items} /> : <PayoutsTable items={data.items} />}
            <Pager label="Payout pages" page={data.page} pageCount={data.pageCount} onChange={setPage} />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
