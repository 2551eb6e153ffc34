import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import type { CalendarEventView } from '../../../../shared/calendar';
import { EVENT_TYPE_LABELS } from './calendarDays';
import { formatDayLong } from './calendarText';
import classes from './HostCalendar.module.css';

interface EventRowProps {
  event: CalendarEventView;
  /** Lists of several days show each event's date too. */
  withDate?: boolean;
  onOpen: (event: CalendarEventView) => void;
}

/** One event in a list: time, title, listing and type; opens Event Details. */
export function EventRow({ event, withDate, onOpen }: EventRowProps) {
  return (
    <UnstyledButton
      className={classes.row}
      onClick={() => onOpen(event)}
      aria-label={`Event: ${event.title}`}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" truncate>
            {event.title}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {withDate ? `${formatDayLong(event.date)} · ` : ''}
            {event.time} · {event.propertyTitle}
          </Text>
        </div>
        <Badge size="sm" color="grape" variant="light" style={{ flexShrink: 0 }}>
          {EVENT_TYPE_LABELS[event.type]}
        </Badge>
      </Group>
    </UnstyledButton>
  );
}
