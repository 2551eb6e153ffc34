import { Grid } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { CalendarBookingView, CalendarEventView } from '../../../../shared/calendar';
import { platformToday } from '../../../../shared/dates';
import { trpc } from '../../../trpc';
import { LoadFailed } from '../../../ui/LoadFailed';
import { monthOf } from './calendarDays';
import { DayPanel } from './DayPanel';
import { MonthCalendar } from './MonthCalendar';

interface BookingsTabProps {
  propertyId: string | null;
  titles: Map<string, string>;
  onOpenBooking: (booking: CalendarBookingView) => void;
  onOpenEvent: (event: CalendarEventView) => void;
  onAddEvent: (day: string) => void;
}

/** The Bookings tab: the month calendar and, beside it (below on phones), the clicked day's panel. */
export function BookingsTab({
  propertyId,
  titles,
  onOpenBooking,
  onOpenEvent,
  onAddEvent,
}: BookingsTabProps) {
  const [selectedDay, setSelectedDay] = useState<string | null>(() => platformToday());
  const [month, setMonth] = useState(() => monthOf(platformToday()));
  const listing = propertyId ? { propertyId } : {};
  const query = trpc.host.calendar.marks.useQuery(
    { month, ...listing },
    { placeholderData: keepPreviousData, retry: 1 },
  );
  // While another month or listing loads, the previous one's marks stay on screen but must not be read as this one's.
  const data = query.isPlaceholderData ? undefined : query.data;
  const dayQuery = trpc.host.calendar.day.useQuery(
    { date: selectedDay ?? '', ...listing },
    { enabled: selectedDay !== null, retry: 1 },
  );

  const changeMonth = (next: string) => {
    setMonth(next);
    if (selectedDay && monthOf(selectedDay) !== next) setSelectedDay(null);
  };
  // A day of the next or previous month shown at the grid's edges opens that month.
  const selectDay = (day: string) => {
    if (monthOf(day) !== month) setMonth(monthOf(day));
    setSelectedDay(day);
  };

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, sm: 7 }}>
        {query.isError && !query.data ? (
          <LoadFailed title="Failed to load the calendar" query={query} />
        ) : (
          <MonthCalendar
            month={month}
            onMonthChange={changeMonth}
            data={data}
            selectedDay={selectedDay}
            onSelectDay={selectDay}
          />
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <DayPanel
          day={selectedDay}
          data={dayQuery.data}
          titles={titles}
          onOpenBooking={onOpenBooking}
          onOpenEvent={onOpenEvent}
          onAddEvent={onAddEvent}
        />
      </Grid.Col>
    </Grid>
  );
}
