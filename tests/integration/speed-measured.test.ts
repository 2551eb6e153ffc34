import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, outageReports, properties, speedTests, workdayClaims } from '../../src/server/db/schema';
import { settleWorkdayClaims } from '../../src/server/domains/stays/guarantee';
import { addDays, platformToday } from '../../src/shared/dates';
import { FAILED_TEST_KBPS } from '../../src/shared/guarantee';
import {
  SPEED_MAX_WINDOW_MS,
  SPEED_MBPS_MAX,
  SPEED_MIN_WINDOW_MS,
  SPEED_TEST_MAX_AGE_MS,
  SPEED_TEXTS,
  type SpeedStats,
  type SpeedTestResult,
  type SpeedTestStarted,
} from '../../src/shared/speed-tests';
import { zonedInstant } from '../../src/shared/timezones';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestClient } from '../support/app';
import { createBooking, createProperty } from '../support/factories';
import { person, type Person } from '../support/host';

// The figures a speed test records are the server's own: its bytes over its time each way, its round trips.
// Whatever the browser says is a claim, compared and flagged, never stored as measured.

let t: TestApp;
let host: Person;
let guest: Person;
const today = platformToday();
const ZONE = 'Africa/Nairobi';
const KB = 1024;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  [host, guest] = await Promise.all([person(t, 'host', 'Hamisi Host'), person(t, 'guest', 'Gita Guest')]);
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A confirmed, paid five-night stay of the guest's, checked in 3 days ago ($80 a night). */
async function stay(fields: Partial<typeof properties.$inferInsert> = {}) {
  const propertyId = await createProperty(t.database.db, host.id, { internetSpeed: 100, ...fields });
  const checkIn = addDays(today, -3);
  const bookingId = await createBooking(t.database.db, {
    userId: guest.id,
    propertyId,
    checkIn,
    checkOut: addDays(checkIn, 5),
  });
  await t.database.db
    .update(bookings)
    .set({ totalPrice: 475, serviceFee: 75 })
    .where(eq(bookings.id, bookingId));
  return { propertyId, bookingId };
}

async function start(bookingId: string): Promise<string> {
  const res = await guest.client.mutate<SpeedTestStarted>('stays.speed.start', { bookingId });
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.data!.testId;
}

const headers = (who: TestClient) => (who.cookie ? { cookie: who.cookie } : {});

async function download(testId: string, bytes: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/speed-test/${testId}/download?bytes=${bytes}`,
    headers: headers(guest.client),
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.rawPayload.length).toBe(bytes);
}

async function upload(testId: string, bytes: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/speed-test/${testId}/upload`,
    headers: { ...headers(guest.client), origin: TEST_ORIGIN, 'content-type': 'application/octet-stream' },
    payload: Buffer.alloc(bytes, 7),
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Pings one after another, each naming the one before (as the browser does). */
async function pings(testId: string, count: number) {
  let after: string | undefined;
  for (let i = 0; i < count; i++) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/speed-test/${testId}/ping${after ? `?after=${after}` : ''}`,
      headers: headers(guest.client),
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    after = res.body ? res.json<{ token?: string }>().token : undefined;
  }
}

const rowOf = async (testId: string) =>
  (await t.database.db.select().from(speedTests).where(eq(speedTests.id, testId)))[0]!;

/**
 * A real test at the desk: six pings, then 6 MB down and 2 MB up, each in three requests spread over more
 * than SPEED_MIN_WINDOW_MS; returns once the server has settled every request.
 */
async function realTransfers(testId: string) {
  await pings(testId, 6);
  const gap = SPEED_MIN_WINDOW_MS / 2 + 50;
  for (let i = 0; i < 3; i++) {
    if (i > 0) await sleep(gap);
    await download(testId, 2048 * KB);
  }
  for (let i = 0; i < 3; i++) {
    if (i > 0) await sleep(gap);
    await upload(testId, 683 * KB);
  }
  await expect
    .poll(async () => {
      const row = await rowOf(testId);
      return [row.serverDownloadBytes, row.serverUploadBytes, row.serverDownloadTo !== null];
    })
    .toEqual([6144 * KB, 2049 * KB, true]);
}

/** What the server's own observation makes of a direction, in kbps: its bytes over its window. */
function serverKbps(bytes: number, from: Date | null, to: Date | null): number {
  const ms = to!.getTime() - from!.getTime();
  return Math.min(SPEED_MBPS_MAX * 1000, Math.round((bytes * 8) / Math.max(ms, SPEED_MIN_WINDOW_MS)));
}
const medianOf = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const finish = (testId: string, claims: Record<string, unknown> = {}) =>
  guest.client.mutate<SpeedTestResult>('stays.speed.finish', { testId, ...claims });

const statsOf = async (propertyId: string) =>
  (await guest.client.query<SpeedStats>('stays.speed.forProperty', { propertyId })).data!;
const propertyOf = async (id: string) =>
  (await t.database.db.select().from(properties).where(eq(properties.id, id)))[0]!;

/** Checks the stored figures are the server's own (from the row's bytes, spans and pings). */
async function expectServerFigures(testId: string) {
  const row = await rowOf(testId);
  expect(row.downloadKbps).toBe(
    serverKbps(row.serverDownloadBytes, row.serverDownloadFrom, row.serverDownloadTo),
  );
  expect(row.uploadKbps).toBe(serverKbps(row.serverUploadBytes, row.serverUploadFrom, row.serverUploadTo));
  expect(row.status).toBe('complete');
  expect(row.pingSamples.length).toBe(5);
  expect(row.latencyMs).toBe(Math.max(1, Math.round(medianOf(row.pingSamples))));
  return row;
}

describe('the recorded figures are the server’s', () => {
  it('stores the server’s figures after a fabricated high claim, flags it, and does not count it', async () => {
    const { propertyId, bookingId } = await stay();
    const testId = await start(bookingId);
    await realTransfers(testId);
    const res = await finish(testId, { downloadMbps: 1000, uploadMbps: 1000, latencyMs: 1 });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    const row = await expectServerFigures(testId);
    // 6 MB over more than a second is well under half of what was claimed.
    expect(row.downloadKbps!).toBeLessThan(500_000);
    expect(row).toMatchObject({
      flagged: true,
      claimedDownloadKbps: 1_000_000,
      claimedUploadKbps: 1_000_000,
      claimedLatencyMs: 1,
    });
    expect(res.data).toMatchObject({
      status: 'complete',
      flagged: true,
      downloadMbps: row.downloadKbps! / 1000,
      uploadMbps: row.uploadKbps! / 1000,
      latencyMs: row.latencyMs,
    });
    expect((await statsOf(propertyId)).count).toBe(0);
    expect(await propertyOf(propertyId)).toMatchObject({ verifiedDownloadKbps: null, verifiedTests: 0 });
  });

  it('stores the server’s figures after a fabricated low claim, flags it, and does not count it', async () => {
    const { propertyId, bookingId } = await stay();
    const testId = await start(bookingId);
    await realTransfers(testId);
    const res = await finish(testId, { downloadMbps: 0.1, uploadMbps: 0.1, latencyMs: 5000 });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    const row = await expectServerFigures(testId);
    expect(row.downloadKbps!).toBeGreaterThan(FAILED_TEST_KBPS);
    expect(row).toMatchObject({
      flagged: true,
      claimedDownloadKbps: 100,
      claimedUploadKbps: 100,
      claimedLatencyMs: 5000,
    });
    expect(res.data).toMatchObject({
      status: 'complete',
      flagged: true,
      downloadMbps: row.downloadKbps! / 1000,
    });
    expect((await statsOf(propertyId)).count).toBe(0);
  });

  it('records a test without the browser’s figures, or with ones that agree, and counts it', async () => {
    const { propertyId, bookingId } = await stay();
    const quiet = await start(bookingId);
    await realTransfers(quiet);
    const res = await finish(quiet);
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    const row = await expectServerFigures(quiet);
    expect(row).toMatchObject({ flagged: false, claimedDownloadKbps: null });

    // The browser's own count, a little under the server's (its socket buffers), agrees.
    const agreeing = await start(bookingId);
    await realTransfers(agreeing);
    const seen = await rowOf(agreeing);
    const down = serverKbps(seen.serverDownloadBytes, seen.serverDownloadFrom, seen.serverDownloadTo);
    const up = serverKbps(seen.serverUploadBytes, seen.serverUploadFrom, seen.serverUploadTo);
    const claimed = await finish(agreeing, {
      downloadMbps: Math.round(down * 0.8) / 1000,
      uploadMbps: Math.round(up * 0.8) / 1000,
    });
    expect(claimed.status, JSON.stringify(claimed.error)).toBe(200);
    expect(await expectServerFigures(agreeing)).toMatchObject({ flagged: false });

    const stats = await statsOf(propertyId);
    expect(stats.count).toBe(2);
    expect(await propertyOf(propertyId)).toMatchObject({ verifiedTests: 2 });
  });
});

describe('incomplete tests', () => {
  it('records a test with too few bytes or too short a window as incomplete, never with figures', async () => {
    const { propertyId, bookingId } = await stay();
    // 16 KB each way: too little to measure anything.
    const thin = await start(bookingId);
    await pings(thin, 6);
    await download(thin, 16 * KB);
    await upload(thin, 16 * KB);
    const res = await finish(thin, { downloadMbps: 0.1, uploadMbps: 0.1, latencyMs: 5000 });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data).toMatchObject({
      status: 'incomplete',
      downloadMbps: null,
      uploadMbps: null,
      flagged: false,
    });
    expect(await rowOf(thin)).toMatchObject({ status: 'incomplete', downloadKbps: null, uploadKbps: null });
    expect((await rowOf(thin)).recordedAt).not.toBeNull();

    // 1 MB each way in one quick request: its window is too short to say anything about the line.
    const brief = await start(bookingId);
    await download(brief, 1024 * KB);
    await upload(brief, 1024 * KB);
    const briefRes = await finish(brief);
    expect(briefRes.data).toMatchObject({ status: 'incomplete', downloadMbps: null });

    // Closed once recorded, like any test.
    const again = await finish(thin);
    expect([again.status, again.error?.message]).toEqual([409, SPEED_TEXTS.over]);
    expect((await statsOf(propertyId)).count).toBe(0);
    expect(await propertyOf(propertyId)).toMatchObject({ verifiedDownloadKbps: null, verifiedTests: 0 });
  });

  it('leaves an abandoned test incomplete: never finished, never counted', async () => {
    const { propertyId, bookingId } = await stay();
    const testId = await start(bookingId);
    await download(testId, 64 * KB);
    await t.database.db
      .update(speedTests)
      .set({ startedAt: new Date(Date.now() - SPEED_TEST_MAX_AGE_MS - MINUTE) })
      .where(eq(speedTests.id, testId));
    const late = await finish(testId);
    expect([late.status, late.error?.message]).toEqual([409, SPEED_TEXTS.over]);
    expect(await rowOf(testId)).toMatchObject({ status: 'running', downloadKbps: null, recordedAt: null });
    expect((await statsOf(propertyId)).count).toBe(0);
  });

  it('a window far longer than a test runs is no measurement of the line', async () => {
    const { bookingId } = await stay();
    const testId = await start(bookingId);
    await realTransfers(testId);
    // The server saw its bytes spread over more than SPEED_MAX_WINDOW_MS.
    const row = await rowOf(testId);
    await t.database.db
      .update(speedTests)
      .set({ serverDownloadFrom: new Date(row.serverDownloadTo!.getTime() - SPEED_MAX_WINDOW_MS - 1000) })
      .where(eq(speedTests.id, testId));
    const res = await finish(testId);
    expect(res.data).toMatchObject({ status: 'incomplete', downloadMbps: null });
  });
});

describe('the workday guarantee', () => {
  /** A listing with the guarantee in force, a stay going on, and an internet outage since yesterday 08:00. */
  async function guaranteedStay() {
    const { propertyId, bookingId } = await stay({
      backupPower: 'inverter',
      backupHours: 8,
      backupKeepsWifi: true,
      verifiedTests: 3,
      verifiedDownloadKbps: 24_000,
      workdayGuarantee: true,
    });
    const from = zonedInstant(addDays(today, -1), 8 * 60, ZONE);
    const [outage] = await t.database.db
      .insert(outageReports)
      .values({
        bookingId,
        propertyId,
        userId: guest.id,
        kind: 'internet',
        guaranteed: true,
        startedAt: new Date(from),
        createdAt: new Date(from + 5 * MINUTE),
      })
      .returning({ id: outageReports.id });
    return { bookingId, outageId: outage!.id };
  }

  /** Moves a finished or abandoned test's start back (so the hourly limit and the half-hour spacing allow). */
  const startedAgo = (testId: string, minutes: number) =>
    t.database.db
      .update(speedTests)
      .set({ startedAt: new Date(Date.now() - minutes * MINUTE) })
      .where(eq(speedTests.id, testId));

  const claimsOf = (bookingId: string) =>
    t.database.db.select().from(workdayClaims).where(eq(workdayClaims.bookingId, bookingId));

  it('is not raised by fabricated low results after real transfers', async () => {
    const { bookingId, outageId } = await guaranteedStay();
    for (const minutes of [100, 50, 10]) {
      const testId = await start(bookingId);
      await realTransfers(testId);
      const res = await finish(testId, { downloadMbps: 0.1, uploadMbps: 0.1, latencyMs: 5000 });
      expect(res.status, JSON.stringify(res.error)).toBe(200);
      await startedAgo(testId, minutes);
    }
    expect(await settleWorkdayClaims(t.database.db, outageId)).toEqual([]);
    expect(await claimsOf(bookingId)).toEqual([]);
  });

  it('is not raised by incomplete or abandoned tests', async () => {
    const { bookingId, outageId } = await guaranteedStay();
    // Two thin tests recorded as incomplete, two abandoned (one with nothing moved), half an hour apart.
    for (const minutes of [150, 110]) {
      const testId = await start(bookingId);
      await download(testId, 16 * KB);
      await upload(testId, 16 * KB);
      await finish(testId, { downloadMbps: 0.1, uploadMbps: 0.1, latencyMs: 5000 });
      await startedAgo(testId, minutes);
    }
    for (const minutes of [70, 30]) {
      const testId = await start(bookingId);
      if (minutes === 70) await download(testId, 64 * KB);
      await startedAgo(testId, minutes);
    }
    expect(await settleWorkdayClaims(t.database.db, outageId)).toEqual([]);
    expect(await claimsOf(bookingId)).toEqual([]);
  });
});
