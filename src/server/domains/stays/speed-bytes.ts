import { and, eq, sql } from 'drizzle-orm';
import {
  SPEED_TEST_MAX_AGE_MS,
  SPEED_TEXTS,
  TEST_DOWNLOAD_MAX_BYTES,
  TEST_UPLOAD_MAX_BYTES,
} from '../../../shared/speed-tests';
import type { Db } from '../../db/client';
import { speedTests } from '../../db/schema';
import { AppError } from '../../errors';

// The server's side of a speed test: the bytes it sends and receives and the time it spends on them.

export type Direction = 'download' | 'upload';

const COLUMNS = {
  download: {
    bytes: speedTests.serverDownloadBytes,
    from: speedTests.serverDownloadFrom,
    to: speedTests.serverDownloadTo,
  },
  upload: {
    bytes: speedTests.serverUploadBytes,
    from: speedTests.serverUploadFrom,
    to: speedTests.serverUploadTo,
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
  if (row.recordedAt || now - row.startedAt.getTime() > SPEED_TEST_MAX_AGE_MS) {
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
 * Counts `wanted` bytes against the test's total before they move (the row locked, so parallel requests
 * cannot pass the total together). A download gets what is left of the total; an upload, whose length is
 * fixed, all or nothing. Returns the bytes granted.
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
    const used = direction === 'download' ? test.serverDownloadBytes : test.serverUploadBytes;
    const room = TEST_MAX_BYTES[direction] - used;
    const granted = Math.min(wanted, room);
    if (granted <= 0) throw new AppError('conflict', SPEED_TEXTS.testFull);
    if (direction === 'upload' && granted < wanted)
      throw new AppError('payload_too_large', SPEED_TEXTS.testFull);
    const added = sql`${COLUMNS[direction].bytes} + ${granted}`;
    const set = direction === 'download' ? { serverDownloadBytes: added } : { serverUploadBytes: added };
    await tx.update(speedTests).set(set).where(eq(speedTests.id, testId));
    return granted;
  });
}

/**
 * After a request: gives back what was reserved but did not move (an aborted stream) and widens the
 * direction's span to cover the request (from its start to its end). Also after the test was finished: it
 * says what really happened.
 */
export async function settleBytes(
  db: Db,
  testId: string,
  direction: Direction,
  unmoved: number,
  span: { from: Date; to: Date },
): Promise<void> {
  const { bytes, from, to } = COLUMNS[direction];
  const moved = sql`greatest(0, ${bytes} - ${Math.max(0, unmoved)})`;
  // Typed as instants for Postgres (a bare parameter here has no type of its own).
  const spanFrom = sql`${span.from.toISOString()}::timestamptz`;
  const spanTo = sql`${span.to.toISOString()}::timestamptz`;
  const start = sql`least(coalesce(${from}, ${spanFrom}), ${spanFrom})`;
  const end = sql`greatest(coalesce(${to}, ${spanTo}), ${spanTo})`;
  const set =
    direction === 'download'
      ? { serverDownloadBytes: moved, serverDownloadFrom: start, serverDownloadTo: end }
      : { serverUploadBytes: moved, serverUploadFrom: start, serverUploadTo: end };
  await db.update(speedTests).set(set).where(eq(speedTests.id, testId));
}
