import ical, { type DateWithTimeZone, type ParameterValue, type VEvent } from 'node-ical';
import { addDays, DATE_MAX, DATE_MIN, isIsoDate, platformToday } from '../../../../shared/dates';
import { ICAL_TEXTS } from '../../../../shared/ical';
import { IcalSyncError } from './fetch';

/** An upstream event as the nights it takes: [startDate, endDate), end exclusive like a check-out. */
export interface UpstreamStay {
  uid: string;
  summary: string;
  startDate: string;
  endDate: string;
}

/** More upcoming events than this and the calendar is refused (rather than some of its nights dropped). */
export const ICAL_MAX_EVENTS = 2000;
/** How far ahead repeating events are expanded. */
const RECURRENCE_HORIZON_DAYS = 2 * 366;
const DAY_OR_LONGER = new Set(['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY']);

function localDate(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * The calendar day of an event boundary: an all-day value as written (node-ical gives it as local midnight),
 * a timed one as the day it falls on in the platform's zone (Africa/Nairobi).
 */
function dayOf(d: DateWithTimeZone, allDay: boolean): string | null {
  if (Number.isNaN(d.getTime())) return null;
  const day = allDay || d.dateOnly ? localDate(d) : platformToday(d);
  return isIsoDate(day) ? day : null;
}

function plain(value: ParameterValue | undefined): string {
  const v = typeof value === 'object' && value !== null ? value.val : value;
  return typeof v === 'string' ? v.trim().slice(0, 200) : '';
}

/**
 * The nights one occurrence takes; a zero-length or backwards event takes its first night. Only nights within
 * the platform's dates (DATE_MIN..DATE_MAX, both ends included) count: an event starting after them is left
 * out and one running past them is cut, so every stored day is one the rest of the app can compute with (the
 * day after 9999-12-31 is no date at all).
 */
function stay(
  uid: string,
  summary: string,
  start: DateWithTimeZone,
  end: DateWithTimeZone | undefined,
  allDay: boolean,
): UpstreamStay | null {
  const firstDay = dayOf(start, allDay);
  if (!firstDay || firstDay >= DATE_MAX) return null;
  const startDate = firstDay < DATE_MIN ? DATE_MIN : firstDay;
  const endDay = end ? dayOf(end, allDay) : null;
  const endDate =
    endDay && endDay > startDate ? (endDay > DATE_MAX ? DATE_MAX : endDay) : addDays(startDate, 1);
  return { uid, summary, startDate, endDate };
}

/** How many times a day a rule's BYHOUR/BYMINUTE/BYSECOND parts repeat it (1 when it has none). */
function timesPerDay(options: Record<string, unknown>): number {
  let times = 1;
  for (const part of ['byHour', 'byMinute', 'bySecond', 'byhour', 'byminute', 'bysecond']) {
    const values = options[part];
    if (Array.isArray(values) && values.length > 0) times *= values.length;
  }
  return times;
}

/**
 * Counts a rule's occurrences from `from` to `to` one at a time (rrule's `after`, which jumps to the window
 * rather than walking from DTSTART) and refuses the calendar once there are more than ICAL_MAX_EVENTS, so no
 * rule is ever expanded in full.
 */
function checkOccurrenceCount(rrule: NonNullable<VEvent['rrule']>, allDay: boolean, from: Date, to: Date) {
  // An all-day occurrence comes back as local midnight; the rule's own instant is that day at UTC midnight.
  const instant = (d: Date) =>
    allDay || (d as DateWithTimeZone).dateOnly
      ? Date.UTC(d.getFullYear(), d.getMonth(), d.getDate())
      : d.getTime();
  let count = 0;
  let cursor = from.getTime();
  for (let d = rrule.after(from, true); d; d = rrule.after(new Date(cursor), false)) {
    const at = instant(d);
    if (at > to.getTime()) return;
    if (++count > ICAL_MAX_EVENTS) throw new IcalSyncError(ICAL_TEXTS.tooManyEvents(ICAL_MAX_EVENTS));
    // Never ask twice from the same point: a rule that does not move on is not a calendar.
    if (at < cursor) throw new IcalSyncError(ICAL_TEXTS.invalidCalendar);
    cursor = Math.max(at, cursor + 1);
  }
}

function occurrences(event: VEvent, today: string): UpstreamStay[] {
  const summary = plain(event.summary);
  const allDay = event.datetype === 'date';
  const first = stay('', summary, event.start, event.end, allDay);
  if (!first) return [];
  // Without a UID node-ical invents a random one; the dates make a stable stand-in.
  const uid = event.uid ? event.uid.slice(0, 500) : `no-uid-${first.startDate}-${first.endDate}`;
  // Stays repeat by the day at most; a rule repeating by the hour or minute is read as its first occurrence.
  if (!event.rrule || !DAY_OR_LONGER.has(String(event.rrule.options.freq))) return [{ ...first, uid }];
  // A daily (or longer) rule made to repeat within the day (BYHOUR/BYMINUTE/BYSECOND) would expand to
  // thousands of occurrences a day: refused before anything is expanded.
  if (timesPerDay(event.rrule.options) > 1) throw new IcalSyncError(ICAL_TEXTS.repeatsTooOften);
  const from = new Date(`${today}T00:00:00Z`);
  const to = new Date(from.getTime() + RECURRENCE_HORIZON_DAYS * 86_400_000);
  // Occurrences that began before today may still be under way: the count starts an event's length earlier.
  const length = event.end ? Math.max(0, event.end.getTime() - event.start.getTime()) : 0;
  const countFrom = new Date(from.getTime() - length - 86_400_000);
  let instances: ReturnType<typeof ical.expandRecurringEvent>;
  try {
    checkOccurrenceCount(event.rrule, allDay, countFrom, to);
    instances = ical.expandRecurringEvent(event, { from, to, expandOngoing: true });
  } catch (err) {
    if (err instanceof IcalSyncError) throw err;
    throw new IcalSyncError(ICAL_TEXTS.invalidCalendar);
  }
  return instances
    .map((o) => stay(uid, plain(o.summary) || summary, o.start, o.end, o.isFullDay))
    .filter((s): s is UpstreamStay => s !== null);
}

/**
 * The upcoming stays of an iCalendar text (RFC 5545) parsed with node-ical: cancelled events and those over
 * before `today` are left out; one (uid, start) pair counts once. Throws IcalSyncError when the text is not a
 * calendar, repeats an event more often than daily (BYHOUR/BYMINUTE/BYSECOND) or holds more than
 * ICAL_MAX_EVENTS upcoming events.
 */
export function parseCalendar(text: string, today = platformToday()): UpstreamStay[] {
  const body = text.replace(/^\uFEFF/, '');
  // A calendar cut short (a dropped connection) is refused whole: reading it would free the nights it lost.
  if (!/^\s*BEGIN:VCALENDAR\s*[\r\n]/i.test(body) || !/[\r\n]END:VCALENDAR\s*$/i.test(body))
    throw new IcalSyncError(ICAL_TEXTS.invalidCalendar);
  let parsed: ReturnType<typeof ical.sync.parseICS>;
  try {
    parsed = ical.sync.parseICS(body);
  } catch {
    throw new IcalSyncError(ICAL_TEXTS.invalidCalendar);
  }
  const seen = new Set<string>();
  const stays: UpstreamStay[] = [];
  for (const component of Object.values(parsed)) {
    if (component?.type !== 'VEVENT' || component.status === 'CANCELLED') continue;
    for (const s of occurrences(component, today)) {
      const key = `${s.uid}\n${s.startDate}`;
      if (s.endDate <= today || seen.has(key)) continue;
      seen.add(key);
      stays.push(s);
      if (stays.length > ICAL_MAX_EVENTS) throw new IcalSyncError(ICAL_TEXTS.tooManyEvents(ICAL_MAX_EVENTS));
    }
  }
  return stays.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.uid.localeCompare(b.uid));
}
