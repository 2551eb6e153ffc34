import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  SPEED_MAX_PING_SAMPLES,
  SPEED_REQUEST_MIN_BYTES,
  SPEED_TEST_MAX_AGE_MS,
  SPEED_TEST_MAX_REQUESTS,
  SPEED_TEXTS,
  TEST_DOWNLOAD_MAX_BYTES,
  TEST_UPLOAD_MAX_BYTES,
  type BusySpan,
} from '../../../shared/speed-tests';
import type { Db } from '../../db/client';
import { speedTests } from '../../db/schema';
import { AppError } from '../../errors';

// The server's side of a speed test: the bytes it sends and receives, the time it spends on them, and the
// round trips of pings sent one after another.

export type Direction = 'download' | 'upload';

const COLUMNS = {
  download: {
    reserved: speedTests.reservedDownloadBytes,
    requests: speedTests.downloadRequests,
    bytes: speedTests.serverDownloadBytes,
    spans: speedTests.serverDownloadSpans,
  },
  upload: {
    reserved: speedTests.reservedUploadBytes,
    requests: speedTests.uploadRequests,
    bytes: speedTests.serverUploadBytes,
    spans: speedTests.serverUploadSpans,
  },
} as const;
const TEST_MAX_BYTES: Record<Direction, number> = {
  download: TEST_DOWNLOAD_MAX_BYTES,
  upload: TEST_UPLOAD_MAX_BYTES,
};

type Row = typeof speedTests.$inferSelect;

/** The caller's own test while it runs: not someone else's, not finished, not older than its time. */
function checkRunning(row: Row | undefined, now: number): Row {
  if (!row) throw new AppError('not_found', SPEED_TEXTS.notFound);
  if (row.status !== 'running' || now - row.startedAt.getTime() > SPEED_TEST_MAX_AGE_MS) {
    throw new AppError('conflict', SPEED_TEXTS.over);
  }
  return row;
}

export async function runningTest(db: Db, userId: string, testId: string, now = Date.now()): Promise<Row> {
  const [row] = await db
    .select()
    .from(speedTests)
    .where(and(eq(speedTests.id, testId), eq(speedTests.userId, userId)))
    .limit(1);
  return checkRunning(row, now);
}

/**
 * Reserves `wanted` bytes of the test's total, and one of its SPEED_TEST_MAX_REQUESTS requests, before they
 * move (the row locked, so parallel requests cannot pass the bounds together); only what really moved is
 * counted, once the request is over (settleBytes). A request asks for at least SPEED_REQUEST_MIN_BYTES, or
 * what is left of the total when that is less. A download gets what is left of the total; an upload, whose
 * length is fixed, all or nothing. Returns the bytes granted.
 */
export async function reserveBytes(
  db: Db,
  userId: string,
  testId: string,
  direction: Direction,
  wanted: number,
  now = Date.now(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(speedTests)
      .where(and(eq(speedTests.id, testId), eq(speedTests.userId, userId)))
      .for('update');
    const test = checkRunning(row, now);
    const download = direction === 'download';
    const used = download ? test.reservedDownloadBytes : test.reservedUploadBytes;
    const room = TEST_MAX_BYTES[direction] - used;
    if (room <= 0) throw new AppError('conflict', SPEED_TEXTS.testFull);
    if (wanted < Math.min(SPEED_REQUEST_MIN_BYTES, room)) {
      throw new AppError('bad_request', download ? SPEED_TEXTS.downloadSize : SPEED_TEXTS.tooSmall);
    }
    const granted = Math.min(wanted, room);
    if (!download && granted < wanted) throw new AppError('payload_too_large', SPEED_TEXTS.testFull);
    const requests = download ? test.downloadRequests : test.uploadRequests;
    if (requests >= SPEED_TEST_MAX_REQUESTS) throw new AppError('conflict', SPEED_TEXTS.requestsUsed);
    const { reserved, requests: counted } = COLUMNS[direction];
    const bytes = sql`${reserved} + ${granted}`;
    const one = sql`${counted} + 1`;
    await tx
      .update(speedTests)
      .set(
        download
          ? { reservedDownloadBytes: bytes, downloadRequests: one }
          : { reservedUploadBytes: bytes, uploadRequests: one },
      )
      .where(eq(speedTests.id, testId));
    return granted;
  });
}

/**
 * After a request, however it ended: counts the bytes that moved and adds the request's time on the server
 * (from its start to its end) to the direction's spans, in one statement. A request still going when the test
 * is finished is not in its figures.
 */
export async function settleBytes(
  db: Db,
  testId: string,
  direction: Direction,
  movedBytes: number,
  span: { from: Date; to: Date },
): Promise<void> {
  const { bytes, spans } = COLUMNS[direction];
  const moved = sql`${bytes} + ${Math.max(0, Math.round(movedBytes))}`;
  const added: BusySpan[] = [[span.from.getTime(), Math.max(span.from.getTime(), span.to.getTime())]];
  // Typed as jsonb for Postgres (a bare parameter here has no type of its own).
  const appended = sql`${spans} || ${JSON.stringify(added)}::jsonb`;
  const set =
    direction === 'download'
      ? { serverDownloadBytes: moved, serverDownloadSpans: appended }
      : { serverUploadBytes: moved, serverUploadSpans: appended };
  await db.update(speedTests).set(set).where(eq(speedTests.id, testId));
}

/**
 * A ping arrived at `arrived` naming `after`, the token of the answer to the ping before it: the time from that
 * answer to this arrival is a round trip (plus the browser's own delay, never less), added to the test's
 * samples. A ping naming nothing, or an older token, starts the chain again. Returns the token for the next.
 */
export async function recordPing(
  db: Db,
  userId: string,
  testId: string,
  after: string | undefined,
  arrived: number,
): Promise<string> {
  const test = await runningTest(db, userId, testId, arrived);
  const inTurn = after !== undefined && after === test.pingToken && test.pingAt !== null;
  const samples =
    inTurn && test.pingSamples.length < SPEED_MAX_PING_SAMPLES
      ? [...test.pingSamples, Math.max(0, Math.round(arrived - test.pingAt!.getTime()))]
      : test.pingSamples;
  const token = randomUUID();
  const [row] = await db
    .update(speedTests)
    .set({ pingToken: token, pingAt: new Date(), pingSamples: samples })
    .where(
      and(
        eq(speedTests.id, testId),
        eq(speedTests.status, 'running'),
        // Two pings naming the same answer: only one of them is in turn.
        test.pingToken === null ? isNull(speedTests.pingToken) : eq(speedTests.pingToken, test.pingToken),
      ),
    )
    .returning({ id: speedTests.id });
  if (!row) throw new AppError('conflict', SPEED_TEXTS.pingOutOfTurn);
  return token;
}
