import { and, asc, count, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import { formatStayDate } from '../../../shared/dates';
import {
  FAILED_TEST_KBPS,
  FAILED_TESTS_APART_MS,
  FAILED_TESTS_NEEDED,
  GUARANTEE_REVIEW_HOURS,
  oneNightCredit,
  workdaysLost,
} from '../../../shared/guarantee';
import { formatCents } from '../../../shared/money';
import { OUTAGE_KIND_LABELS } from '../../../shared/outages';
import { SPEED_TEXTS } from '../../../shared/speed-tests';
import { outageEnd, stayWindow } from '../../../shared/stays';
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
import { countedSpeedTest } from './speed-tests';
import { demoMoney } from '../../../shared/payments';

type Signal = NonNullable<(typeof workdayClaims.$inferSelect)['signal']>;
type Lost = { day: string; minutes: number };

const DAY_MS = 24 * 3600_000;

async function loadOutage(db: Db, outageId: string) {
  const [row] = await db
    .select({
      outage: outageReports,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      country: properties.country,
      title: properties.title,
      hostId: properties.hostId,
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

/** Another guest reported the same kind of outage in the window (their report capped at their stay's end). */
async function anotherGuestReported(
  db: Db,
  row: Loaded,
  zone: string,
  start: number,
  end: number,
  now: number,
) {
  const others = await db
    .select({
      startedAt: outageReports.startedAt,
      endedAt: outageReports.endedAt,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
    })
    .from(outageReports)
    .innerJoin(bookings, eq(bookings.id, outageReports.bookingId))
    .where(
      and(
        eq(outageReports.propertyId, row.outage.propertyId),
        eq(outageReports.kind, row.outage.kind),
        ne(outageReports.userId, row.outage.userId),
        lt(outageReports.startedAt, new Date(end)),
      ),
    );
  return others.some((o) => {
    const theirEnd = outageEnd(
      o.endedAt?.getTime() ?? null,
      stayWindow(o.checkIn, o.checkOut, zone).end,
      now,
    );
    return theirEnd > start;
  });
}

/** The guest's tests started in the outage's window. */
const testsIn = (row: Loaded, start: number, end: number) =>
  and(
    eq(speedTests.bookingId, row.outage.bookingId),
    gte(speedTests.startedAt, new Date(start)),
    lt(speedTests.startedAt, new Date(end)),
  );

/**
 * The guest's own tests in the window failed, at least FAILED_TESTS_NEEDED of them FAILED_TESTS_APART_MS
 * apart. A failure is a complete test whose server-measured download was under FAILED_TEST_KBPS and whose
 * browser did not disagree with the server (flagged); an incomplete or abandoned test is no evidence.
 */
async function testsFailed(db: Db, row: Loaded, start: number, end: number): Promise<boolean> {
  const failed = await db
    .select({ startedAt: speedTests.startedAt })
    .from(speedTests)
    .where(and(testsIn(row, start, end), countedSpeedTest, lt(speedTests.downloadKbps, FAILED_TEST_KBPS)))
    .orderBy(asc(speedTests.startedAt));
  let apart = 0;
  let last = -Infinity;
  for (const t of failed) {
    if (t.startedAt.getTime() - last >= FAILED_TESTS_APART_MS) {
      apart++;
      last = t.startedAt.getTime();
    }
  }
  return apart >= FAILED_TESTS_NEEDED;
}

/** How many of the guest's tests in the window were flagged (for whoever decides the claim). */
async function flaggedTests(db: Db, row: Loaded, start: number, end: number): Promise<number> {
  const [found] = await db
    .select({ n: count() })
    .from(speedTests)
    .where(and(testsIn(row, start, end), eq(speedTests.flagged, true)));
  return found?.n ?? 0;
}

export interface ClaimOutcome {
  day: string;
  status: 'credited' | 'disputed';
  /** Refunded, US cents (0 when disputed). */
  amountCents: number;
}

/**
 * The workday guarantee's decision on an outage, run whenever something about it changes (reported,
 * over, answered, another guest's report) and by the review job. On a listing that had the guarantee when the
 * outage was reported, each stay day on which it took more than two working hours is credited one night
 * (refunded through the refund rules) when a second signal confirms it: the host (up to when they confirmed,
 * if it was still going on), another guest's report of the same kind in the window, or the guest's own tests
 * failing in it. Without one it waits GUARANTEE_REVIEW_HOURS after it ended (or after it was reported, if
 * later), then goes to the admin's disputes. Once per stay day.
 */
export async function settleWorkdayClaims(
  db: Db,
  outageId: string,
  now = Date.now(),
): Promise<ClaimOutcome[]> {
  const row = await loadOutage(db, outageId);
  if (!row || !row.outage.guaranteed) return [];
  const zone = listingTimeZone(row.country);
  const stayEnd = stayWindow(row.checkIn, row.checkOut, zone).end;
  const start = row.outage.startedAt.getTime();
  const end = outageEnd(row.outage.endedAt?.getTime() ?? null, stayEnd, now);
  const decided = await db
    .select({ day: workdayClaims.day })
    .from(workdayClaims)
    .where(eq(workdayClaims.bookingId, row.outage.bookingId));
  const done = new Set(decided.map((d) => d.day));
  const open = (until: number) =>
    workdaysLost({ start, end: until }, row, zone).filter((d) => !done.has(d.day));
  if (open(end).length === 0) return [];

  const answeredAt = row.outage.answeredAt?.getTime() ?? null;
  if (row.outage.hostConfirmed && answeredAt !== null) {
    // The host vouches for what had happened when they answered.
    const days = open(Math.min(end, answeredAt));
    if (days.length > 0) return credit(db, row, days, 'host_confirmed', now);
  }
  if (await anotherGuestReported(db, row, zone, start, end, now)) {
    return credit(db, row, open(end), 'other_guest', now);
  }
  if (await testsFailed(db, row, start, end)) return credit(db, row, open(end), 'speed_tests', now);
  // The host has GUARANTEE_REVIEW_HOURS to answer from when they could know: the end, or a later report.
  const over = row.outage.endedAt !== null || now >= stayEnd;
  const since = Math.max(end, row.outage.createdAt.getTime());
  if (!over || now - since < GUARANTEE_REVIEW_HOURS * 3600_000) return [];
  return dispute(db, row, open(end), await flaggedTests(db, row, start, end));
}

function dayList(days: { day: string }[]): string {
  return days.map((d) => formatStayDate(d.day)).join(', ');
}

async function credit(
  db: Db,
  row: Loaded,
  days: Lost[],
  signal: Signal,
  now: number,
): Promise<ClaimOutcome[]> {
  const outcomes = await db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.id, row.outage.bookingId))
      .for('update');
    if (!booking || booking.status !== 'confirmed' || booking.paymentStatus === 'pending') return [];
    const credited: (ClaimOutcome & { minutes: number })[] = [];
    let current = booking;
    for (const { day, minutes } of days) {
      const amountCents = oneNightCredit(current);
      const inserted = await tx
        .insert(workdayClaims)
        .values({
          bookingId: booking.id,
          outageId: row.outage.id,
          day,
          status: 'credited',
          signal,
          amountCents,
        })
        .onConflictDoNothing()
        .returning({ id: workdayClaims.id });
      if (inserted.length === 0) continue;
      if (amountCents > 0) {
        const refundCents = await refundBooking(
          tx,
          current,
          row.hostId,
          amountCents,
          new Date(now),
          'workday',
        );
        current = {
          ...current,
          refundCents,
          paymentStatus: refundCents >= current.totalCents ? 'refunded' : current.paymentStatus,
        };
      }
      credited.push({ day, status: 'credited', amountCents, minutes });
    }
    return credited;
  });
  const total = outcomes.reduce((sum, o) => sum + o.amountCents, 0);
  if (total > 0) {
    const kind = OUTAGE_KIND_LABELS[row.outage.kind].toLowerCase();
    const lost = durationText(outcomes.reduce((sum, o) => sum + o.minutes, 0));
    const text =
      `Workday guarantee: the ${kind} outage at "${row.title}" took ${lost} of working hours on ${dayList(outcomes)} ` +
      `and was confirmed, so ${demoMoney(`${formatCents(total)} (one night per day) is refunded to ${row.guestName} automatically`)}.`;
    // Told in the booking's conversation, as a notice in the host's name that both of them see.
    await deliver(db, row.hostId, { to: row.outage.userId, content: text, bookingId: row.outage.bookingId });
    await raiseAlertSafely(db, {
      kind: 'workday_claim',
      key: `workday_claim:${row.outage.id}:${outcomes.map((o) => o.day).join(',')}`,
      description: `Workday guarantee credited ${row.guestName} ${formatCents(total)} at "${row.title}" (${dayList(outcomes)})`,
      action: 'Review disputes',
      path: '/admin/disputes',
    });
  }
  return outcomes.map(({ day, status, amountCents }) => ({ day, status, amountCents }));
}

async function dispute(db: Db, row: Loaded, days: Lost[], flagged: number): Promise<ClaimOutcome[]> {
  if (days.length === 0) return [];
  const opened = await db.transaction(async (tx) => {
    const [booking] = await tx
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, row.outage.bookingId))
      .for('update');
    if (booking?.status !== 'confirmed') return { days: [], disputeOpened: false };
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
    if (inserted.length === 0) return { days: [], disputeOpened: false };
    const [existing] = await tx
      .select({ id: disputes.id })
      .from(disputes)
      .where(eq(disputes.bookingId, row.outage.bookingId));
    if (existing) return { days: inserted, disputeOpened: false };
    const lost = durationText(days.reduce((sum, d) => sum + d.minutes, 0));
    await tx.insert(disputes).values({
      bookingId: row.outage.bookingId,
      guestId: row.outage.userId,
      category: row.outage.kind === 'power' ? 'power_outage' : 'internet_outage',
      description:
        `Workday guarantee: a ${OUTAGE_KIND_LABELS[row.outage.kind].toLowerCase()} outage took ${lost} of working hours on ` +
        `${dayList(inserted)}, with no second signal to confirm it.` +
        (flagged > 0
          ? ` ${flagged} of the guest's speed tests in that time ${flagged === 1 ? 'was' : 'were'} flagged: ${SPEED_TEXTS.flaggedReason}.`
          : '') +
        (row.outage.note ? ` The guest wrote: ${row.outage.note}` : '') +
        (row.outage.hostAnswer ? ` The host answered: ${row.outage.hostAnswer}` : ''),
      photos: [],
    });
    return { days: inserted, disputeOpened: true };
  });
  if (opened.days.length === 0) return [];
  await raiseAlertSafely(db, {
    kind: 'workday_claim',
    key: `workday_claim:${row.outage.id}:${opened.days.map((d) => d.day).join(',')}`,
    description:
      `Workday guarantee claim by ${row.guestName} at "${row.title}" (${dayList(opened.days)}) needs a decision` +
      (opened.disputeOpened ? '' : ': the booking already has a dispute, decide these days with it'),
    action: 'Review disputes',
    path: '/admin/disputes',
  });
  return opened.days.map(({ day }) => ({ day, status: 'disputed', amountCents: 0 }));
}

/**
 * The review job: outages reported on guaranteed listings in the last 30 days, each settled again (a day
 * already decided stays decided; one waiting for its 24 hours goes to disputes). Returns how many outages had a
 * day decided.
 */
export async function reviewWorkdayClaims(db: Db, now = Date.now()): Promise<number> {
  const due = await db
    .select({ id: outageReports.id })
    .from(outageReports)
    .where(
      and(eq(outageReports.guaranteed, true), gte(outageReports.startedAt, new Date(now - 30 * DAY_MS))),
    );
  let settled = 0;
  for (const { id } of due) {
    if ((await settleWorkdayClaims(db, id, now)).length > 0) settled++;
  }
  return settled;
}

/** Outages of other guests of the same kind on the listing that this one may confirm. */
export async function overlappingOutages(db: Db, outageId: string, now: number): Promise<string[]> {
  const [me] = await db.select().from(outageReports).where(eq(outageReports.id, outageId));
  if (!me) return [];
  const rows = await db
    .select({ id: outageReports.id })
    .from(outageReports)
    .where(
      and(
        eq(outageReports.propertyId, me.propertyId),
        eq(outageReports.kind, me.kind),
        ne(outageReports.userId, me.userId),
        eq(outageReports.guaranteed, true),
        lt(outageReports.startedAt, me.endedAt ?? new Date(now)),
        gte(outageReports.startedAt, new Date(now - 30 * DAY_MS)),
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
      amountCents: workdayClaims.amountCents,
    })
    .from(workdayClaims)
    .where(inArray(workdayClaims.outageId, outageIds));
}
