import { and, asc, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import {
  SPEED_TESTS_PER_HOUR,
  SPEED_TEST_MAX_AGE_MS,
  SPEED_TEXTS,
  speedStats,
  type FinishSpeedTestInput,
  type SpeedStats,
  type SpeedTestResult,
  type SpeedTestStarted,
} from '../../../shared/speed-tests';
import { STAY_TEXTS } from '../../../shared/stays';
import { clockText, listingTimeZone, wallTime } from '../../../shared/timezones';
import type { Db } from '../../db/client';
import { bookings, properties, speedTests } from '../../db/schema';
import { AppError } from '../../errors';
import { guestStayNow } from './access';
import { judgeSpeedTest } from './speed-measure';

const HOUR_MS = 60 * 60_000;
/** The listing page reads at most this many of the latest tests. */
const STATS_TESTS_READ = 1000;

type SpeedTestRow = typeof speedTests.$inferSelect;

/**
 * The stay's guest starts a test during their stay, at most SPEED_TESTS_PER_HOUR a booking per hour. The
 * booking row is locked while counting, so parallel starts cannot pass the limit together.
 */
export async function startSpeedTest(
  db: Db,
  userId: string,
  bookingId: string,
  now = Date.now(),
): Promise<SpeedTestStarted> {
  const stay = await guestStayNow(db, userId, bookingId, now);
  return db.transaction(async (tx) => {
    await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId)).for('update');
    const recent = await tx
      .select({ startedAt: speedTests.startedAt })
      .from(speedTests)
      .where(and(eq(speedTests.bookingId, bookingId), gt(speedTests.startedAt, new Date(now - HOUR_MS))))
      .orderBy(asc(speedTests.startedAt));
    if (recent.length >= SPEED_TESTS_PER_HOUR) {
      const oldest = recent[0]!.startedAt.getTime();
      const retryAfterSeconds = Math.max(1, Math.ceil((oldest + HOUR_MS - now) / 1000));
      throw new AppError('too_many_requests', SPEED_TEXTS.tooMany, { retryAfterSeconds });
    }
    const [row] = await tx
      .insert(speedTests)
      .values({ bookingId, propertyId: stay.propertyId, userId, startedAt: new Date(now) })
      .returning({ id: speedTests.id });
    return { testId: row!.id, remaining: SPEED_TESTS_PER_HOUR - recent.length - 1 };
  });
}

/**
 * Records the test from the server's own observation, once, within SPEED_TEST_MAX_AGE_MS of the start and
 * during the stay: complete with its figures, or incomplete when it saw too little (judgeSpeedTest). The
 * browser's figures are kept as claims only. Then the listing's verified median and count.
 */
export async function finishSpeedTest(
  db: Db,
  userId: string,
  input: FinishSpeedTestInput,
  now = Date.now(),
): Promise<SpeedTestResult> {
  const [test] = await db
    .select()
    .from(speedTests)
    .where(and(eq(speedTests.id, input.testId), eq(speedTests.userId, userId)))
    .limit(1);
  if (!test) throw new AppError('not_found', SPEED_TEXTS.notFound);
  if (test.status !== 'running' || now - test.startedAt.getTime() > SPEED_TEST_MAX_AGE_MS) {
    throw new AppError('conflict', SPEED_TEXTS.over);
  }
  const stay = await guestStayNow(db, userId, test.bookingId, now);
  const [row] = await db
    .update(speedTests)
    .set({
      ...judgeSpeedTest(test, input),
      localMinutes: wallTime(stay.zone, test.startedAt.getTime()).minutes,
      recordedAt: new Date(now),
    })
    .where(and(eq(speedTests.id, test.id), eq(speedTests.status, 'running')))
    .returning();
  if (!row) throw new AppError('conflict', SPEED_TEXTS.over);
  if (row.status === 'complete' && !row.flagged) await refreshVerifiedSpeed(db, test.propertyId);
  return toResult(row);
}

/**
 * The tests that count (a listing's figures, the workday guarantee's failures): complete, and not flagged.
 * One condition on speed_tests, for every query that reads them.
 */
export const countedSpeedTest = sql<boolean>`(${speedTests.status} = 'complete' and not ${speedTests.flagged})`;

/** properties.verified_download_kbps and verified_tests from the counted tests, in one statement. */
export async function refreshVerifiedSpeed(db: Db, propertyId: string): Promise<void> {
  const recorded = sql`from ${speedTests} where ${speedTests.propertyId} = ${propertyId} and ${countedSpeedTest}`;
  await db
    .update(properties)
    .set({
      verifiedDownloadKbps: sql`(select round(percentile_cont(0.5) within group (order by ${speedTests.downloadKbps}))::int ${recorded})`,
      verifiedTests: sql`(select count(*)::int ${recorded})`,
    })
    .where(eq(properties.id, propertyId));
}

const mbps = (kbps: number | null) => (kbps === null ? null : kbps / 1000);

function toResult(row: SpeedTestRow): SpeedTestResult {
  return {
    id: row.id,
    status: row.status === 'complete' ? 'complete' : 'incomplete',
    downloadMbps: mbps(row.downloadKbps),
    uploadMbps: mbps(row.uploadKbps),
    latencyMs: row.latencyMs,
    flagged: row.flagged,
    recordedAt: (row.recordedAt ?? row.startedAt).toISOString(),
    localTime: clockText(row.localMinutes ?? 0),
  };
}

/** The 'Verified by guests' figures of a listing (empty for one without tests, or none at all). */
export async function speedStatsOf(db: Db, propertyId: string): Promise<SpeedStats> {
  const [property] = await db
    .select({ country: properties.country })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .limit(1);
  const rows = await db
    .select({
      downloadKbps: speedTests.downloadKbps,
      uploadKbps: speedTests.uploadKbps,
      latencyMs: speedTests.latencyMs,
      localMinutes: speedTests.localMinutes,
      recordedAt: speedTests.recordedAt,
    })
    .from(speedTests)
    .where(and(eq(speedTests.propertyId, propertyId), countedSpeedTest, isNotNull(speedTests.recordedAt)))
    .orderBy(desc(speedTests.recordedAt))
    .limit(STATS_TESTS_READ);
  const tests = rows.map((r) => ({
    downloadKbps: r.downloadKbps ?? 0,
    uploadKbps: r.uploadKbps ?? 0,
    latencyMs: r.latencyMs,
    localMinutes: r.localMinutes ?? 0,
    recordedAt: r.recordedAt!.getTime(),
  }));
  return speedStats(tests, listingTimeZone(property?.country));
}

/** The guest's own recorded results (complete or incomplete) on one of their bookings, newest first. */
export async function mySpeedTests(db: Db, userId: string, bookingId: string): Promise<SpeedTestResult[]> {
  const [booking] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)))
    .limit(1);
  if (!booking) throw new AppError('not_found', STAY_TEXTS.notFound);
  const rows = await db
    .select()
    .from(speedTests)
    .where(
      and(
        eq(speedTests.bookingId, bookingId),
        eq(speedTests.userId, userId),
        isNotNull(speedTests.recordedAt),
      ),
    )
    .orderBy(desc(speedTests.recordedAt))
    .limit(50);
  return rows.map(toResult);
}
