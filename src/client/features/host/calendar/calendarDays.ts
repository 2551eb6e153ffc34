import type {
  CalendarBlockView,
  CalendarBookingView,
  CalendarEventView,
  CalendarMonthView,
  EventType,
} from '../../../../shared/calendar';
import { addDays } from '../../../../shared/dates';

/** What one calendar day carries: its dots and shade. */
export interface DayMarks {
  /** Active (not cancelled) stays with a night on this day. */
  bookings: number;
  events: number;
  blocked: boolean;
}

const none: DayMarks = { bookings: 0, events: 0, blocked: false };

/**
 * Marks per day (yyyy-MM-dd): a booking counts on each of its nights [checkIn, checkOut) unless cancelled, an
 * event on its date, a block shades each of its nights [startDate, endDate). Days are walked as strings, so no
 * time zone can move a dot.
 */
export function dayMarks(month: CalendarMonthView): Map<string, DayMarks> {
  const marks = new Map<string, DayMarks>();
  const at = (day: string) => {
    let m = marks.get(day);
    if (!m) marks.set(day, (m = { ...none }));
    return m;
  };
  for (const b of month.bookings) {
    if (b.status === 'cancelled') continue;
    for (let d = b.checkIn; d < b.checkOut; d = addDays(d, 1)) at(d).bookings++;
  }
  for (const e of month.events) at(e.date).events++;
  for (const block of month.blocks) {
    for (let d = block.startDate; d < block.endDate; d = addDays(d, 1)) at(d).blocked = true;
  }
  return marks;
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
