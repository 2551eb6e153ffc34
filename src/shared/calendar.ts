import { z } from 'zod';
import { dateString, isoDate, isoMonth } from './date-field';
import { addDays, isIsoDate } from './dates';
import type { HostBookingView, HostListingOption } from './host';
import { isUuid } from './ids';
import { text } from './text';

/** Spec 001 §5: a range the host marks. 'available' frees nights; the other two are stored as blocks. */
export const availabilityStatuses = ['available', 'unavailable', 'blocked'] as const;
export type AvailabilityStatus = (typeof availabilityStatuses)[number];
export const blockStatuses = ['unavailable', 'blocked'] as const;
export type BlockStatus = (typeof blockStatuses)[number];

export const eventTypes = ['maintenance', 'service', 'reminder', 'meeting'] as const;
export type EventType = (typeof eventTypes)[number];

/** The longest range one availability change may cover (two years of nights). */
export const AVAILABILITY_MAX_NIGHTS = 731;

export const CALENDAR_TEXTS = {
  // Spec 001 §5 (event form and availability form) and §8 (toasts).
  titleMin: 'Title must be at least 3 characters',
  dateRequired: 'Please select a date',
  timeRequired: 'Please enter a time',
  typeRequired: 'Please select an event type',
  propertyRequired: 'Please select a property',
  startRequired: 'Please select a start date',
  endRequired: 'Please select an end date',
  eventCreated: 'Event Created',
  availabilityUpdated: 'Availability Updated',
  noEventsToday: 'No events scheduled for today',
  // Where the spec is silent.
  endBeforeStart: 'End date must be on or after the start date',
  rangeTooLong: `A range covers at most ${AVAILABILITY_MAX_NIGHTS} nights`,
  eventNotFound: 'Event not found',
  eventDeleted: 'Event deleted',
} as const;

const propertyId = z
  .string(CALENDAR_TEXTS.propertyRequired)
  .min(1, CALENDAR_TEXTS.propertyRequired)
  .refine(isUuid, CALENDAR_TEXTS.propertyRequired);

/** Add Event (spec 001 §5). */
export const eventFormInput = z.object({
  title: text().trim().min(3, CALENDAR_TEXTS.titleMin).max(120, 'Title is at most 120 characters'),
  date: dateString(CALENDAR_TEXTS.dateRequired),
  time: text().trim().min(1, CALENDAR_TEXTS.timeRequired).max(40, 'Time is at most 40 characters'),
  type: z.enum(eventTypes, CALENDAR_TEXTS.typeRequired),
  notes: text().trim().max(2000, 'Notes are at most 2000 characters').optional(),
  propertyId,
});
export type EventFormInput = z.infer<typeof eventFormInput>;

/**
 * Availability form (spec 001 §5). startDate and endDate are both nights the status applies to (end inclusive,
 * as a host reads a range); stored as [startDate, endDate + 1) like a booking's check-in/check-out.
 */
export const availabilityFormInput = z
  .object({
    propertyId,
    startDate: dateString(CALENDAR_TEXTS.startRequired),
    endDate: dateString(CALENDAR_TEXTS.endRequired),
    status: z.enum(availabilityStatuses),
  })
  .refine((v) => !isIsoDate(v.startDate) || !isIsoDate(v.endDate) || v.endDate >= v.startDate, {
    message: CALENDAR_TEXTS.endBeforeStart,
    path: ['endDate'],
  })
  .refine(
    (v) =>
      !isIsoDate(v.startDate) ||
      !isIsoDate(v.endDate) ||
      v.endDate < addDays(v.startDate, AVAILABILITY_MAX_NIGHTS),
    { message: CALENDAR_TEXTS.rangeTooLong, path: ['endDate'] },
  );
export type AvailabilityFormInput = z.infer<typeof availabilityFormInput>;

/** One month of the host calendar ('2026-11'), for all listings or one. */
export const calendarMonthInput = z.object({
  month: isoMonth(),
  propertyId: z.string().refine(isUuid, 'Not a property id').optional(),
});
export type CalendarMonthInput = z.infer<typeof calendarMonthInput>;

/** The first day of a 'yyyy-MM' month and the first day of the next one (end exclusive). */
export function monthRange(month: string): { start: string; end: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const start = `${month}-01`;
  const end =
    m === 12 ? `${y + 1}-01-01` : `${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}-01`;
  return { start, end };
}

/** One day of the host calendar (the day panel), for all listings or one. */
export const calendarDayInput = z.object({
  date: isoDate(),
  propertyId: z.string().refine(isUuid, 'Not a property id').optional(),
});
export type CalendarDayInput = z.infer<typeof calendarDayInput>;

/** Upcoming events on the Events tab: all the host's listings or one. */
export const calendarEventsInput = z.object({
  propertyId: z.string().refine(isUuid, 'Not a property id').optional(),
});

/** One stored event, by id. */
export const calendarEventIdInput = z.object({
  id: z.string().refine(isUuid, CALENDAR_TEXTS.eventNotFound),
});

/** How many upcoming events the Events tab lists; how many upcoming bookings the sidebar lists. */
export const CALENDAR_EVENTS_LIST_LIMIT = 50;
export const CALENDAR_UPCOMING_BOOKINGS = 5;

export type CalendarListing = HostListingOption;

/** A booking as the host calendar shows it: [checkIn, checkOut), check-out exclusive. */
export type CalendarBookingView = HostBookingView;

export interface CalendarEventView {
  id: string;
  propertyId: string;
  propertyTitle: string;
  title: string;
  date: string;
  time: string;
  type: EventType;
  notes: string | null;
}

/** Nights [startDate, endDate) a listing cannot be booked. */
export interface CalendarBlockView {
  propertyId: string;
  startDate: string;
  endDate: string;
  status: BlockStatus;
  source: 'host' | 'ical';
}

export interface CalendarMonthView {
  bookings: CalendarBookingView[];
  events: CalendarEventView[];
  blocks: CalendarBlockView[];
}

/** One day's stays (check-in through check-out day), events and blocks: the day panel. */
export type CalendarDayView = CalendarMonthView;

/** What one calendar day carries: its dots and shade. */
export interface DayMarks {
  /** Active (not cancelled) stays with a night on this day. */
  bookings: number;
  events: number;
  blocked: boolean;
}

/** The month grid's days (the month and the neighbouring days it shows) that carry a dot or a shade. */
export interface CalendarMarksView {
  days: (DayMarks & { date: string })[];
}

/**
 * Marks per day (yyyy-MM-dd): a booking counts on each of its nights [checkIn, checkOut) unless cancelled, an
 * event on its date, a block shades each of its nights [startDate, endDate). Days are walked as strings, so no
 * time zone can move a dot.
 */
export function dayMarks(span: CalendarMonthView): Map<string, DayMarks> {
  const marks = new Map<string, DayMarks>();
  const at = (day: string) => {
    let m = marks.get(day);
    if (!m) marks.set(day, (m = { bookings: 0, events: 0, blocked: false }));
    return m;
  };
  for (const b of span.bookings) {
    if (b.status === 'cancelled') continue;
    for (let d = b.checkIn; d < b.checkOut; d = addDays(d, 1)) at(d).bookings++;
  }
  for (const e of span.events) at(e.date).events++;
  for (const block of span.blocks) {
    for (let d = block.startDate; d < block.endDate; d = addDays(d, 1)) at(d).blocked = true;
  }
  return marks;
}

/** Days the month grid shows around its month (a week either side covers any first or last row). */
export const GRID_EDGE_DAYS = 7;

export interface CalendarSidebarView {
  upcomingBookings: CalendarBookingView[];
  todayEvents: CalendarEventView[];
}

/** An upstream event an iCal import could not turn into a block: its nights are booked on KaziStay. */
export interface IcalConflict {
  uid: string;
  summary: string;
  startDate: string;
  endDate: string;
}
