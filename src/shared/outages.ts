import { z } from 'zod';
import { dateString } from './date-field';
import { formatStayDate } from './dates';
import { formatPrice } from './money';
import { median } from './stays';
import { text } from './text';
import { clockText, durationText, wallTime } from './timezones';

// Power and internet outages guests report during a stay, and the host's answers (issue 19).

export const outageKinds = ['power', 'internet'] as const;
export type OutageKind = (typeof outageKinds)[number];

export const OUTAGE_KIND_LABELS: Record<OutageKind, string> = { power: 'Power', internet: 'Internet' };

/** The property page counts the outages reported in this many days. */
export const OUTAGE_WINDOW_DAYS = 90;
/** Reports a booking may make in 24 hours. */
export const OUTAGE_REPORTS_PER_DAY = 5;
export const OUTAGE_NOTE_MAX = 500;
export const OUTAGE_ANSWER_MAX = 1000;
/** How far ahead of the server's clock a device's clock may be. */
export const OUTAGE_CLOCK_SLACK_MS = 2 * 60_000;

export const OUTAGE_TEXTS = {
  report: 'Report an outage',
  reported: 'Outage reported. Your host has been told.',
  ended: 'Marked as over',
  markOver: "It's over now",
  kindRequired: 'Choose power or internet',
  startDateRequired: 'Pick the day it started',
  startTimeRequired: 'Enter the time it started',
  endDateRequired: 'Pick the day it ended',
  endTimeRequired: 'Enter the time it ended',
  timeFormat: 'Write the time as HH:mm',
  endBeforeStart: 'The end must be after the start',
  startBeforeStay: 'The outage must start during your stay',
  inFuture: 'That time has not come yet',
  oneOpen: 'You already reported an outage that is still going on. Mark it as over before reporting another.',
  tooMany: `At most ${OUTAGE_REPORTS_PER_DAY} outage reports a day. Please try again later.`,
  notFound: 'Outage report not found',
  alreadyOver: 'This outage is already marked as over',
  answerRequired: 'Write an answer for the guest',
  answerMax: `At most ${OUTAGE_ANSWER_MAX} characters`,
  noteMax: `At most ${OUTAGE_NOTE_MAX} characters`,
  answered: 'Answer sent to the guest',
} as const;

const clock = (message: string) =>
  z
    .string(message)
    .min(1, message)
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, OUTAGE_TEXTS.timeFormat);

/** The report form: when it started and ended in the listing's local time (what the guest's clock shows). */
const outageFields = z.object({
  kind: z.enum(outageKinds, OUTAGE_TEXTS.kindRequired),
  startDate: dateString(OUTAGE_TEXTS.startDateRequired),
  startTime: clock(OUTAGE_TEXTS.startTimeRequired),
  ongoing: z.boolean(),
  endDate: dateString(OUTAGE_TEXTS.endDateRequired).nullable(),
  endTime: clock(OUTAGE_TEXTS.endTimeRequired).nullable(),
  note: text().trim().max(OUTAGE_NOTE_MAX, OUTAGE_TEXTS.noteMax).optional(),
});

type OutageFields = z.infer<typeof outageFields>;

function endRules(value: OutageFields, ctx: z.RefinementCtx): void {
  if (value.ongoing) return;
  if (value.endDate === null) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: OUTAGE_TEXTS.endDateRequired });
  }
  if (value.endTime === null) {
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: OUTAGE_TEXTS.endTimeRequired });
  }
  if (value.endDate === null || value.endTime === null) return;
  if (`${value.endDate} ${value.endTime}` <= `${value.startDate} ${value.startTime}`) {
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: OUTAGE_TEXTS.endBeforeStart });
  }
}

export const outageFormInput = outageFields.superRefine(endRules);
export type OutageFormInput = z.infer<typeof outageFormInput>;

export const reportOutageInput = outageFields
  .extend({ bookingId: z.uuid('Booking not found') })
  .superRefine(endRules);
export type ReportOutageInput = z.infer<typeof reportOutageInput>;

export const outageIdInput = z.object({ outageId: z.uuid(OUTAGE_TEXTS.notFound) });

export const outageAnswerFields = z.object({
  answer: text().trim().min(1, OUTAGE_TEXTS.answerRequired).max(OUTAGE_ANSWER_MAX, OUTAGE_TEXTS.answerMax),
  /** The host confirms the outage happened (a second signal for the workday guarantee). */
  confirmed: z.boolean(),
});
export const answerOutageInput = outageAnswerFields.extend(outageIdInput.shape);
export type AnswerOutageInput = z.infer<typeof answerOutageInput>;

/** One report as its guest and the listing's host see it. Times are ISO instants. */
export interface OutageView {
  id: string;
  bookingId: string;
  propertyId: string;
  propertyTitle: string;
  guestName: string;
  kind: OutageKind;
  startedAt: string;
  endedAt: string | null;
  /** The listing's zone, to show the times as its clock showed them. */
  timeZone: string;
  note: string | null;
  hostAnswer: string | null;
  hostConfirmed: boolean;
  answeredAt: string | null;
  /** The workday guarantee's decisions on it: a day credited (US cents refunded) or sent to disputes. */
  claims: { day: string; status: 'credited' | 'disputed'; amountCents: number }[];
}

/** What a listing's page shows of the last OUTAGE_WINDOW_DAYS. */
export interface OutageSummary {
  count: number;
  power: number;
  internet: number;
  /** Still going on. */
  ongoing: number;
  /** Of the outages that are over, in minutes; null when none is. */
  medianMinutes: number | null;
  /** How many the host confirmed. */
  confirmed: number;
}

export function summarizeOutages(
  outages: readonly { kind: OutageKind; startedAt: number; endedAt: number | null; hostConfirmed: boolean }[],
): OutageSummary {
  const lengths = outages.flatMap((o) => (o.endedAt === null ? [] : [(o.endedAt - o.startedAt) / 60_000]));
  return {
    count: outages.length,
    power: outages.filter((o) => o.kind === 'power').length,
    internet: outages.filter((o) => o.kind === 'internet').length,
    ongoing: outages.filter((o) => o.endedAt === null).length,
    medianMinutes: lengths.length === 0 ? null : Math.round(median(lengths)!),
    confirmed: outages.filter((o) => o.hostConfirmed).length,
  };
}

/** 'No outages reported in the last 90 days', or '3 outages in the last 90 days · median 1 h 30 min'. */
export function outageSummaryText(summary: OutageSummary): string {
  const window = `in the last ${OUTAGE_WINDOW_DAYS} days`;
  if (summary.count === 0) return `No outages reported ${window}`;
  const parts = [`${summary.count} ${summary.count === 1 ? 'outage' : 'outages'} reported ${window}`];
  if (summary.medianMinutes !== null) parts.push(`median ${durationText(summary.medianMinutes)}`);
  if (summary.ongoing > 0) parts.push(`${summary.ongoing} going on now`);
  return parts.join(' · ');
}

/** The minutes after midnight of 'HH:mm'. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h! * 60 + m!;
}

/** 'Nov 25, 2026, 14:30': an instant as the listing's clock showed it. */
export function listingClockText(iso: string, zone: string): string {
  const wall = wallTime(zone, Date.parse(iso));
  return `${formatStayDate(wall.date)}, ${clockText(wall.minutes)}`;
}

/** 'Power outage · Nov 25, 2026, 14:30 – 16:00 (1 h 30 min)', or '… since 14:30, going on'. */
export function outageLine(outage: Pick<OutageView, 'kind' | 'startedAt' | 'endedAt' | 'timeZone'>): string {
  const start = listingClockText(outage.startedAt, outage.timeZone);
  const head = `${OUTAGE_KIND_LABELS[outage.kind]} outage`;
  if (outage.endedAt === null) return `${head} · since ${start}, going on`;
  const end = wallTime(outage.timeZone, Date.parse(outage.endedAt));
  const sameDay = end.date === wallTime(outage.timeZone, Date.parse(outage.startedAt)).date;
  const endText = sameDay ? clockText(end.minutes) : listingClockText(outage.endedAt, outage.timeZone);
  const length = (Date.parse(outage.endedAt) - Date.parse(outage.startedAt)) / 60_000;
  return `${head} · ${start} – ${endText} (${durationText(length)})`;
}

/**
 * 'Workday guarantee: $100 refunded for Nov 21, 2026', or that the day went to KaziStay's team as a reported
 * problem (whose decision the booking shows with its dispute).
 */
export function claimText(claim: OutageView['claims'][number]): string {
  const day = formatStayDate(claim.day);
  return claim.status === 'credited'
    ? `Workday guarantee: ${formatPrice(claim.amountCents)} refunded for ${day}`
    : `Workday guarantee: ${day} went to KaziStay’s team as a reported problem`;
}
