import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  CALENDAR_TEXTS,
  type CalendarBookingView,
  type CalendarEventView,
} from '../../../../shared/calendar';
import { trpc } from '../../../trpc';
import { BookingRow } from './BookingRow';
import { EventRow } from './EventRow';
import { LoadFailed } from '../../../ui/LoadFailed';

interface CalendarSidebarProps {
  onOpenBooking: (booking: CalendarBookingView) => void;
  onOpenEvent: (event: CalendarEventView) => void;
}

/** Upcoming Bookings (the next five active stays) and Today's Schedule, for all the host's listings. */
export function CalendarSidebar({ onOpenBooking, onOpenEvent }: CalendarSidebarProps) {
  const sidebar = trpc.host.calendar.sidebar.useQuery(undefined, { retry: 1 });
  const data = sidebar.data;
  return (
    <Stack gap="md">
      <SidebarCard title="Upcoming Bookings">
        {sidebar.isPending ? (
          <Loading />
        ) : !data ? (
          <LoadFailed title="Could not load this list. Please try again." query={sidebar} />
        ) : data.upcomingBookings.length === 0 ? (
          <Text size="sm" c="dimmed">
            No upcoming bookings
          </Text>
        ) : (
          data.upcomingBookings.map((b) => <BookingRow key={b.id} booking={b} onOpen={onOpenBooking} />)
        )}
      </SidebarCard>
      <SidebarCard title="Today's Schedule">
        {sidebar.isPending ? (
          <Loading />
        ) : !data ? (
          <LoadFailed title="Could not load this list. Please try again." query={sidebar} />
        ) : data.todayEvents.length === 0 ? (
          <Text size="sm" c="dimmed">
            {CALENDAR_TEXTS.noEventsToday}
          </Text>
        ) : (
          data.todayEvents.map((e) => <EventRow key={e.id} event={e} onOpen={onOpenEvent} />)
        )}
      </SidebarCard>
    </Stack>
  );
}

function SidebarCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card withBorder radius="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function Loading() {
  return (
    <Stack gap="xs" aria-busy="true" aria-label="Loading">
      <Skeleton h={44} />
      <Skeleton h={44} />
    </Stack>
  );
}
