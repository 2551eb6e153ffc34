import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { CALENDAR_TEXTS, type CalendarEventView } from '../../../../shared/calendar';
import { trpc } from '../../../trpc';
import { showError, showSuccess } from '../../../ui/toasts';
import { EVENT_TYPE_LABELS } from './calendarDays';
import { formatDayLong } from './calendarText';
import { DetailLine } from './DetailLine';
import { useRefreshCalendar } from './useRefreshCalendar';

interface EventDetailsModalProps {
  /** Kept while the dialog closes so its text does not vanish mid-animation. */
  event: CalendarEventView | null;
  opened: boolean;
  onClose: () => void;
}

/** Event Details (spec 001 §2): title, date, time and the rest; Delete removes the stored event. */
export function EventDetailsModal({ event, opened, onClose }: EventDetailsModalProps) {
  const refresh = useRefreshCalendar();
  const remove = trpc.host.calendar.events.delete.useMutation({
    onSuccess: async () => {
      showSuccess(CALENDAR_TEXTS.eventDeleted);
      onClose();
      await refresh();
    },
    onError: (error) => showError('Failed to delete event', error),
  });
  const close = () => {
    if (!remove.isPending) onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Event Details" centered radius="md">
      {event && (
        <Stack gap="sm">
          <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {event.title}
          </Text>
          <DetailLine label="Date">{formatDayLong(event.date)}</DetailLine>
          <DetailLine label="Time">{event.time}</DetailLine>
          <DetailLine label="Type">
            <Badge color="grape" variant="light">
              {EVENT_TYPE_LABELS[event.type]}
            </Badge>
          </DetailLine>
          <DetailLine label="Property">{event.propertyTitle}</DetailLine>
          {event.notes && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {event.notes}
            </Text>
          )}
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={close}>
              Close
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => remove.mutate({ id: event.id })}
            >
              Delete
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
