import { Button, Card, Center, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { ADMIN_SEARCH_MAX } from '../../../../shared/admin';
import { formatInteger } from '../../../../shared/number-format';
import {
  PAYMENT_PROVIDER_LABELS,
  PAYMENT_PROVIDER_NAMES,
  PAYMENT_STATE_LABELS,
  PAYMENT_STATES,
  PAYMENTS_ADMIN_TEXTS,
  adminPaymentsExportHref,
  type AdminPaymentFilters,
} from '../../../../shared/payments-admin';
import { trpc } from '../../../trpc';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Pager } from '../../../ui/Pager';
import { SearchBox } from '../../../ui/SearchBox';
import { DemoPaymentNote, usePaymentsProvider } from '../../site/DemoPaymentNote';
import { PaymentCards } from './PaymentCards';
import { PaymentsTable } from './PaymentsTable';
import { ReconciliationCard } from './ReconciliationCard';

const stateOptions = PAYMENT_STATES.map((s) => ({ value: s, label: PAYMENT_STATE_LABELS[s] }));
const providerOptions = PAYMENT_PROVIDER_NAMES.map((p) => ({ value: p, label: PAYMENT_PROVIDER_LABELS[p] }));

/**
 * Every payment taken through a provider and its refunds, with the provider's references: the reconciliation
 * first (what does not add up), then the list, filtered, paged on the server and exported as CSV.
 */
export function PaymentsTab() {
  const [filters, setFilters] = useState<AdminPaymentFilters>({});
  const [page, setPage] = useState(1);
  const filter = (next: AdminPaymentFilters) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const payments = trpc.admin.payments.useQuery(
    { ...filters, page },
    { placeholderData: (previous) => previous },
  );
  const reconciliation = trpc.admin.paymentsReconciliation.useQuery();
  const demo = usePaymentsProvider() === 'demo';
  // Seven columns do not fit a phone: a card per payment reads better than sideways scrolling.
  const phone = useMediaQuery('(max-width: 48em)');
  const data = payments.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Stack gap="lg">
      <DemoPaymentNote text={PAYMENTS_ADMIN_TEXTS.demo} />
      <ReconciliationCard query={reconciliation} />
      <Card withBorder radius="md" padding="md">
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" gap="sm">
            <div>
              <Title order={2} size="h4">
                Payments
              </Title>
              <Text c="dimmed" size="sm">
                Every payment and refund, with the provider’s references
              </Text>
            </div>
            <Button
              component="a"
              href={adminPaymentsExportHref(filters)}
              download
              variant="default"
              leftSection={<IconFileTypeCsv size={16} aria-hidden />}
            >
              Download CSV
            </Button>
          </Group>
          <Group gap="sm" align="flex-end">
            <div style={{ flex: 1, minWidth: 220 }}>
              <SearchBox
                label="Search payments"
                placeholder="Guest, property, provider reference or id..."
                maxLength={ADMIN_SEARCH_MAX}
                value={filters.search}
                onChange={(search) => filter({ search })}
              />
            </div>
            <Select
              w={150}
              aria-label="State"
              placeholder="Any state"
              data={stateOptions}
              value={filters.state ?? null}
              clearable
              onChange={(v) => filter({ state: (v as AdminPaymentFilters['state']) ?? undefined })}
            />
            <Select
              w={150}
              aria-label="Provider"
              placeholder="Any provider"
              data={providerOptions}
              value={filters.provider ?? null}
              clearable
              onChange={(v) => filter({ provider: (v as AdminPaymentFilters['provider']) ?? undefined })}
            />
          </Group>
          {payments.isPending ? (
            <Center py="xl">
              <Loader aria-label="Loading payments" />
            </Center>
          ) : !data ? (
            <LoadFailed title="Failed to load payments" query={payments} />
          ) : data.rows.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {demo ? 'No payments: the demo takes none.' : 'No payments found'}
            </Text>
          ) : (
            <>
              <Text size="sm" c="dimmed" aria-live="polite">
                {formatInteger(data.total)} {data.total === 1 ? 'payment' : 'payments'}
              </Text>
              {phone ? (
                <PaymentCards rows={data.rows} />
              ) : (
                <PaymentsTable rows={data.rows} busy={payments.isFetching} />
              )}
              <Pager label="Payment pages" page={page} pageCount={pageCount} onChange={setPage} />
            </>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
