import { Container, SegmentedControl, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { BookingView } from '../../../shared/booking';
import { platformToday } from '../../../shared/dates';
import { AuthLoading } from '../../layout/AuthLoading';
import { ConnectionErrorCard } from '../../layout/ConnectionErrorCard';
import { GUARD_TIMEOUT_MS } from '../../layout/RequireAuth';
import { useAuth } from '../../layout/useAuth';
import { describeError, trpc } from '../../trpc';
import { usePageTitle } from '../../usePageTitle';
import { BookingItem } from './BookingItem';
import { PAST_PAGE_SIZE, splitBookings } from './bookingLists';
import { Pager } from '../../ui/Pager';
import { SignInPrompt } from '../../layout/SignInPrompt';
import { bookingsTabs, type BookingsTab } from '../../searchSchemas';
import { ServiceBookingsList } from '../services/bookings/ServiceBookingsList';
import { LoadFailed } from '../../ui/LoadFailed';

const isBookingsTab = (value: string | null): value is BookingsTab =>
  (bookingsTabs as readonly (string | null)[]).includes(value);

/** /bookings: the signed-in guest's stays in Upcoming and Past tabs, and their service bookings. */
export function BookingsPage() {
  usePageTitle('Booking History');
  const { user, isLoading, isError } = useAuth();
  const [timedOut, setTimedOut] = useState(false);

  // The guards' rule: a session still unresolved after 5 s is a connection problem.
  useEffect(() => {
    if (!isLoading) return;
    const timer = setTimeout(() => setTimedOut(true), GUARD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [isLoading]);

  if (isError || (isLoading && timedOut)) return <ConnectionErrorCard />;
  if (isLoading) return <AuthLoading />;
  if (!user) {
    return (
      <SignInPrompt
        title="Sign In to View Your Bookings"
        text="Your upcoming and past stays appear here once you are signed in."
        returnTo="/bookings"
      />
    );
  }
  return <BookingHistory />;
}

function BookingHistory() {
  const tab = useSearch({ from: '/_main/bookings' }).tab ?? 'upcoming';
  const navigate = useNavigate({ from: '/bookings' });
  const setTab = (next: BookingsTab) =>
    void navigate({ search: { tab: next === 'upcoming' ? undefined : next }, replace: true });
  const query = trpc.bookings.mine.useQuery(undefined, { retry: 1 });
  const failure = query.isError ? describeError(query.error).message : null;

  // A load failure is a toast with the message (once per failure, not once per render or background retry).
  useEffect(() => {
    if (!failure) return;
    notifications.show({ color: 'red', title: 'Error fetching bookings', message: failure });
  }, [failure]);

  const { upcoming, ended, cancelled } = splitBookings(query.data ?? [], platformToday());
  // Past: the stays that ended, or the cancelled bookings apart; ten to a page.
  const [pastView, setPastView] = useState<'ended' | 'cancelled'>('ended');
  const [pastPage, setPastPage] = useState(1);
  const pastItems = pastView === 'ended' ? ended : cancelled;
  const pastPages = Math.max(1, Math.ceil(pastItems.length / PAST_PAGE_SIZE));
  const shownPage = Math.min(pastPage, pastPages);
  const pastShown = pastItems.slice((shownPage - 1) * PAST_PAGE_SIZE, shownPage * PAST_PAGE_SIZE);
  const disputes = trpc.disputes.mine.useQuery();
  const disputeOf = new Map((disputes.data ?? []).map((d) => [d.bookingId, d]));

  const list = (items: BookingView[], empty: string) => {
    if (query.isPending) {
      return (
        <Stack gap="md" aria-busy="true" aria-label="Loading bookings">
          <Skeleton height={180} radius="lg" />
          <Skeleton height={180} radius="lg" />
        </Stack>
      );
    }
    if (query.isError) {
      return <LoadFailed title="Failed to load bookings" query={query} />;
    }
    if (items.length === 0) {
      return (
        <Text c="dimmed" ta="center" py="xl">
          {empty}
        </Text>
      );
    }
    return (
      <Stack gap="md">
        {items.map((booking) => (
          <BookingItem key={booking.id} booking={booking} dispute={disputeOf.get(booking.id)} />
        ))}
      </Stack>
    );
  };

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Title order={1} mb="lg">
        Booking History
      </Title>
      <Tabs value={tab} onChange={(value) => setTab(isBookingsTab(value) ? value : 'upcoming')}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="upcoming">Upcoming</Tabs.Tab>
          <Tabs.Tab value="past">Past</Tabs.Tab>
          <Tabs.Tab value="services">Services</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="upcoming">{list(upcoming, 'No upcoming bookings')}</Tabs.Panel>
        <Tabs.Panel value="past">
          <Stack gap="md">
            <SegmentedControl
              aria-label="Past bookings"
              value={pastView}
              onChange={(value) => {
                setPastView(value === 'cancelled' ? 'cancelled' : 'ended');
                setPastPage(1);
              }}
              data={[
                { value: 'ended', label: `Completed stays (${ended.length})` },
                { value: 'cancelled', label: `Cancelled (${cancelled.length})` },
              ]}
              style={{ alignSelf: 'flex-start' }}
            />
            {list(pastShown, pastView === 'ended' ? 'No past bookings' : 'No cancelled bookings')}
            <Pager
              label="Past booking pages"
              page={shownPage}
              pageCount={pastPages}
              onChange={(page) => {
                setPastPage(page);
                window.scrollTo({ top: 0 });
              }}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="services">{tab === 'services' && <ServiceBookingsList />}</Tabs.Panel>
      </Tabs>
    </Container>
  );
}
