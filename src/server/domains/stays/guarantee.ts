import { and, eq, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import {
  GUARANTEE_REVIEW_HOURS,
  guaranteeActive,
  oneNightCredit,
  workdaysLost,
} from '../../../shared/guarantee';
import { formatStayDate } from '../../../shared/dates';
import { formatCents } from '../../../shared/money';
import { OUTAGE_KIND_LABELS } from '../../../shared/outages';
import { durationText, listingTimeZone } from '../../../shared/timezones';
import type { Db } from '../../db/client';
import {
  bookings,
  disputes,
  outageReports,
  profiles,
  properties,
  speedTests,
  workdayClaims,
} from '../../db/schema';
import { raiseAlertSafely } from '../admin/alerts';
import { refundBooking } from '../disputes/refund';
import { deliver } from '../messages/service';

type Signal = (typeof workdayClaims.$inferSelect)['signal'];

/** A speed test that failed: never recorded (and not still running), or recorded below 1 Mbps. */
const FAILED_TEST_KBPS = 1000;
const RUNNING_TEST_MS = 5 * 60_000;

async function loadOutage(db: Db, outageId: string) {
  const [row] = await db
    .select({
      outage: outageReports,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      country: properties.country,
      title: properties.title,
      hostId: properties.hostId,
      workdayGuarantee: properties.workdayGuarantee,
      backupPower: properties.backupPower,
      verifiedTests: properties.verifiedTests,
      verifiedDownloadKbps: properties.verifiedDownloadKbps,
      guestName: profiles.fullName,
    })
    .from(outageReports)
    .innerJoin(bookings, eq(bookings.id, outageReports.bookingId))
    .innerJoin(properties, eq(properties.id, outageReports.propertyId))
    .innerJoin(profiles, eq(profiles.id, outageReports.userId))
    .where(eq(outageReports.id, outageId))
    .limit(1);
  return row;
}
type Loaded = NonNullable<Awaited<ReturnType<typeof loadOutage>>>;

/** The second signal that confirms the outage, if any: the host, another guest, or the guest's failed tests. */
async function secondSignal(db: Db, row: Loaded, start: number, end: number, now: number): Promise<Signal> {
  if (row.outage.hostConfirmed) return 'host_confirmed';
  const [other] = await db
    .select({ id: outageReports.id })
    .from(outageReports)
    .where(
      and(
        eq(outageReports.propertyId, row.outage.propertyId),
        ne(outageReports.userId, row.outage.userId),
        lt(outageReports.startedAt, new Date(end)),
        or(isNull(outageReports.endedAt), gte(outageReports.endedAt, new Date(start))),
      ),
    )
    .limit(1);
  if (other) return 'other_guest';
  const [failed] = await db
    .select({ id: speedTests.id })
    .from(speedTests)
    .where(
      and(
        eq(speedTests.bookingId, row.outage.bookingId),
        gte(speedTests.startedAt, new Date(start)),
        lt(speedTests.startedAt, new Date(Math.min(end, now - RUNNING_TEST_MS))),
        or(isNull(speedTests.recordedAt), lt(speedTests.downloadKbps, FAILED_TEST_KBPS)),
      ),
    )
    .limit(1);
  return failed ? 'speed_tests' : null;
}

export interface ClaimOutcome {
  day: string;
  status: 'credited' | 'disputed';
  amount: number;
}

/**
 * The workday guarantee's decision on an outage (issue 19), run whenever something about it changes (reported,
 * over, answered, another guest's report) and by the review job. On a guaranteed listing, each stay day on
 * which the outage took more than two working hours is credited one night (refunded through the refund rules)
 * when a second signal confirms it; without one it waits GUARANTEE_REVIEW_HOURS after the outage ended (or
 * until the host answers without confirming) and then goes to the admin's disputes. Once per stay day.
 */
export async function settleWorkdayClaims(
  db: Db,
  outageId: string,
  now = Date.now(),
): Promise<ClaimOutcome[]> {
  const row = await loadOutage(db, outageId);
  if (!row || !guaranteeActive(row)) return [];
  const zone = listingTimeZone(row.country);
  const start = row.outage.startedAt.getTime();
  const end = row.outage.endedAt?.getTime() ?? now;
  const decided = await db
    .select({ day: workdayClaims.day })
    .from(workdayClaims)
    .where(eq(workdayClaims.bookingId, row.outage.bookingId));
  const done = new Set(decided.map((d) => d.day));
  const days = workdaysLost({ start, end }, row, zone).filter((d) => !done.has(d.day));
  if (days.length === 0) return [];

  const signal = await secondSignal(db, row, start, end, now);
  if (signal) return credit(db, row, days, signal, now);
  const hostDenied = row.outage.hostAnswer !== null && !row.outage.hostConfirmed;
  const waitedLongEnough =
    row.outage.endedAt !== null && now - row.outage.endedAt.getTime() >= GUARANTEE_REVIEW_HOURS * 3600_000;
  return hostDenied || waitedLongEnough ? dispute(db, row, days) : [];
}

function dayList(days: { day: string }[]): string {
  return days.map((d) => formatStayDate(d.day)).join(', ');
}

async function credit(
  db: Db,
  row: Loaded,
  days: { day: string; minutes: number }[],
  signal: NonNullable<Signal>,
  now: number,
): Promise<ClaimOutcome[]> {
  const outcomes = await db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.id, row.outage.bookingId))
      .for('update');
    if (!booking || booking.status !== 'confirmed' || booking.paymentStatus === 'pending') return [];
    const credited: ClaimOutcome[] = [];
    let current = booking;
    for (const { day } of days) {
      const amount = oneNightCredit(current);
      const inserted = await tx
        .insert(workdayClaims)
        .values({ bookingId: booking.id, outageId: row.outage.id, day, status: 'credited', signal, amount })
        .onConflictDoNothing()
        .returning({ id: workdayClaims.id });
      if (inserted.length === 0) continue;
      if (amount > 0) {
        const refundAmount = await refundBooking(tx, current, row.hostId, amount, new Date(now));
        current = {
          ...current,
          refundAmount,
          paymentStatus: refundAmount >= current.totalPrice ? 'refunded' : current.paymentStatus,
        };
      }
      credited.push({ day, status: 'credited', amount });
    }
    return credited;
  });
  if (outcomes.length === 0) return [];
  const total = outcomes.reduce((sum, o) => sum + o.amount, 0);
  const kind = OUTAGE_KIND_LABELS[row.outage.kind].toLowerCase();
  const lost = durationText(days.reduce((sum, d) => sum + d.minutes, 0));
  const text =
    `Workday guarantee: the ${kind} outage at "${row.title}" took ${lost} of working hours on ${dayList(outcomes)} ` +
    `and was confirmed, so ${formatCents(total * 100)} (one night per day) is refunded to ${row.guestName} automatically.`;
  // Told in the booking's conversation: the guest by a notice in the host's name, which the host sees too.
  await deliver(db, row.hostId, { to: row.outage.userId, content: text, bookingId: row.outage.bookingId });
  await raiseAlertSafely(db, {
    kind: 'workday_claim',
    key: `workday_claim:${row.outage.id}:${outcomes.map((o) => o.day).join(',')}`,
    description: `Workday guarantee credited ${row.guestName} ${formatCents(total * 100)} at "${row.title}" (${dayList(outcomes)})`,
    action: 'Review disputes',
    path: '/admin/disputes',
  });
  return outcomes;
}

async function dispute(
  db: Db,
  row: Loaded,
  days: { day: string; minutes: number }[],
): Promise<ClaimOutcome[]> {
  const opened = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(workdayClaims)
      .values(
        days.map(({ day }) => ({
          bookingId: row.outage.bookingId,
          outageId: row.outage.id,
          day,
          status: 'disputed' as const,
        })),
      )
      .onConflictDoNothing()
      .returning({ day: workdayClaims.day });
    if (inserted.length === 0) return { days: [], disputeId: null };
    const [existing] = await tx
      .select({ id: disputes.id })
      .from(disputes)
      .where(eq(disputes.bookingId, row.outage.bookingId));
    if (existing) return { days: inserted, disputeId: null };
    const lost = durationText(days.reduce((sum, d) => sum + d.minutes, 0));
    const [created] = await tx
      .insert(disputes)
      .values({
        bookingId: row.outage.bookingId,
        guestId: row.outage.userId,
        category: row.outage.kind === 'power' ? 'power_outage' : 'internet_outage',
        description:
          `Workday guarantee: a ${OUTAGE_KIND_LABELS[row.outage.kind].toLowerCase()} outage took ${lost} of working hours on ` +
          `${dayList(inserted)}, with no second signal to confirm it.` +
          (row.outage.note ? ` The guest wrote: ${row.outage.note}` : '') +
          (row.outage.hostAnswer ? ` The host answered: ${row.outage.hostAnswer}` : ''),
        photos: [],
      })
      .returning({ id: disputes.id });
    return { days: inserted, disputeId: created?.id ?? null };
  });
  if (opened.days.length === 0) return [];
  await raiseAlertSafely(db, {
    kind: 'workday_claim',
    key: `workday_claim:${row.outage.id}:${opened.days.map((d) => d.day).join(',')}`,
    description: `Workday guarantee claim by ${row.guestName} at "${row.title}" (${dayList(opened.days)}) needs a decision`,
    action: 'Review dispute',
    path: '/admin/disputes',
  });
  return opened.days.map(({ day }) => ({ day, status: 'disputed', amount: 0 }));
}

/**
 * The review job: outages on guaranteed listings that ended GUARANTEE_REVIEW_HOURS ago or more (within the last
 * 30 days) and still have an undecided working day. Returns how many outages it settled.
 */
export async function reviewWorkdayClaims(db: Db, now = Date.now()): Promise<number> {
  const due = await db
    .select({ id: outageReports.id })
    .from(outageReports)
    .innerJoin(properties, eq(properties.id, outageReports.propertyId))
    .where(
      and(
        eq(properties.workdayGuarantee, true),
        lt(outageReports.endedAt, new Date(now - GUARANTEE_REVIEW_HOURS * 3600_000)),
        gte(outageReports.endedAt, new Date(now - 30 * 24 * 3600_000)),
        sql`not exists (select 1 from ${workdayClaims} c where c.outage_id = ${outageReports.id})`,
      ),
    );
  let settled = 0;
  for (const { id } of due) {
    if ((await settleWorkdayClaims(db, id, now)).length > 0) settled++;
  }
  return settled;
}

/** Outages of other guests on the listing overlapping this one: another report may be their second signal. */
export async function overlappingOutages(db: Db, outageId: string): Promise<string[]> {
  const [me] = await db.select().from(outageReports).where(eq(outageReports.id, outageId));
  if (!me) return [];
  const rows = await db
    .select({ id: outageReports.id })
    .from(outageReports)
    .where(
      and(
        eq(outageReports.propertyId, me.propertyId),
        ne(outageReports.userId, me.userId),
        lt(outageReports.startedAt, me.endedAt ?? new Date()),
        or(isNull(outageReports.endedAt), gte(outageReports.endedAt, me.startedAt)),
      ),
    );
  return rows.map((r) => r.id);
}

/** Claims decided on these outages, for their views. */
export async function claimsOf(db: Db, outageIds: string[]) {
  if (outageIds.length === 0) return [];
  return db
    .select({
      outageId: workdayClaims.outageId,
      day: workdayClaims.day,
      status: workdayClaims.status,
      amount: workdayClaims.amount,
    })
    .from(workdayClaims)
    .where(inArray(workdayClaims.outageId, outageIds));
}
