import { Alert, Button, Container, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { isPast, type BookingView } from '../../../shared/booking';
import { platformToday } from '../../../shared/dates';
import { AuthLoading } from '../../layout/AuthLoading';
import { ConnectionErrorCard } from '../../layout/ConnectionErrorCard';
import { GUARD_TIMEOUT_MS } from '../../layout/RequireAuth';
import { useAuth } from '../../layout/useAuth';
import { describeError, trpc } from '../../trpc';
import { usePageTitle } from '../../usePageTitle';
import { BookingItem } from './BookingItem';
import { SignInPrompt } from '../../layout/SignInPrompt';
import { bookingsTabs, type BookingsTab } from '../../searchSchemas';
import { ServiceBookingsList } from '../services/bookings/ServiceBookingsList';

const isBookingsTab = (value: string | null): value is BookingsTab =>
  (bookingsTabs as readonly (string | null)[]).includes(value);

/**
 * Upcoming = check-in ahead and not cancelled; Past = check-out passed, or cancelled. A stay under
 * way (checked in, not yet checked out) is neither by those rules; it is listed under Upcoming so a guest in
 * the middle of a stay still finds it. Past shows the most recent first.
 */
function splitBookings(bookings: BookingView[], today: string) {
  const past = bookings.filter((b) => isPast(b, today));
  const upcoming = bookings.filter((b) => !isPast(b, today));
  return { upcoming, past: [...past].reverse() };
}

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

  // A load failure is a toast with the message (once per failure, not once per render), not an empty list.
  useEffect(() => {
    if (!failure) return;
    notifications.show({ color: 'red', title: 'Error fetching bookings', message: failure });
  }, [failure, query.errorUpdatedAt]);

  const { upcoming, past } = splitBookings(query.data ?? [], platformToday());
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
      return (
        <Alert color="red" title="Failed to load bookings" radius="md">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{failure}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      );
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
        <Tabs.Panel value="past">{list(past, 'No past bookings')}</Tabs.Panel>
        <Tabs.Panel value="services">{tab === 'services' && <ServiceBookingsList />}</Tabs.Panel>
      </Tabs>
    </Container>
  );
}
