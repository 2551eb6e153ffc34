import { describe, expect, it } from 'vitest';
import { countries } from './cities';
import {
  COUNTRY_TIME_ZONES,
  dailyOverlap,
  listingTimeZone,
  offsetMinutes,
  overlapBadgeText,
  overlapDays,
  overlapSentence,
  stayOverlap,
  teamHoursSchema,
  zonedInstant,
  type TeamHours,
} from './timezones';

const newYork: TeamHours = { zone: 'America/New_York', start: 9 * 60, end: 17 * 60 };
const noon = (date: string) => Date.parse(`${date}T12:00:00Z`);

describe('listing zones', () => {
  it('gives each of the six countries its zone, at the offset Intl reports (UTC+3, Kigali and Juba UTC+2)', () => {
    const offsets = Object.fromEntries(
      countries.map((country) => [country, offsetMinutes(listingTimeZone(country), noon('2026-07-01')) / 60]),
    );
    expect(offsets).toEqual({
      Kenya: 3,
      Uganda: 3,
      Tanzania: 3,
      Rwanda: 2,
      Ethiopia: 3,
      'South Sudan': 2,
    });
    expect(Object.keys(COUNTRY_TIME_ZONES).sort()).toEqual([...countries].sort());
    expect(listingTimeZone(null)).toBe('Africa/Nairobi');
  });

  it('turns a wall time into the instant, on both sides of a clock change', () => {
    expect(new Date(zonedInstant('2026-03-06', 9 * 60, 'America/New_York')).toISOString()).toBe(
      '2026-03-06T14:00:00.000Z',
    );
    expect(new Date(zonedInstant('2026-03-09', 9 * 60, 'America/New_York')).toISOString()).toBe(
      '2026-03-09T13:00:00.000Z',
    );
    expect(new Date(zonedInstant('2026-07-01', 0, 'Africa/Kigali')).toISOString()).toBe(
      '2026-06-30T22:00:00.000Z',
    );
  });

  it('puts a time the clocks skip after the gap, west and east of Greenwich, and a repeated one first', () => {
    // 02:30 does not exist on 8 March 2026 in New York, nor on 29 March 2026 in Berlin: 03:30 is meant.
    expect(new Date(zonedInstant('2026-03-08', 150, 'America/New_York')).toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(new Date(zonedInstant('2026-03-29', 150, 'Europe/Berlin')).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    // 01:30 happens twice on 1 November 2026 in New York: the first, still EDT.
    expect(new Date(zonedInstant('2026-11-01', 90, 'America/New_York')).toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });
});

describe('team overlap', () => {
  it('follows a New York team across March’s change: 1 h in winter, 2 h once the clocks go forward', () => {
    // US clocks go forward on 8 March 2026: 09:00 EST is 17:00 in Nairobi, 09:00 EDT is 16:00.
    const before = dailyOverlap(newYork, 'Africa/Nairobi', '2026-03-06');
    expect(before).toMatchObject({ minutes: 60, teamStartHere: 17 * 60, teamEndHere: 60 });
    const after = dailyOverlap(newYork, 'Africa/Nairobi', '2026-03-09');
    expect(after).toMatchObject({ minutes: 120, teamStartHere: 16 * 60, teamEndHere: 0 });

    const stay = stayOverlap(newYork, 'Africa/Nairobi', '2026-03-05', '2026-03-10');
    expect([stay.minMinutes, stay.maxMinutes]).toEqual([60, 120]);
    expect(overlapBadgeText(stay)).toBe('1 h–2 h team overlap');
  });

  it('and across November’s: 2 h until the clocks go back, then 1 h', () => {
    // US clocks go back on 1 November 2026.
    expect(dailyOverlap(newYork, 'Africa/Nairobi', '2026-10-30').minutes).toBe(120);
    expect(dailyOverlap(newYork, 'Africa/Nairobi', '2026-11-02').minutes).toBe(60);
    expect(dailyOverlap(newYork, 'Africa/Kigali', '2026-11-02')).toMatchObject({
      minutes: 120,
      teamStartHere: 16 * 60,
      teamEndHere: 0,
    });
  });

  it('counts a team day that wraps past midnight, and a team whose day begins before the guest’s', () => {
    // A Sydney team (UTC+11 in January): 09:00–17:00 there is 01:00–09:00 in Nairobi.
    const sydney: TeamHours = { zone: 'Australia/Sydney', start: 9 * 60, end: 17 * 60 };
    expect(dailyOverlap(sydney, 'Africa/Nairobi', '2026-01-15')).toMatchObject({
      minutes: 60,
      teamStartHere: 60,
      teamEndHere: 9 * 60,
    });
    // A night shift in Nairobi's own zone, 22:00–06:00, never meets 08:00–18:00.
    const night: TeamHours = { zone: 'Africa/Nairobi', start: 22 * 60, end: 6 * 60 };
    expect(dailyOverlap(night, 'Africa/Nairobi', '2026-01-15').minutes).toBe(0);
    // A Berlin team's 20:00–02:00 (wrapping) is 22:00–04:00 in Nairobi in winter: no overlap.
    const late: TeamHours = { zone: 'Europe/Berlin', start: 20 * 60, end: 2 * 60 };
    const overlap = stayOverlap(late, 'Africa/Nairobi', '2026-01-15');
    expect(overlap.first).toMatchObject({ minutes: 0, teamStartHere: 22 * 60, teamEndHere: 4 * 60 });
    expect(overlapBadgeText(overlap)).toBe('No team overlap');
  });

  it('adds up a long team day that meets both ends of the guest’s', () => {
    // 16:00–12:00 next day, in Nairobi's own zone: 08:00–12:00 from yesterday's shift and 16:00–18:00 from today's.
    const long: TeamHours = { zone: 'Africa/Nairobi', start: 16 * 60, end: 12 * 60 };
    expect(dailyOverlap(long, 'Africa/Nairobi', '2026-01-15').minutes).toBe(360);
  });

  it('says it in one sentence', () => {
    const london: TeamHours = { zone: 'Europe/London', start: 9 * 60, end: 17 * 60 + 30 };
    const overlap = stayOverlap(london, 'Africa/Kampala', '2026-01-15');
    expect(overlap.maxMinutes).toBe(360);
    expect(overlapSentence(london, overlap)).toBe(
      "Your team's 09:00–17:30 London = 12:00–20:30 here; 6 h of it falls in your 08:00–18:00 day.",
    );
    expect(overlapBadgeText(stayOverlap(newYork, 'Africa/Nairobi', '2026-03-06'))).toBe('1 h team overlap');
  });

  it('covers the working days of the dates, or one reference day', () => {
    expect(overlapDays('2026-01-01', '2026-03-05', '2026-03-10')).toEqual({
      from: '2026-03-05',
      to: '2026-03-09',
    });
    expect(overlapDays('2026-01-01')).toEqual({ from: '2026-01-01', to: '2026-01-01' });
    expect(overlapDays('2026-01-01', '2026-03-05', '2026-03-05')).toEqual({
      from: '2026-01-01',
      to: '2026-01-01',
    });
  });
});

describe('team hours input', () => {
  it('accepts an IANA zone in half hours and refuses the rest with a message', () => {
    expect(teamHoursSchema.safeParse(newYork).success).toBe(true);
    const issues = (value: unknown) => teamHoursSchema.safeParse(value).error?.issues.map((i) => i.message);
    expect(issues({ zone: 'Mars/Olympus', start: 540, end: 1020 })).toEqual([
      'Choose a time zone from the list',
    ]);
    expect(issues({ zone: 'Europe/Paris', start: 540, end: 540 })).toEqual([
      'The working day must end at another time than it starts',
    ]);
    expect(issues({ zone: 'Europe/Paris', start: 545, end: 1020 })).toEqual(['Times are in half hours']);
    expect(issues({ zone: 'Europe/Paris', start: 540, end: 1440 })).toHaveLength(1);
    // One zone, one name.
    expect(teamHoursSchema.parse({ zone: ' america/new_york ', start: 540, end: 1020 }).zone).toBe(
      'America/New_York',
    );
  });
});
