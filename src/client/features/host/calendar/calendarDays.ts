import type {
  CalendarBlockView,
  CalendarBookingView,
  CalendarEventView,
  CalendarMarksView,
  DayMarks,
  EventType,
} from '../../../../shared/calendar';

const none: DayMarks = { bookings: 0, events: 0, blocked: false };

/** The server's marks of the month grid, by day. */
export function marksByDay(view: CalendarMarksView): Map<string, DayMarks> {
  return new Map(view.days.map(({ date, ...m }) => [date, m]));
}

export function marksOn(marks: Map<string, DayMarks>, day: string): DayMarks {
  return marks.get(day) ?? none;
}

/** A stay as a day's panel lists it: from its check-in day to its check-out day, both included. */
export interface DayBooking extends CalendarBookingView {
  checkInToday: boolean;
  checkOutToday: boolean;
}

export function bookingsOn(bookings: CalendarBookingView[], day: string): DayBooking[] {
  return bookings
    .filter((b) => b.checkIn <= day && day <= b.checkOut)
    .map((b) => ({ ...b, checkInToday: b.checkIn === day, checkOutToday: b.checkOut === day }));
}

export function eventsOn(events: CalendarEventView[], day: string): CalendarEventView[] {
  return events.filter((e) => e.date === day);
}

export function blocksOn(blocks: CalendarBlockView[], day: string): CalendarBlockView[] {
  return blocks.filter((b) => b.startDate <= day && day < b.endDate);
}

/** The screen reader's reading of a day: its date, then what is on it. */
export function dayLabel(day: string, m: DayMarks, dateText: string): string {
  const parts = [dateText];
  if (m.bookings > 0) parts.push(`${m.bookings} booking${m.bookings === 1 ? '' : 's'}`);
  if (m.events > 0) parts.push(`${m.events} event${m.events === 1 ? '' : 's'}`);
  if (m.blocked) parts.push('blocked');
  return parts.join(', ');
}

export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  maintenance: 'Maintenance',
  service: 'Service',
  reminder: 'Reminder',
  meeting: 'Meeting',
};

/** The month ('yyyy-MM') a calendar date string falls in. */
export const monthOf = (day: string) => day.slice(0, 7);
