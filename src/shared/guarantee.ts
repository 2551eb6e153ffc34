import { z } from 'zod';
import { addDays, daysBetween } from './dates';
import type { BackupPowerKind } from './power';
import { WORKDAY, wallTime, zonedInstant } from './timezones';

// The workday guarantee: a listing whose host stands behind a working day at the desk.

/** Verified speed tests a listing needs, and their median download, before the host may opt in. */
export const GUARANTEE_MIN_TESTS = 3;
export const GUARANTEE_MIN_MEDIAN_KBPS = 10_000;
/** An outage counts when more than this many minutes of one day's working hours (08:00–18:00) were lost. */
export const GUARANTEE_MIN_OUTAGE_MINUTES = 120;
/** How long a qualifying outage waits for a second signal before it goes to the admin's disputes. */
export const GUARANTEE_REVIEW_HOURS = 24;
/**
 * The guest's own speed tests confirm an outage only when at least this many failed in its window, this far
 * apart: one slow test is not evidence, a failing line tried again later is.
 */
export const FAILED_TESTS_NEEDED = 2;
export const FAILED_TESTS_APART_MS = 30 * 60_000;
/**
 * A test failed when the server measured less than this download on it. Only complete, unflagged tests count
 * (shared/speed-tests.ts): an incomplete or abandoned one is no evidence either way.
 */
export const FAILED_TEST_KBPS = 1000;

export const GUARANTEE_TEXTS = {
  badge: 'Workday guarantee',
  explain:
    'If the power or internet is out for more than 2 hours of a working day (08:00–18:00) and it is confirmed, you get that night refunded automatically.',
  hostExplain:
    'Your listing shows the badge and is found by the marketplace’s filter. If a guest’s power or internet is out for more than 2 hours of a working day (08:00–18:00) and it is confirmed (by you, another guest, or their failing speed tests), that night is refunded to them automatically and comes off your payout.',
  needsBackup: 'Declare backup power in the listing',
  needsTests: `Guests need to have run at least ${GUARANTEE_MIN_TESTS} speed tests here`,
  needsSpeed: `Guests' median download needs to be at least ${GUARANTEE_MIN_MEDIAN_KBPS / 1000} Mbps`,
  notEligible: 'This listing does not meet the workday guarantee’s conditions yet',
  on: 'Workday guarantee is on',
  off: 'Workday guarantee is off',
  notFound: 'Property not found',
} as const;

export interface GuaranteeFacts {
  backupPower: BackupPowerKind;
  verifiedTests: number;
  verifiedDownloadKbps: number | null;
}

/** What the listing still lacks for the guarantee (empty: it may have it). */
export function guaranteeMissing(facts: GuaranteeFacts): string[] {
  const missing: string[] = [];
  if (facts.backupPower === 'none') missing.push(GUARANTEE_TEXTS.needsBackup);
  if (facts.verifiedTests < GUARANTEE_MIN_TESTS) missing.push(GUARANTEE_TEXTS.needsTests);
  else if ((facts.verifiedDownloadKbps ?? 0) < GUARANTEE_MIN_MEDIAN_KBPS)
    missing.push(GUARANTEE_TEXTS.needsSpeed);
  return missing;
}

/** In force: opted in and still meeting the conditions. */
export function guaranteeActive(facts: GuaranteeFacts & { workdayGuarantee: boolean }): boolean {
  return facts.workdayGuarantee && guaranteeMissing(facts).length === 0;
}

export const setGuaranteeInput = z.object({
  propertyId: z.uuid(GUARANTEE_TEXTS.notFound),
  on: z.boolean(),
});

/**
 * The stay days (check-in to the night before check-out, listing time) on which the outage took more than
 * GUARANTEE_MIN_OUTAGE_MINUTES of the 08:00–18:00 working hours, with the minutes lost.
 */
export function workdaysLost(
  outage: { start: number; end: number },
  stay: { checkIn: string; checkOut: string },
  zone: string,
): { day: string; minutes: number }[] {
  const days: { day: string; minutes: number }[] = [];
  const first = wallTime(zone, outage.start).date;
  const last = wallTime(zone, outage.end).date;
  for (let day = first, n = 0; day <= last && n <= daysBetween(first, last); day = addDays(day, 1), n++) {
    if (day < stay.checkIn || day >= stay.checkOut) continue;
    const from = Math.max(outage.start, zonedInstant(day, WORKDAY.start, zone));
    const to = Math.min(outage.end, zonedInstant(day, WORKDAY.end, zone));
    const minutes = Math.floor(Math.max(0, to - from) / 60_000);
    if (minutes > GUARANTEE_MIN_OUTAGE_MINUTES) days.push({ day, minutes });
  }
  return days;
}

/** One night's stay amount in cents (the host's charge over the nights), at most what is still paid. */
export function oneNightCredit(b: {
  totalCents: number;
  serviceFeeCents: number;
  refundCents: number | null;
  checkIn: string;
  checkOut: string;
}): number {
  const nights = Math.max(1, daysBetween(b.checkIn, b.checkOut));
  const night = Math.floor(Math.max(0, b.totalCents - b.serviceFeeCents) / nights);
  return Math.max(0, Math.min(night, b.totalCents - (b.refundCents ?? 0)));
}
