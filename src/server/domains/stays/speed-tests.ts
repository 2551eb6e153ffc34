import { and, asc, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import {
  BYTES_MARGIN,
  BYTES_SLACK,
  SERVER_MIN_BYTES,
  SPEED_BORNE_OUT_MS,
  SPEED_MARGIN,
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

/** Why the browser's figures cannot be what it measured, or null when they are plausible. */
export function implausibility(test: SpeedTestRow, input: FinishSpeedTestInput): string | null {
  const span = (from: Date | null, to: Date | null) =>
    from && to ? Math.max(1, to.getTime() - from.getTime()) : null;
  const down = { bytes: test.serverDownloadBytes, ms: span(test.serverDownloadFrom, test.serverDownloadTo) };
  const up = { bytes: test.serverUploadBytes, ms: span(test.serverUploadFrom, test.serverUploadTo) };
  if (down.bytes < SERVER_MIN_BYTES || up.bytes < SERVER_MIN_BYTES || !down.ms || !up.ms) {
    return SPEED_TEXTS.tooLittle;
  }
  const counted = (server: number, browser: number) => browser <= server * BYTES_MARGIN + BYTES_SLACK;
  if (!counted(down.bytes, input.downloadBytes) || !counted(up.bytes, input.uploadBytes)) {
    return SPEED_TEXTS.implausible;
  }
  // The server's rate over the span its requests took (side by side, so the span is the time).
  // And the bytes must bear the speed out for a good part of the phase: a small transfer fits the sockets'
  // buffers, so its span says little.
  const borneOut = (bytes: number) => (bytes * 8) / (SPEED_BORNE_OUT_MS * 1000);
  if (input.downloadMbps > borneOut(down.bytes) || input.uploadMbps > borneOut(up.bytes)) {
    return SPEED_TEXTS.implausible;
  }
  const serverMbps = (s: { bytes: number; ms: number }) => (s.bytes * 8) / (s.ms * 1000);
  if (input.downloadMbps > serverMbps({ ...down, ms: down.ms }) * SPEED_MARGIN)
    return SPEED_TEXTS.implausible;
  if (input.uploadMbps > serverMbps({ ...up, ms: up.ms }) * SPEED_MARGIN) return SPEED_TEXTS.implausible;
  return null;
}

/**
 * Records the browser's figures when they are plausible against the server's side, once, within
 * SPEED_TEST_MAX_AGE_MS of the start and during the stay; then the listing's verified median and count.
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
  if (test.recordedAt || now - test.startedAt.getTime() > SPEED_TEST_MAX_AGE_MS) {
    throw new AppError('conflict', SPEED_TEXTS.over);
  }
  const stay = await guestStayNow(db, userId, test.bookingId, now);
  const refused = implausibility(test, input);
  if (refused) throw new AppError('bad_request', refused);
  const [row] = await db
    .update(speedTests)
    .set({
      downloadKbps: Math.round(input.downloadMbps * 1000),
      uploadKbps: Math.round(input.uploadMbps * 1000),
      latencyMs: Math.round(input.latencyMs),
      localMinutes: wallTime(stay.zone, test.startedAt.getTime()).minutes,
      recordedAt: new Date(now),
    })
    .where(and(eq(speedTests.id, test.id), sql`${speedTests.recordedAt} is null`))
    .returning();
  if (!row) throw new AppError('conflict', SPEED_TEXTS.over);
  await refreshVerifiedSpeed(db, test.propertyId);
  return toResult(row);
}

/** properties.verified_download_kbps and verified_tests from the recorded tests, in one statement. */
export async function refreshVerifiedSpeed(db: Db, propertyId: string): Promise<void> {
  const recorded = sql`from ${speedTests} where ${speedTests.propertyId} = ${propertyId} and ${speedTests.recordedAt} is not null`;
  await db
    .update(properties)
    .set({
      verifiedDownloadKbps: sql`(select round(percentile_cont(0.5) within group (order by ${speedTests.downloadKbps}))::int ${recorded})`,
      verifiedTests: sql`(select count(*)::int ${recorded})`,
    })
    .where(eq(properties.id, propertyId));
}

function toResult(row: SpeedTestRow): SpeedTestResult {
  return {
    id: row.id,
    downloadMbps: (row.downloadKbps ?? 0) / 1000,
    uploadMbps: (row.uploadKbps ?? 0) / 1000,
    latencyMs: row.latencyMs ?? 0,
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
    .where(and(eq(speedTests.propertyId, propertyId), isNotNull(speedTests.recordedAt)))
    .orderBy(desc(speedTests.recordedAt))
    .limit(STATS_TESTS_READ);
  const tests = rows.map((r) => ({
    downloadKbps: r.downloadKbps ?? 0,
    uploadKbps: r.uploadKbps ?? 0,
    latencyMs: r.latencyMs ?? 0,
    localMinutes: r.localMinutes ?? 0,
    recordedAt: r.recordedAt!.getTime(),
  }));
  return speedStats(tests, listingTimeZone(property?.country));
}

/** The guest's own recorded results on one of their bookings, newest first. */
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
