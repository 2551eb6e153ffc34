import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { CALENDAR_EVENTS_LIST_LIMIT, type CalendarEventView } from '../../../../shared/calendar';
import { trpc } from '../../../trpc';
import { EventRow } from './EventRow';
import { LoadFailed } from '../../../ui/LoadFailed';

interface EventsTabProps {
  propertyId: string | null;
  onOpenEvent: (event: CalendarEventView) => void;
  onAddEvent: () => void;
}

/** The Events tab: the host's events from today on, for the picked listing or all of them. */
export function EventsTab({ propertyId, onOpenEvent, onAddEvent }: EventsTabProps) {
  const list = trpc.host.calendar.events.list.useQuery(propertyId ? { propertyId } : {}, { retry: 1 });
  const events = list.data;
  return (
    <Card withBorder radius="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4">
            Upcoming Events
          </Title>
          <Button color="grape" leftSection={<IconPlus size={16} aria-hidden />} onClick={onAddEvent}>
            Add Event
          </Button>
        </Group>
        {list.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label="Loading">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={48} />
            ))}
          </Stack>
        ) : !events ? (
          <LoadFailed title="Failed to load events" query={list} />
        ) : events.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="lg">
            No upcoming events. Add one for a cleaning, a repair or a meeting.
          </Text>
        ) : (
          <>
            {events.map((e) => (
              <EventRow key={e.id} event={e} withDate onOpen={onOpenEvent} />
            ))}
            {events.length === CALENDAR_EVENTS_LIST_LIMIT && (
              <Text size="xs" c="dimmed" ta="center">
                The next {CALENDAR_EVENTS_LIST_LIMIT} events are shown; later ones appear on the Bookings
                calendar.
              </Text>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
