import '@mantine/dates/styles.css';
import { Box, Group, Text } from '@mantine/core';
import { Calendar } from '@mantine/dates';
import { useMemo } from 'react';
import type { CalendarMarksView, DayMarks } from '../../../../shared/calendar';
import { dayLabel, marksByDay, marksOn, monthOf } from './calendarDays';
import { formatDayFull } from './calendarText';
import classes from './HostCalendar.module.css';

interface MonthCalendarProps {
  /** The month shown, 'yyyy-MM'. */
  month: string;
  onMonthChange: (month: string) => void;
  /** What is on the month; undefined while it loads (the days show without marks). */
  data: CalendarMarksView | undefined;
  selectedDay: string | null;
  onSelectDay: (day: string) => void;
}

/** The Bookings tab's month: an orange dot for booked nights, a purple one for events, blocked days shaded. */
export function MonthCalendar({ month, onMonthChange, data, selectedDay, onSelectDay }: MonthCalendarProps) {
  const marks = useMemo(() => (data ? marksByDay(data) : new Map<string, DayMarks>()), [data]);
  return (
    <Box aria-busy={data ? undefined : true}>
      <Calendar
        date={`${month}-01`}
        onDateChange={(date) => onMonthChange(monthOf(date))}
        maxLevel="year"
        size="lg"
        fullWidth
        highlightToday
        ariaLabels={{ previousMonth: 'Previous month', nextMonth: 'Next month' }}
        getDayProps={(day) => {
          const m = marksOn(marks, day);
          return {
            selected: day === selectedDay,
            onClick: () => onSelectDay(day),
            className: m.blocked ? classes.blockedDay : undefined,
            'data-blocked': m.blocked || undefined,
          };
        }}
        getDayAriaLabel={(day) => dayLabel(day, marksOn(marks, day), formatDayFull(day))}
        renderDay={(day) => {
          const m = marksOn(marks, day);
          return (
            <div className={classes.dayContent}>
              <span>{Number(day.slice(8))}</span>
              <span className={classes.dots} aria-hidden>
                {m.bookings > 0 && <span className={`${classes.dot} ${classes.bookingDot}`} />}
                {m.events > 0 && <span className={`${classes.dot} ${classes.eventDot}`} />}
              </span>
            </div>
          );
        }}
      />
      <Group gap="md" mt="sm" justify="center" aria-label="Legend">
        <Legend swatch={`${classes.dot} ${classes.bookingDot}`} label="Booking" />
        <Legend swatch={`${classes.dot} ${classes.eventDot}`} label="Event" />
        <Legend swatch={classes.blockedSwatch} label="Blocked or unavailable" />
      </Group>
    </Box>
  );
}

function Legend({ swatch, label }: { swatch: string | undefined; label: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <span className={swatch} aria-hidden />
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}
