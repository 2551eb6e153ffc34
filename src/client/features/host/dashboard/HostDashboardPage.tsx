import { Container, Grid, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconMessage, IconPlus } from '@tabler/icons-react';
import { HOST_DASHBOARD_TEXTS } from '../../../../shared/host-dashboard';
import { useAuth } from '../../../layout/useAuth';
import { trpc } from '../../../trpc';
import { ButtonLink } from '../../../ui/ButtonLink';
import { LoadFailed } from '../../../ui/LoadFailed';
import { usePageTitle } from '../../../usePageTitle';
import { HostDisputes } from './HostDisputes';
import { HostOutages } from './HostOutages';
import { PendingTasks } from './PendingTasks';
import { QuickActions } from './QuickActions';
import { RecentBookings } from './RecentBookings';
import { StatCards } from './StatCards';

function Loading() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading">
      <Group grow>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={96} radius="md" />
        ))}
      </Group>
      <Skeleton h={240} radius="md" />
    </Stack>
  );
}

/** The host dashboard (spec 001 §2): stats, recent bookings, quick actions and tasks from the host's data. */
export function HostDashboardPage() {
  usePageTitle('Host Dashboard');
  const { user } = useAuth();
  const dashboard = trpc.host.dashboard.get.useQuery(undefined, { retry: 1 });
  const data = dashboard.data;

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={1} size="h2">
            Host Dashboard
          </Title>
          <Group gap="xs">
            <ButtonLink to="/host/properties/create" leftSection={<IconPlus size={16} aria-hidden />}>
              Add New Property
            </ButtonLink>
            <ButtonLink to="/messages" variant="default" leftSection={<IconMessage size={16} aria-hidden />}>
              Messages
            </ButtonLink>
          </Group>
        </Group>
        {dashboard.isPending ? (
          <Loading />
        ) : !data ? (
          <LoadFailed title={HOST_DASHBOARD_TEXTS.loadFailed} query={dashboard} />
        ) : (
          <>
            <StatCards stats={data.stats} />
            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: 8 }}>
                <Stack gap="md">
                  <RecentBookings bookings={data.recentBookings} />
                  <PendingTasks tasks={data.tasks} />
                  {user && <HostDisputes hostId={user.id} />}
                  <HostOutages />
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <QuickActions />
              </Grid.Col>
            </Grid>
          </>
        )}
      </Stack>
    </Container>
  );
}
