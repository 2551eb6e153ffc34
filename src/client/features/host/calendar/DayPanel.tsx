import { Button, Card, Divider, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { CalendarBookingView, CalendarDayView, CalendarEventView } from '../../../../shared/calendar';
import { BookingRow } from './BookingRow';
import { blocksOn, bookingsOn, eventsOn } from './calendarDays';
import { formatDayLong } from './calendarText';
import { EventRow } from './EventRow';

interface DayPanelProps {
  day: string | null;
  data: CalendarDayView | undefined;
  /** Listing titles by id, for the blocks of the day. */
  titles: Map<string, string>;
  onOpenBooking: (booking: CalendarBookingView) => void;
  onOpenEvent: (event: CalendarEventView) => void;
  onAddEvent: (day: string) => void;
}

/** The clicked day: its stays (Check-in / Check-out badges), its events, its blocks, and Add Event. */
export function DayPanel({ day, data, titles, onOpenBooking, onOpenEvent, onAddEvent }: DayPanelProps) {
  if (!day) {
    return (
      <Card withBorder radius="md" h="100%">
        <Text c="dimmed" size="sm" ta="center" py="xl">
          Click a day to see its bookings and events.
        </Text>
      </Card>
    );
  }
  const bookings = data ? bookingsOn(data.bookings, day) : [];
  const events = data ? eventsOn(data.events, day) : [];
  const blocks = data ? blocksOn(data.blocks, day) : [];
  return (
    <Card
      withBorder
      radius="md"
      h="100%"
      component="section"
      aria-label={`Schedule for ${formatDayLong(day)}`}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {formatDayLong(day)}
        </Title>
        {!data ? (
          <Stack gap="xs" aria-busy="true" aria-label="Loading">
            <Skeleton h={48} />
            <Skeleton h={48} />
          </Stack>
        ) : (
          <>
            {blocks.map((b) => (
              <Text key={`${b.propertyId}-${b.startDate}`} size="sm" c="dimmed">
                {b.status === 'blocked' ? 'Blocked' : 'Unavailable'}: {titles.get(b.propertyId) ?? 'Listing'}
                {b.source === 'ical' ? ' (calendar sync)' : ''}
              </Text>
            ))}
            <Text fw={600} size="sm">
              Bookings
            </Text>
            {bookings.length === 0 ? (
              <Text size="sm" c="dimmed">
                No bookings on this day
              </Text>
            ) : (
              bookings.map((b) => (
                <BookingRow
                  key={b.id}
                  booking={b}
                  checkIn={b.checkInToday}
                  checkOut={b.checkOutToday}
                  onOpen={onOpenBooking}
                />
              ))
            )}
            <Divider />
            <Text fw={600} size="sm">
              Events
            </Text>
            {events.length === 0 ? (
              <Text size="sm" c="dimmed">
                No events on this day
              </Text>
            ) : (
              events.map((e) => <EventRow key={e.id} event={e} onOpen={onOpenEvent} />)
            )}
          </>
        )}
        <Button
          variant="light"
          color="grape"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => onAddEvent(day)}
        >
          Add Event
        </Button>
      </Stack>
    </Card>
  );
}
