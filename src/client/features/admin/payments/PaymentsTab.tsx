import { Button, Select, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
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
import { DemoPaymentNote, usePaymentsProvider } from '../../site/DemoPaymentNote';
import { AdminListCard } from '../AdminListCard';
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

  return (
    <Stack gap="lg">
      <DemoPaymentNote text={PAYMENTS_ADMIN_TEXTS.demo} />
      <ReconciliationCard query={reconciliation} />
      <AdminListCard
        title="Payments"
        subtitle="Every payment and refund, with the provider’s references"
        actions={
          <Button
            component="a"
            href={adminPaymentsExportHref(filters)}
            download
            variant="default"
            leftSection={<IconFileTypeCsv size={16} aria-hidden />}
          >
            Download CSV
          </Button>
        }
        noun={{ one: 'payment', many: 'payments' }}
        searchPlaceholder="Guest, property or service, provider reference or id..."
        search={filters.search}
        onSearch={(search) => filter({ search })}
        filters={
          <>
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
          </>
        }
        query={payments}
        loadFailed="Failed to load payments"
        empty={demo ? 'No payments: the demo takes none.' : 'No payments found'}
        onPage={setPage}
      >
        {(data) =>
          phone ? (
            <PaymentCards rows={data.items} />
          ) : (
            <PaymentsTable rows={data.items} busy={payments.isFetching} />
          )
        }
      </AdminListCard>
    </Stack>
  );
}
