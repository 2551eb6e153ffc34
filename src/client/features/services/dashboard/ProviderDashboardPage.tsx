import { Container, Grid, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { SERVICE_TEXTS } from '../../../../shared/services';
import { trpc } from '../../../trpc';
import { ButtonLink } from '../../../ui/ButtonLink';
import { LoadFailed } from '../../../ui/LoadFailed';
import { usePageTitle } from '../../../usePageTitle';
import { PaymentHistory } from './PaymentHistory';
import { ProviderBookings } from './ProviderBookings';
import { StatCards } from './StatCards';
import { YourServices } from './YourServices';

/** Spec 001 §8's message for a dashboard that cannot load (the host dashboard's, the same situation). */
const LOAD_FAILED = 'Failed to load dashboard data';

function Loading() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={96} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton h={240} radius="md" />
      <Skeleton h={160} radius="md" />
    </Stack>
  );
}

/** /provider/dashboard (spec 001 §2): earnings, my services, the bookings to answer and the payments. */
export function ProviderDashboardPage() {
  usePageTitle(SERVICE_TEXTS.providerDashboard);
  const dashboard = trpc.services.dashboard.useQuery(undefined, { retry: 1 });
  const data = dashboard.data;

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="sm">
          <div>
            <Title order={1} size="h2">
              {SERVICE_TEXTS.providerDashboard}
            </Title>
            {data?.displayName && <Text c="dimmed">Welcome back, {data.displayName}</Text>}
          </div>
          <ButtonLink to="/services/create" leftSection={<IconPlus size={16} aria-hidden />}>
            {SERVICE_TEXTS.addNewService}
          </ButtonLink>
        </Group>
        {dashboard.isPending ? (
          <Loading />
        ) : !data ? (
          <LoadFailed title={LOAD_FAILED} query={dashboard} />
        ) : (
          <>
            <StatCards data={data} />
            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: 7 }}>
                <ProviderBookings bookings={data.recentBookings} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <YourServices />
              </Grid.Col>
            </Grid>
            <PaymentHistory payments={data.payments} />
          </>
        )}
      </Stack>
    </Container>
  );
}
