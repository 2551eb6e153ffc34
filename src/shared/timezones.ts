import { z } from 'zod';
import type { Country } from './cities';
import { addDays, daysBetween, isIsoDate } from './dates';

// Time-zone overlap between a guest's team and a listing (issue 19). Offsets always come from Intl, for the
// instant in question, so a team zone's daylight-saving change on the stay's dates is counted right.

/** Each listing's zone is its country's (IANA names; Intl gives their offsets). */
export const COUNTRY_TIME_ZONES = {
  Kenya: 'Africa/Nairobi',
  Uganda: 'Africa/Kampala',
  Tanzania: 'Africa/Dar_es_Salaam',
  Rwanda: 'Africa/Kigali',
  Ethiopia: 'Africa/Addis_Ababa',
  'South Sudan': 'Africa/Juba',
} as const satisfies Record<Country, string>;

/** A listing without a country (older rows) is taken to be in Nairobi's zone, the platform's. */
export const DEFAULT_LISTING_TIME_ZONE = 'Africa/Nairobi';

export function listingTimeZone(country: string | null | undefined): string {
  return (COUNTRY_TIME_ZONES as Record<string, string>)[country ?? ''] ?? DEFAULT_LISTING_TIME_ZONE;
}

/** The guest's own working day at the desk, in the listing's local time (the workday guarantee's hours too). */
export const WORKDAY = { start: 8 * 60, end: 18 * 60 } as const;

/** Team hours are picked in half hours. */
export const TEAM_HOURS_STEP = 30;
const MINUTES_PER_DAY = 24 * 60;
/** The most stay days one overlap figure looks at (a longer stay is described by its first 92 days). */
const MAX_DAYS = 92;

export const TIME_ZONE_TEXTS = {
  unknownZone: 'Choose a time zone from the list',
  sameStartEnd: 'The working day must end at another time than it starts',
  step: 'Times are in half hours',
};

/** The zone's canonical IANA name ('america/new_york' → 'America/New_York'), or null when it is none. */
export function canonicalTimeZone(zone: string): string | null {
  if (zone.length === 0 || zone.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export function isTimeZone(zone: string): boolean {
  return canonicalTimeZone(zone) !== null;
}

const minuteOfDay = z
  .number()
  .int()
  .min(0)
  .max(MINUTES_PER_DAY - TEAM_HOURS_STEP)
  .refine((m) => m % TEAM_HOURS_STEP === 0, TIME_ZONE_TEXTS.step);

/** A team's working hours: its IANA zone and the day's start and end (minutes after midnight; end < start wraps). */
export const teamHoursSchema = z
  .object({
    // Stored and compared by its canonical name, so one zone is one name (and one cached formatter).
    zone: z
      .string()
      .trim()
      .refine(isTimeZone, TIME_ZONE_TEXTS.unknownZone)
      .transform((zone) => canonicalTimeZone(zone) ?? zone),
    start: minuteOfDay,
    end: minuteOfDay,
  })
  .refine((t) => t.start !== t.end, { message: TIME_ZONE_TEXTS.sameStartEnd, path: ['end'] });
export type TeamHours = z.infer<typeof teamHoursSchema>;

export const DEFAULT_TEAM_HOURS = { start: 9 * 60, end: 17 * 60 } as const;

const formatters = new Map<string, Intl.DateTimeFormat>();
function wallClock(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The zone's wall clock at an instant: its date and the minutes after midnight. */
export function wallTime(zone: string, instant: number): { date: string; minutes: number } {
  const parts: Record<string, number> = {};
  for (const part of wallClock(zone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const date = `${String(parts.year).padStart(4, '0')}-${String(parts.month).padStart(2, '0')}-${String(parts.day).padStart(2, '0')}`;
  return { date, minutes: (parts.hour! % 24) * 60 + parts.minute! };
}

/** Minutes the zone is ahead of UTC at the instant (negative west of Greenwich). */
export function offsetMinutes(zone: string, instant: number): number {
  const whole = Math.floor(instant / 60_000) * 60_000;
  const { date, minutes } = wallTime(zone, whole);
  return (Date.parse(`${date}T00:00:00Z`) + minutes * 60_000 - whole) / 60_000;
}

/**
 * The instant a zone's clock shows `minutes` after midnight on `date`. A time the clocks skip (02:30 when
 * they go forward) is taken after the gap (03:30); a time they repeat, at its first occurrence.
 */
export function zonedInstant(date: string, minutes: number, zone: string): number {
  const asUtc = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  const first = asUtc - offsetMinutes(zone, asUtc) * 60_000;
  const second = asUtc - offsetMinutes(zone, first) * 60_000;
  const shows = (instant: number) => {
    const wall = wallTime(zone, instant);
    return wall.date === date && wall.minutes === minutes;
  };
  const matching = [first, second].filter(shows);
  return matching.length > 0 ? Math.min(...matching) : Math.max(first, second);
}

export interface DayOverlap {
  /** The listing-local day. */
  date: string;
  /** Minutes of the team's hours inside the guest's 08:00–18:00 there. */
  minutes: number;
  /** The team's working hours that day, as the listing's clock shows them (minutes after midnight). */
  teamStartHere: number;
  teamEndHere: number;
}

/**
 * The overlap on one listing-local day: the team's days before, on and after it can each reach into it (a
 * long day that wraps midnight can meet both ends of the guest's day), so their overlaps add up. The hours
 * shown are the team day that overlaps most.
 */
export function dailyOverlap(team: TeamHours, listingZone: string, date: string): DayOverlap {
  const dayStart = zonedInstant(date, WORKDAY.start, listingZone);
  const dayEnd = zonedInstant(date, WORKDAY.end, listingZone);
  let best: { minutes: number; gap: number; start: number; end: number } | null = null;
  let total = 0;
  for (const shift of [-1, 0, 1]) {
    const teamDate = addDays(date, shift);
    const start = zonedInstant(teamDate, team.start, team.zone);
    const end = zonedInstant(team.end > team.start ? teamDate : addDays(teamDate, 1), team.end, team.zone);
    const minutes = Math.max(0, Math.min(end, dayEnd) - Math.max(start, dayStart)) / 60_000;
    const gap = Math.max(0, start - dayEnd, dayStart - end);
    total += minutes;
    if (!best || minutes > best.minutes || (minutes === best.minutes && gap < best.gap)) {
      best = { minutes, gap, start, end };
    }
  }
  return {
    date,
    minutes: total,
    teamStartHere: wallTime(listingZone, best!.start).minutes,
    teamEndHere: wallTime(listingZone, best!.end).minutes,
  };
}

export interface StayOverlap {
  /** The first day's figures (what the sentence describes). */
  first: DayOverlap;
  minMinutes: number;
  maxMinutes: number;
}

/** The overlap on each day from `from` to `to` (both included; at most MAX_DAYS days). */
export function stayOverlap(team: TeamHours, listingZone: string, from: string, to = from): StayOverlap {
  const days = Math.min(Math.max(daysBetween(from, to), 0), MAX_DAYS - 1);
  const first = dailyOverlap(team, listingZone, from);
  let minMinutes = first.minutes;
  let maxMinutes = first.minutes;
  for (let i = 1; i <= days; i++) {
    const { minutes } = dailyOverlap(team, listingZone, addDays(from, i));
    minMinutes = Math.min(minMinutes, minutes);
    maxMinutes = Math.max(maxMinutes, minutes);
  }
  return { first, minMinutes, maxMinutes };
}

// Six zones cover every listing and the same team and dates come back card after card and page after
// page, while a long stay is a few thousand Intl calls: computed overlaps are kept (a bounded number).
const computed = new Map<string, StayOverlap>();
const COMPUTED_KEPT = 2_000;

/** stayOverlap, remembered for the same team, zone and days (the cards and the server's filter use it). */
export function cachedStayOverlap(
  team: TeamHours,
  listingZone: string,
  from: string,
  to = from,
): StayOverlap {
  const key = `${team.zone}|${team.start}|${team.end}|${listingZone}|${from}|${to}`;
  let overlap = computed.get(key);
  if (!overlap) {
    if (computed.size >= COMPUTED_KEPT) computed.clear();
    overlap = stayOverlap(team, listingZone, from, to);
    computed.set(key, overlap);
  }
  return overlap;
}

/** 09:00, 00:00: a listing-local or team time of day. */
export function clockText(minutes: number): string {
  const m = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** 2 h, 1 h 30 min, 30 min, 0 h. */
export function durationText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  if (h === 0) return m === 0 ? '0 h' : `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** 'America/New_York' → 'New York'; 'UTC' stays. */
export function zoneLabel(zone: string): string {
  return (zone.split('/').pop() ?? zone).replaceAll('_', ' ');
}

/** The badge: '2 h overlap', '1–2 h overlap' when a clock change moves it during the stay, 'No overlap'. */
export function overlapBadgeText(overlap: StayOverlap): string {
  if (overlap.maxMinutes === 0) return 'No team overlap';
  if (overlap.minMinutes === overlap.maxMinutes) return `${durationText(overlap.maxMinutes)} team overlap`;
  return `${durationText(overlap.minMinutes)}–${durationText(overlap.maxMinutes)} team overlap`;
}

/** "Your team's 09:00–17:00 New York = 17:00–01:00 here; 1 h of it falls in your 08:00–18:00 day." */
export function overlapSentence(team: TeamHours, overlap: StayOverlap): string {
  const { first } = overlap;
  const span =
    overlap.maxMinutes === 0
      ? 'none'
      : overlap.minMinutes === overlap.maxMinutes
        ? durationText(first.minutes)
        : `${durationText(overlap.minMinutes)} to ${durationText(overlap.maxMinutes)} (a clock change falls in your dates)`;
  return (
    `Your team's ${clockText(team.start)}–${clockText(team.end)} ${zoneLabel(team.zone)} = ` +
    `${clockText(first.teamStartHere)}–${clockText(first.teamEndHere)} here; ${span} of it falls in ` +
    `your ${clockText(WORKDAY.start)}–${clockText(WORKDAY.end)} day.`
  );
}

/**
 * The days an overlap covers: the working days of the dates searched or booked (check-in to the day before
 * check-out: a workspace's check-out is the day after its last day), or one reference day without dates.
 */
export function overlapDays(
  reference: string,
  checkIn?: string,
  checkOut?: string,
): { from: string; to: string } {
  if (checkIn && checkOut && isIsoDate(checkIn) && isIsoDate(checkOut) && checkOut > checkIn) {
    return { from: checkIn, to: addDays(checkOut, -1) };
  }
  return { from: reference, to: reference };
}
