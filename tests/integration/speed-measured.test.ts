import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, outageReports, properties, speedTests, workdayClaims } from '../../src/server/db/schema';
import { settleWorkdayClaims } from '../../src/server/domains/stays/guarantee';
import { busyMs } from '../../src/server/domains/stays/speed-measure';
import { addDays, platformToday } from '../../src/shared/dates';
import { FAILED_TEST_KBPS } from '../../src/shared/guarantee';
import {
  SPEED_MAX_WINDOW_MS,
  SPEED_MBPS_MAX,
  SPEED_MIN_WINDOW_MS,
  SPEED_TEST_MAX_AGE_MS,
  SPEED_TEST_STREAMS,
  SPEED_TEXTS,
  type BusySpan,
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
    .set({ totalCents: 47_500, serviceFeeCents: 7500 })
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

/** A download or upload of `bytes` as anyone may send it: the status, whatever the server answers. */
async function attempt(testId: string, kind: 'download' | 'upload', bytes: number): Promise<number> {
  const res = await t.app.inject(
    kind === 'download'
      ? {
          method: 'GET',
          url: `/api/speed-test/${testId}/download?bytes=${bytes}`,
          headers: headers(guest.client),
        }
      : {
          method: 'POST',
          url: `/api/speed-test/${testId}/upload`,
          headers: {
            ...headers(guest.client),
            origin: TEST_ORIGIN,
            'content-type': 'application/octet-stream',
          },
          payload: Buffer.alloc(bytes, 7),
        },
  );
  return res.statusCode;
}

/**
 * The idle-gap pattern on each test: a small request each way, a pause longer than SPEED_MIN_WINDOW_MS,
 * another small request each way (all tests pause together). Returns once the server has settled what it
 * accepted.
 */
async function idleGap(tests: { testId: string; first: number; second: number }[]) {
  const accepted = new Map(tests.map(({ testId }) => [testId, { download: 0, upload: 0 }]));
  const round = (size: (test: (typeof tests)[number]) => number) =>
    Promise.all(
      tests.flatMap((test) =>
        (['download', 'upload'] as const).map(async (kind) => {
          if ((await attempt(test.testId, kind, size(test))) === 200)
            accepted.get(test.testId)![kind] += size(test);
        }),
      ),
    );
  await round((test) => test.first);
  await sleep(SPEED_MIN_WINDOW_MS + 100);
  await round((test) => test.second);
  for (const { testId } of tests) {
    await expect
      .poll(async () => {
        const row = await rowOf(testId);
        return { download: row.serverDownloadBytes, upload: row.serverUploadBytes };
      })
      .toEqual(accepted.get(testId));
  }
}

/** An upload whose body leaves steadily: `chunks` of `size` bytes, one every `everyMs` (a slow sender). */
async function steadyUpload(testId: string, chunks: number, size: number, everyMs: number) {
  let sent = 0;
  const body = new Readable({
    read() {
      if (sent === chunks) return void this.push(null);
      setTimeout(() => this.push(Buffer.alloc(size, 7)), sent++ === 0 ? 0 : everyMs);
    },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/speed-test/${testId}/upload`,
    headers: {
      ...headers(guest.client),
      origin: TEST_ORIGIN,
      'content-type': 'application/octet-stream',
      'content-length': String(chunks * size),
    },
    payload: body,
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

/** Like the browser: SPEED_TEST_STREAMS requests side by side each way, `each` bytes apiece. */
async function streams(testId: string, each: number) {
  const side = Array.from({ length: SPEED_TEST_STREAMS });
  await Promise.all(side.map(() => download(testId, each)));
  await Promise.all(side.map(() => upload(testId, each)));
}

/** Waits until the server has settled the requests it took: their bytes and their spans each way. */
async function settled(testId: string, expected: { download: number; upload: number; requests: number }) {
  await expect
    .poll(async () => {
      const row = await rowOf(testId);
      return {
        download: row.serverDownloadBytes,
        upload: row.serverUploadBytes,
        requests: Math.min(row.serverDownloadSpans.length, row.serverUploadSpans.length),
      };
    })
    .toEqual(expected);
}

/**
 * A real test at the desk, as the browser runs it: six pings, then 16 MB down and 16 MB up, each in parallel
 * streams (over loopback they take well under SPEED_MIN_WINDOW_MS: enough bytes to be measured anyway);
 * returns once the server has settled every request.
 */
async function realTransfers(testId: string) {
  await pings(testId, 6);
  await streams(testId, 4096 * KB);
  await settled(testId, { download: 16_384 * KB, upload: 16_384 * KB, requests: SPEED_TEST_STREAMS });
}

/** What the server's own observation makes of a direction, in kbps: its bytes over its busy time. */
function serverKbps(bytes: number, spans: BusySpan[]): number {
  return Math.min(
    SPEED_MBPS_MAX * 1000,
    Math.round((bytes * 8) / Math.max(busyMs(spans), SPEED_MIN_WINDOW_MS)),
  );
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

/** Checks the stored figures are the server's own (from the row's bytes, request spans and pings). */
async function expectServerFigures(testId: string) {
  const row = await rowOf(testId);
  expect(row.downloadKbps).toBe(serverKbps(row.serverDownloadBytes, row.serverDownloadSpans));
  expect(row.uploadKbps).toBe(serverKbps(row.serverUploadBytes, row.serverUploadSpans));
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
    // 16 MB, counted as over a second at least: well under half of what was claimed.
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
    const down = serverKbps(seen.serverDownloadBytes, seen.serverDownloadSpans);
    const up = serverKbps(seen.serverUploadBytes, seen.serverUploadSpans);
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

describe('the time a direction is measured over', () => {
  it('is its requests’ busy time: requests side by side count once', async () => {
    const { bookingId } = await stay();
    const testId = await start(bookingId);
    await pings(testId, 6);
    await Promise.all(Array.from({ length: SPEED_TEST_STREAMS }, () => download(testId, 4096 * KB)));
    // Two uploads side by side, each sent steadily over 1.5 s: over SPEED_MIN_WINDOW_MS of real transfer.
    await Promise.all([0, 1].map(() => steadyUpload(testId, 16, 32 * KB, 100)));
    await settled(testId, { download: 16_384 * KB, upload: 2 * 16 * 32 * KB, requests: 2 });
    const spans = (await rowOf(testId)).serverUploadSpans;
    const each = spans.map(([from, to]) => to - from);
    expect(each.every((ms) => ms >= SPEED_MIN_WINDOW_MS)).toBe(true);
    // They overlap: the busy time is less than their sum, and no less than the longer one.
    expect(busyMs(spans)).toBeLessThan(each[0]! + each[1]!);
    expect(busyMs(spans)).toBeGreaterThanOrEqual(Math.max(...each));
    const res = await finish(testId);
    expect(res.data).toMatchObject({ status: 'complete', flagged: false });
    const row = await expectServerFigures(testId);
    expect(row.uploadKbps).toBe(Math.round((2 * 16 * 32 * KB * 8) / busyMs(spans)));
  });

  it('leaves out idle time between requests: tiny requests with a pause make no slow test', async () => {
    const { propertyId, bookingId } = await stay();
    const honest = await start(bookingId);
    await realTransfers(honest);
    expect((await finish(honest)).data).toMatchObject({ status: 'complete', flagged: false });
    const verified = (await propertyOf(propertyId)).verifiedDownloadKbps;

    // 1 byte, then 40 000 bytes after the pause; and the same with requests of 64 KB.
    const tiny = await start(bookingId);
    const small = await start(bookingId);
    await idleGap([
      { testId: tiny, first: 1, second: 40_000 },
      { testId: small, first: 64 * KB, second: 64 * KB },
    ]);
    for (const testId of [tiny, small]) {
      const res = await finish(testId);
      expect(res.status, JSON.stringify(res.error)).toBe(200);
      expect(res.data).toMatchObject({ status: 'incomplete', downloadMbps: null, uploadMbps: null });
    }
    expect((await statsOf(propertyId)).count).toBe(1);
    expect(await propertyOf(propertyId)).toMatchObject({ verifiedDownloadKbps: verified, verifiedTests: 1 });
  });
});

describe('incomplete tests', () => {
  it('records a test with too few bytes or too short a busy time as incomplete, never with figures', async () => {
    const { propertyId, bookingId } = await stay();
    // 16 KB each way: under the least a request moves, refused, so nothing to measure.
    const thin = await start(bookingId);
    await pings(thin, 6);
    expect(await attempt(thin, 'download', 16 * KB)).toBe(400);
    expect(await attempt(thin, 'upload', 16 * KB)).toBe(400);
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

  it('a busy time far longer than a test runs is no measurement of the line', async () => {
    const { bookingId } = await stay();
    const testId = await start(bookingId);
    await realTransfers(testId);
    // The server saw its requests busy for more than SPEED_MAX_WINDOW_MS in all.
    const [first] = (await rowOf(testId)).serverDownloadSpans;
    await t.database.db
      .update(speedTests)
      .set({ serverDownloadSpans: [[first![0], first![0] + SPEED_MAX_WINDOW_MS + 1000]] })
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

  it('is not raised by tests made of tiny requests with idle time between them', async () => {
    const { bookingId, outageId } = await guaranteedStay();
    const first = await start(bookingId);
    const second = await start(bookingId);
    await idleGap([
      { testId: first, first: 1, second: 40_000 },
      { testId: second, first: 64 * KB, second: 64 * KB },
    ]);
    for (const testId of [first, second]) {
      expect((await finish(testId)).status).toBe(200);
      expect((await rowOf(testId)).status).toBe('incomplete');
    }
    // Three quarters of an hour apart, inside the outage.
    await startedAgo(first, 100);
    await startedAgo(second, 55);
    expect(await settleWorkdayClaims(t.database.db, outageId)).toEqual([]);
    expect(await claimsOf(bookingId)).toEqual([]);
  });

  it('is not raised by incomplete or abandoned tests', async () => {
    const { bookingId, outageId } = await guaranteedStay();
    // Two thin tests recorded as incomplete, two abandoned (one with nothing moved), half an hour apart.
    for (const minutes of [150, 110]) {
      const testId = await start(bookingId);
      await download(testId, 64 * KB);
      await upload(testId, 64 * KB);
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
