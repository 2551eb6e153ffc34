import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { PAYOUT_TEXTS, type PayoutKind, type PayoutPage } from '../../../shared/payouts';
import { LoadFailed, type FailedQuery } from '../../ui/LoadFailed';
import { Pager } from '../../ui/Pager';
import { PayoutFiltersBar } from './PayoutFiltersBar';
import { PayoutsCards } from './PayoutsCards';
import { PayoutsEmpty } from './PayoutsEmpty';
import { PayoutsTable } from './PayoutsTable';
import { PayoutViewToggle } from './PayoutViewToggle';
import type { usePayoutSearch } from './usePayoutSearch';

/** The list's query (payouts.list or payouts.providerList) for the page's filters and page. */
export interface PayoutListQuery extends FailedQuery {
  data: PayoutPage | undefined;
  isPending: boolean;
}

interface PayoutHistoryListProps {
  kind: PayoutKind;
  list: PayoutListQuery;
  search: ReturnType<typeof usePayoutSearch>;
}

/**
 * A payout history's filters, count, view toggle, rows (table or cards) and pager, for a host's stays or a
 * provider's services: the server filters and pages; the state lives in the URL (usePayoutSearch).
 */
export function PayoutHistoryList({ kind, list, search }: PayoutHistoryListProps) {
  const { filters, page, view, setFilters, setPage, setView } = search;
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
    <>
      <PayoutFiltersBar filters={filters} onChange={setFilters} kind={kind} />
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
        <PayoutsEmpty filtered={filtered} kind={kind} />
      ) : (
        <Stack gap="md" aria-busy={list.isFetching}>
          {view === 'cards' ? (
            <PayoutsCards items={data.items} kind={kind} />
          ) : (
            <PayoutsTable items={data.items} kind={kind} />
          )}
          <Pager label="Payout pages" page={data.page} pageCount={data.pageCount} onChange={setPage} />
        </Stack>
      )}
    </>
  );
}
