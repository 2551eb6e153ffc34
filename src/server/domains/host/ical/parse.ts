import ical, { type DateWithTimeZone, type ParameterValue, type VEvent } from 'node-ical';
import { addDays, isIsoDate, platformToday } from '../../../../shared/dates';
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

/** The nights one occurrence takes; a zero-length or backwards event takes its first night. */
function stay(
  uid: string,
  summary: string,
  start: DateWithTimeZone,
  end: DateWithTimeZone | undefined,
  allDay: boolean,
): UpstreamStay | null {
  const startDate = dayOf(start, allDay);
  if (!startDate) return null;
  const endDay = end ? dayOf(end, allDay) : null;
  const endDate = endDay && endDay > startDate ? endDay : addDays(startDate, 1);
  return { uid, summary, startDate, endDate };
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
  const from = new Date(`${today}T00:00:00Z`);
  const to = new Date(from.getTime() + RECURRENCE_HORIZON_DAYS * 86_400_000);
  let instances: ReturnType<typeof ical.expandRecurringEvent>;
  try {
    instances = ical.expandRecurringEvent(event, { from, to, expandOngoing: true });
  } catch {
    throw new IcalSyncError(ICAL_TEXTS.invalidCalendar);
  }
  return instances
    .slice(0, ICAL_MAX_EVENTS + 1)
    .map((o) => stay(uid, plain(o.summary) || summary, o.start, o.end, o.isFullDay))
    .filter((s): s is UpstreamStay => s !== null);
}

/**
 * The upcoming stays of an iCalendar text (RFC 5545) parsed with node-ical: cancelled events and those over
 * before `today` are left out; one (uid, start) pair counts once. Throws IcalSyncError when the text is not a
 * calendar or holds more than ICAL_MAX_EVENTS upcoming events.
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
      if (stays.length > ICAL_MAX_EVENTS)
        throw new IcalSyncError(`Calendar has more than ${ICAL_MAX_EVENTS} upcoming events`);
    }
  }
  return stays.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.uid.localeCompare(b.uid));
}
