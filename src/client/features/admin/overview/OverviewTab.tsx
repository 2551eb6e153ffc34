import { Grid, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconFileAnalytics, IconHome, IconScale, IconUsers } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { ADMIN_REFRESH_MS, ADMIN_TEXTS } from '../../../../shared/admin';
import { trpc } from '../../../trpc';
import { LoadFailed } from '../../../ui/LoadFailed';
import { QuickActions, type QuickAction } from '../../../ui/QuickActions';
import { AuditLog } from './AuditLog';
import { MetricCards } from './MetricCards';
import { RecentUsers } from './RecentUsers';
import { SystemAlerts } from './SystemAlerts';
import { PAYMENT_TEXTS } from '../../../../shared/payments';
import { DemoPaymentNote } from '../../site/DemoPaymentNote';

// The charts library is big and only this tab draws charts: its own chunk.
const ActivityChart = lazy(() => import('./ActivityChart').then((m) => ({ default: m.ActivityChart })));

const actions: readonly QuickAction[] = [
  { label: 'Users', to: '/admin/users', icon: IconUsers },
  { label: 'Properties', to: '/admin/listings', icon: IconHome },
  { label: 'Reports', to: '/admin/reports', icon: IconFileAnalytics },
  { label: 'Disputes', to: '/admin/disputes', icon: IconScale },
];

function Loading() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading">
      <Group grow>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={96} radius="md" />
        ))}
      </Group>
      <Skeleton h={240} radius="md" />
    </Stack>
  );
}

/** Figures, the 30-day chart, the newest users, quick actions, alerts and the audit log. */
export function OverviewTab() {
  const overview = trpc.admin.overview.useQuery(undefined, { refetchInterval: ADMIN_REFRESH_MS });
  const data = overview.data;
  if (overview.isPending) return <Loading />;
  if (!data) {
    return <LoadFailed title={ADMIN_TEXTS.loadMetricsFailed} query={overview} />;
  }
  return (
    <Stack gap="md">
      <MetricCards metrics={data.metrics} />
      <Group justify="space-between" mt={-8} gap="xs">
        <DemoPaymentNote text={PAYMENT_TEXTS.demoRevenue} />
        <Text size="xs" c="dimmed" ta="right" ml="auto">
          {ADMIN_TEXTS.figuresAsOf}{' '}
          {new Date(data.computedAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
        </Text>
      </Group>
      <Suspense fallback={<Skeleton h={280} radius="md" />}>
        <ActivityChart days={data.chart} />
      </Suspense>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <RecentUsers users={data.recentUsers} />
            <SystemAlerts />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <QuickActions actions={actions} />
        </Grid.Col>
      </Grid>
      <AuditLog />
    </Stack>
  );
}
