import { Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { isUpcoming } from '../../../../shared/booking';
import { platformToday } from '../../../../shared/dates';
import { useAuth } from '../../../layout/useAuth';
import { trpc } from '../../../trpc';
import { usePageTitle } from '../../../usePageTitle';
import { QuickLinks } from './QuickLinks';
import { SavedSummary } from './SavedSummary';
import { UpcomingTrips } from './UpcomingTrips';
import { useErrorToast } from '../../../ui/useErrorToast';

/** /dashboard, 'Your Dashboard': upcoming trips, saved properties and quick links. */
export function DashboardPage() {
  usePageTitle('Your Dashboard');
  const { user } = useAuth();
  const bookings = trpc.bookings.mine.useQuery(undefined, { retry: 1 });
  const saved = trpc.saved.list.useQuery(undefined, { retry: 1 });
  useErrorToast(bookings.error, 'dashboard-bookings-failed', 'Failed to load bookings');
  useErrorToast(saved.error, 'dashboard-saved-failed', 'Failed to load saved properties');

  const upcoming = useMemo(() => {
    const today = platformToday();
    return bookings.data?.filter((b) => isUpcoming(b, today));
  }, [bookings.data]);
  const firstName = user?.fullName.trim().split(/\s+/)[0];

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            Your Dashboard
          </Title>
          {firstName && (
            <Text c="dimmed" mt={4}>
              Welcome back, {firstName}.
            </Text>
          )}
        </div>
        <UpcomingTrips
          trips={upcoming}
          isLoading={bookings.isPending}
          failed={bookings.isError ? bookings : null}
        />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <SavedSummary
              saved={saved.data}
              isLoading={saved.isPending}
              failed={saved.isError ? saved : null}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <QuickLinks />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
