import { Button, Select, Stack, Switch } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { PAYOUT_STATUS_LABELS } from '../../../../shared/payouts';
import {
  ADMIN_PAYOUT_KIND_FILTERS,
  ADMIN_PAYOUT_NETWORK_FILTERS,
  ADMIN_PAYOUT_STATUS_FILTERS,
  ADMIN_PAYOUT_TEXTS,
  PAYOUT_KIND_LABELS,
  PAYOUT_NETWORK_LABELS,
  adminPayoutsExportHref,
  type AdminPayoutFilters,
} from '../../../../shared/payouts-admin';
import { trpc } from '../../../trpc';
import { DemoPaymentNote } from '../../site/DemoPaymentNote';
import { AdminListCard } from '../AdminListCard';
import { PayoutCards } from './PayoutCards';
import { PayoutsTable } from './PayoutsTable';

const route = getRouteApi('/_main/_signedIn/_admin/admin/payouts');

type Choices = Omit<AdminPayoutFilters, 'search'>;

const kindOptions = ADMIN_PAYOUT_KIND_FILTERS.map((k) => ({
  value: k,
  label: k === 'all' ? 'All kinds' : PAYOUT_KIND_LABELS[k],
}));
const statusOptions = ADMIN_PAYOUT_STATUS_FILTERS.map((s) => ({
  value: s,
  label: s === 'all' ? 'Any status' : PAYOUT_STATUS_LABELS[s],
}));
const networkOptions = ADMIN_PAYOUT_NETWORK_FILTERS.map((n) => ({
  value: n,
  label: n === 'all' ? 'Any network' : PAYOUT_NETWORK_LABELS[n],
}));

/**
 * Every payout to hosts (stays) and providers (services), with the network's reference for each transfer:
 * filtered, paged on the server and exported as CSV; a failed one can be retried. The search lives in the URL
 * (an alert about a payee's payouts links here with their email as the search).
 */
export function PayoutsTab() {
  const { search } = route.useSearch();
  const navigate = route.useNavigate();
  const [choices, setChoices] = useState<Choices>({
    kind: 'all',
    status: 'all',
    network: 'all',
    stuck: false,
  });
  const [page, setPage] = useState(1);
  const choose = (next: Partial<Choices>) => {
    setChoices((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const filters = { search: search?.trim() || undefined, ...choices };
  const payouts = trpc.admin.payouts.useQuery(
    { ...filters, page },
    { placeholderData: (previous) => previous },
  );
  // Seven columns do not fit a phone: a card per payout reads better than sideways scrolling.
  const phone = useMediaQuery('(max-width: 48em)');

  return (
    <Stack gap="lg">
      <DemoPaymentNote text={ADMIN_PAYOUT_TEXTS.demo} />
      <AdminListCard
        title={ADMIN_PAYOUT_TEXTS.title}
        subtitle={ADMIN_PAYOUT_TEXTS.subtitle}
        actions={
          <Button
            component="a"
            href={adminPayoutsExportHref(filters)}
            download
            variant="default"
            leftSection={<IconFileTypeCsv size={16} aria-hidden />}
          >
            Download CSV
          </Button>
        }
        noun={{ one: 'payout', many: 'payouts' }}
        searchPlaceholder={ADMIN_PAYOUT_TEXTS.searchPlaceholder}
        search={search}
        onSearch={(value) => {
          setPage(1);
          void navigate({ search: (s) => ({ ...s, search: value }), replace: true });
        }}
        filters={
          <>
            <Select
              w={140}
              aria-label="Kind"
              data={kindOptions}
              value={choices.kind}
              allowDeselect={false}
              onChange={(v) => choose({ kind: v ?? 'all' })}
            />
            <Select
              w={150}
              aria-label="Status"
              data={statusOptions}
              value={choices.status}
              allowDeselect={false}
              onChange={(v) => choose({ status: v ?? 'all' })}
            />
            <Select
              w={150}
              aria-label="Network"
              data={networkOptions}
              value={choices.network}
              allowDeselect={false}
              onChange={(v) => choose({ network: v ?? 'all' })}
            />
            <Switch
              label={ADMIN_PAYOUT_TEXTS.stuckOnly}
              checked={choices.stuck}
              onChange={(event) => choose({ stuck: event.currentTarget.checked })}
              mb={8}
            />
          </>
        }
        query={payouts}
        loadFailed={ADMIN_PAYOUT_TEXTS.loadFailed}
        empty={ADMIN_PAYOUT_TEXTS.empty}
        onPage={setPage}
      >
        {(data) =>
          phone ? (
            <PayoutCards rows={data.items} />
          ) : (
            <PayoutsTable rows={data.items} busy={payouts.isFetching} />
          )
        }
      </AdminListCard>
    </Stack>
  );
}
