import { request } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, speedTests } from '../../src/server/db/schema';
import { refreshVerifiedSpeed } from '../../src/server/domains/stays/speed-tests';
import { addDays, platformToday } from '../../src/shared/dates';
import type { PropertyCardView } from '../../src/shared/property-view';
import {
  SPEED_REQUEST_MIN_BYTES,
  SPEED_TEST_MAX_REQUESTS,
  SPEED_TEST_STREAMS,
  SPEED_TESTS_PER_HOUR,
  SPEED_TEXTS,
  TEST_DOWNLOAD_MAX_BYTES,
  TEST_UPLOAD_MAX_BYTES,
  type PingAnswer,
  type SpeedStats,
  type SpeedTestResult,
  type SpeedTestStarted,
} from '../../src/shared/speed-tests';
import { STAY_TEXTS } from '../../src/shared/stays';
import { createTestApp, TEST_ORIGIN, TestClient, type TestApp } from '../support/app';
import { createBooking, createProperty } from '../support/factories';
import { person, type Person } from '../support/host';

let t: TestApp;
let admin: Person;
let host: Person;
let guest: Person;
let other: Person;
let anon: TestClient;
const today = platformToday();
const KB = 1024;

beforeAll(async () => {
  t = await createTestApp();
  [admin, host, guest, other] = await Promise.all([
    person(t, 'admin', 'Asha Admin'),
    person(t, 'host', 'Hamisi Host'),
    person(t, 'guest', 'Gita Guest'),
    person(t, 'guest', 'Oscar Other'),
  ]);
  anon = new TestClient(t.app);
});
afterAll(() => t.close());

let listings = 0;
/** A booking of the guest's on a new listing of the host; by default going on now (yesterday to in 2 days). */
async function stay(
  fields: {
    from?: number;
    nights?: number;
    status?: 'pending' | 'confirmed' | 'cancelled';
    title?: string;
  } = {},
) {
  const propertyId = await createProperty(t.database.db, host.id, {
    title: fields.title ?? `Speedy ${++listings}`,
    internetSpeed: 100,
  });
  const checkIn = addDays(today, fields.from ?? -1);
  const bookingId = await createBooking(t.database.db, {
    userId: guest.id,
    propertyId,
    checkIn,
    checkOut: addDays(checkIn, fields.nights ?? 3),
    status: fields.status ?? 'confirmed',
  });
  return { propertyId, bookingId };
}

const start = (who: TestClient, bookingId: string) =>
  who.mutate<SpeedTestStarted>('stays.speed.start', { bookingId });

/** What a test moves each way, in SPEED_TEST_STREAMS requests side by side (as the browser does). */
const DOWN = 16 * 1024 * KB;
const UP = 16 * 1024 * KB;

/** One of the byte endpoints, as `who`'s browser calls it (a ping naming the answer before it, if any). */
function hit(
  who: TestClient,
  testId: string,
  kind: 'ping' | 'download' | 'upload',
  size = (kind === 'upload' ? UP : DOWN) / SPEED_TEST_STREAMS,
  after?: string,
) {
  const headers: Record<string, string> = who.cookie ? { cookie: who.cookie } : {};
  const url = `/api/speed-test/${testId}/${kind}`;
  if (kind === 'ping') {
    return t.app.inject({ method: 'GET', url: after ? `${url}?after=${after}` : url, headers });
  }
  if (kind === 'download') {
    return t.app.inject({ method: 'GET', url: `${url}?bytes=${size}`, headers });
  }
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, origin: TEST_ORIGIN, 'content-type': 'application/octet-stream' },
    payload: Buffer.alloc(size, 7),
  });
}

/** Pings `count` times one after another; returns the last answer's token. */
async function pings(who: TestClient, testId: string, count: number): Promise<string | undefined> {
  let after: string | undefined;
  for (let i = 0; i < count; i++) {
    const res = await hit(who, testId, 'ping', 0, after);
    expect(res.statusCode, res.body).toBe(200);
    after = res.json<PingAnswer>().token;
  }
  return after;
}

/** Four pings, then moves DOWN and UP, each in SPEED_TEST_STREAMS requests side by side. */
async function run(who: TestClient, testId: string) {
  await pings(who, testId, 4);
  for (const kind of ['download', 'upload'] as const) {
    const all = await Promise.all(Array.from({ length: SPEED_TEST_STREAMS }, () => hit(who, testId, kind)));
    for (const res of all) {
      expect(res.statusCode, res.body).toBe(200);
      if (kind === 'download') expect(res.rawPayload.length).toBe(DOWN / SPEED_TEST_STREAMS);
    }
  }
}

const messageOf = (res: { json: <T>() => T }) => res.json<{ error: { message: string } }>().error.message;

const finish = (who: TestClient, testId: string, fields: Record<string, unknown> = {}) =>
  who.mutate<SpeedTestResult>('stays.speed.finish', { testId, ...fields });

const rowOf = async (testId: string) =>
  (await t.database.db.select().from(speedTests).where(eq(speedTests.id, testId)))[0]!;
const propertyOf = async (id: string) =>
  (await t.database.db.select().from(properties).where(eq(properties.id, id)))[0]!;

describe('speed tests', () => {
  it('the stay’s guest starts, runs and finishes a test; the listing’s verified speed follows', async () => {
    const { propertyId, bookingId } = await stay();
    const started = await start(guest.client, bookingId);
    expect(started.status, JSON.stringify(started.error)).toBe(200);
    expect(started.data?.remaining).toBe(SPEED_TESTS_PER_HOUR - 1);
    const testId = started.data!.testId;
    await run(guest.client, testId);
    // The server's side: the bytes, and each request's time once it is over (a download's just after it).
    await expect
      .poll(async () => {
        const seen = await rowOf(testId);
        return [
          seen.serverDownloadBytes,
          seen.serverUploadBytes,
          seen.serverDownloadSpans.length,
          seen.serverUploadSpans.length,
        ];
      })
      .toEqual([DOWN, UP, SPEED_TEST_STREAMS, SPEED_TEST_STREAMS]);
    expect(await rowOf(testId)).toMatchObject({
      downloadRequests: SPEED_TEST_STREAMS,
      uploadRequests: SPEED_TEST_STREAMS,
    });

    const done = await finish(guest.client, testId);
    expect(done.status, JSON.stringify(done.error)).toBe(200);
    // The server's own figures (speed-measured.test.ts checks how they are made).
    const row = await rowOf(testId);
    expect(row).toMatchObject({ status: 'complete', flagged: false });
    expect(row.pingSamples).toHaveLength(3);
    expect(done.data).toMatchObject({
      status: 'complete',
      downloadMbps: row.downloadKbps! / 1000,
      uploadMbps: row.uploadKbps! / 1000,
      latencyMs: row.latencyMs,
    });
    expect(row.latencyMs).toBeGreaterThanOrEqual(1);
    expect(await propertyOf(propertyId)).toMatchObject({
      verifiedDownloadKbps: row.downloadKbps,
      verifiedTests: 1,
    });
    const mine = await guest.client.query<SpeedTestResult[]>('stays.speed.mine', { bookingId });
    expect(mine.data?.map((r) => r.id)).toEqual([testId]);

    // Once: a finished test takes neither figures nor bytes.
    const again = await finish(guest.client, testId);
    expect([again.status, again.error?.message]).toEqual([409, SPEED_TEXTS.over]);
    expect((await hit(guest.client, testId, 'download')).statusCode).toBe(409);
  });

  it('nobody else starts a test on the stay, runs or finishes one of the guest’s, or reads the guest’s', async () => {
    const { bookingId } = await stay();
    for (const who of [other, host, admin]) {
      const res = await start(who.client, bookingId);
      expect([res.status, res.error?.message]).toEqual([404, STAY_TEXTS.notFound]);
      expect((await who.client.query('stays.speed.mine', { bookingId })).status).toBe(404);
    }
    expect((await start(anon, bookingId)).status).toBe(401);
    expect((await anon.query('stays.speed.mine', { bookingId })).status).toBe(401);

    const testId = (await start(guest.client, bookingId)).data!.testId;
    for (const who of [other.client, host.client, admin.client]) {
      for (const kind of ['ping', 'download', 'upload'] as const) {
        expect((await hit(who, testId, kind)).statusCode, `${kind}`).toBe(404);
      }
      expect((await finish(who, testId)).status).toBe(404);
    }
    for (const kind of ['ping', 'download', 'upload'] as const) {
      expect((await hit(anon, testId, kind)).statusCode).toBe(401);
    }
    expect((await finish(anon, testId)).status).toBe(401);
    // Nothing moved for them.
    expect(await rowOf(testId)).toMatchObject({
      serverDownloadBytes: 0,
      serverUploadBytes: 0,
      recordedAt: null,
    });
    expect((await hit(guest.client, 'not-a-test', 'ping')).statusCode).toBe(404);
  });

  it('only during the stay, on a confirmed booking', async () => {
    const cases = [
      await stay({ from: 3 }),
      await stay({ from: -6, nights: 3 }),
      await stay({ status: 'pending' }),
      await stay({ status: 'cancelled' }),
    ];
    for (const { bookingId } of cases) {
      const res = await start(guest.client, bookingId);
      expect([res.status, res.error?.message]).toEqual([403, STAY_TEXTS.notInStay]);
    }
    // Checked out at noon today: over.
    const endedToday = await stay({ from: -3, nights: 3 });
    const noonPassed = Date.now() >= Date.parse(`${today}T12:00:00+03:00`);
    expect((await start(guest.client, endedToday.bookingId)).status).toBe(noonPassed ? 403 : 200);
  });

  it(`allows ${SPEED_TESTS_PER_HOUR} tests a booking an hour`, async () => {
    const { bookingId } = await stay();
    for (let i = 0; i < SPEED_TESTS_PER_HOUR; i++)
      expect((await start(guest.client, bookingId)).status).toBe(200);
    const fourth = await start(guest.client, bookingId);
    expect([fourth.status, fourth.error?.message]).toEqual([429, SPEED_TEXTS.tooMany]);
    const retryAfter = (fourth.error?.data as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
    expect(retryAfter).toBeGreaterThan(3500);
    // Another stay counts apart.
    expect((await start(guest.client, (await stay()).bookingId)).status).toBe(200);
  });

  it('refuses the browser’s figures out of range, and the test stays open', async () => {
    const { bookingId } = await stay();
    const testId = (await start(guest.client, bookingId)).data!.testId;
    await run(guest.client, testId);
    const refused = async (fields: Record<string, unknown>, message: string) => {
      const res = await finish(guest.client, testId, fields);
      expect([res.status, res.error?.message]).toEqual([400, message]);
    };
    await refused({ latencyMs: 0 }, SPEED_TEXTS.latencyRange);
    await refused({ latencyMs: 9000 }, SPEED_TEXTS.latencyRange);
    await refused({ downloadMbps: 5000 }, SPEED_TEXTS.downloadRange);
    await refused({ uploadMbps: 0 }, SPEED_TEXTS.uploadRange);
    expect(await rowOf(testId)).toMatchObject({ status: 'running', recordedAt: null });
    expect((await finish(guest.client, testId)).status).toBe(200);
  });

  it('times the round trips of pings sent in turn, and only those', async () => {
    const { bookingId } = await stay();
    const testId = (await start(guest.client, bookingId)).data!.testId;
    const last = await pings(guest.client, testId, 3);
    expect((await rowOf(testId)).pingSamples).toHaveLength(2);
    // A ping naming no answer, or one that is not the latest, starts the chain again: no round trip.
    await pings(guest.client, testId, 1);
    const stale = await hit(guest.client, testId, 'ping', 0, last);
    expect(stale.statusCode).toBe(200);
    expect((await rowOf(testId)).pingSamples).toHaveLength(2);
    // Two pings naming the same answer: one is in turn, the other refused.
    const latest = stale.json<PingAnswer>().token;
    const both = await Promise.all([0, 1].map(() => hit(guest.client, testId, 'ping', 0, latest)));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await rowOf(testId)).pingSamples).toHaveLength(3);
  });

  it('closes a test after its time and bounds the bytes', async () => {
    const { bookingId } = await stay();
    const testId = (await start(guest.client, bookingId)).data!.testId;
    expect((await hit(guest.client, testId, 'download', 26 * 1024 * KB)).statusCode).toBe(400);
    const tooBig = await hit(guest.client, testId, 'upload', 9 * 1024 * KB);
    expect([tooBig.statusCode, tooBig.json<{ error: { message: string } }>().error.message]).toEqual([
      413,
      SPEED_TEXTS.tooLarge,
    ]);
    // Past the app's 1 MB limit for JSON bodies: an upload has its own.
    expect((await hit(guest.client, testId, 'upload', 2 * 1024 * KB)).statusCode).toBe(200);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/speed-test/${testId}/download?bytes=${64 * KB}`,
      headers: { cookie: guest.client.cookie!, 'accept-encoding': 'br, gzip' },
    });
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(download.headers['content-encoding']).toBeUndefined();
    expect(download.headers['cache-control']).toContain('no-store');

    await run(guest.client, testId);
    await t.database.db
      .update(speedTests)
      .set({ startedAt: new Date(Date.now() - 3 * 60_000) })
      .where(eq(speedTests.id, testId));
    expect((await hit(guest.client, testId, 'ping')).statusCode).toBe(409);
    const late = await finish(guest.client, testId);
    expect([late.status, late.error?.message]).toEqual([409, SPEED_TEXTS.over]);
  });

  it('shows the verified figures by the listing’s time of day, on cards and in search', async () => {
    const { propertyId, bookingId } = await stay({ title: 'Fibrehaus Verified' });
    await stay({ title: 'Fibrehaus Unmeasured' });
    // Ten tests: 10 ... 100 Mbps down; mornings, but the slowest two at night.
    await t.database.db.insert(speedTests).values(
      Array.from({ length: 10 }, (_, i) => ({
        bookingId,
        propertyId,
        userId: guest.id,
        startedAt: new Date(`2026-03-0${i < 9 ? i + 1 : 9}T06:00:00Z`),
        status: 'complete' as const,
        downloadKbps: (i + 1) * 10_000,
        uploadKbps: (i + 1) * 1_000,
        latencyMs: (i + 1) * 20,
        localMinutes: i < 2 ? 2 * 60 : 9 * 60,
        recordedAt: new Date(`2026-03-0${i < 9 ? i + 1 : 9}T06:00:00Z`),
      })),
    );
    await refreshVerifiedSpeed(t.database.db, propertyId);
    expect(await propertyOf(propertyId)).toMatchObject({ verifiedDownloadKbps: 55_000, verifiedTests: 10 });

    const stats = (await anon.query<SpeedStats>('stays.speed.forProperty', { propertyId })).data!;
    expect(stats).toMatchObject({
      count: 10,
      latestDate: '2026-03-09',
      downloadMbps: 55,
      uploadMbps: 5.5,
      latencyMs: 110,
      worstDownloadMbps: 10,
      worstUploadMbps: 1,
      worstLatencyMs: 180,
    });
    expect(stats.byTimeOfDay.night).toMatchObject({ count: 2, downloadMbps: 15, worstDownloadMbps: 10 });
    expect(stats.byTimeOfDay.morning).toMatchObject({ count: 8, downloadMbps: 65, worstDownloadMbps: 30 });
    expect(stats.byTimeOfDay.evening.count).toBe(0);
    const none = await anon.query<SpeedStats>('stays.speed.forProperty', {
      propertyId: (await stay()).propertyId,
    });
    expect(none.data).toMatchObject({ count: 0, downloadMbps: null, latestDate: null });

    const search = async (fields: Record<string, unknown>) =>
      (
        await anon.query<{ items: PropertyCardView[] }>('properties.search', {
          search: 'Fibrehaus',
          ...fields,
        })
      ).data!.items.map((p) => [p.title, p.verifiedDownloadMbps]);
    expect(await search({})).toEqual(
      expect.arrayContaining([
        ['Fibrehaus Verified', 55],
        ['Fibrehaus Unmeasured', null],
      ]),
    );
    expect(await search({ verifiedInternet: true })).toEqual([['Fibrehaus Verified', 55]]);
    expect(await search({ verifiedInternet: true, internet: 50 })).toEqual([['Fibrehaus Verified', 55]]);
    // The host says 100 Mbps; guests measured 55: not enough for a verified 60.
    expect(await search({ verifiedInternet: true, internet: 60 })).toEqual([]);
    expect((await search({ internet: 60 })).length).toBe(2);
  });

  it('counts what really moved when the browser cuts a stream off', async () => {
    const { bookingId } = await stay();
    const testId = (await start(guest.client, bookingId)).data!.testId;
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const cookie = guest.client.cookie!;
    // A download of 25 MB read for its first bytes only.
    await new Promise<void>((resolve) => {
      const req = request(`${address}/api/speed-test/${testId}/download`, {
        agent: false,
        headers: { cookie },
      });
      req.on('response', (res) => res.once('data', () => req.destroy()));
      req.on('close', () => resolve());
      req.end();
    });
    // An upload announced as 8 MB of which 1 MB is sent.
    await new Promise<void>((resolve) => {
      const req = request(`${address}/api/speed-test/${testId}/upload`, {
        method: 'POST',
        agent: false,
        headers: {
          cookie,
          origin: TEST_ORIGIN,
          'content-type': 'application/octet-stream',
          'content-length': String(8 * 1024 * KB),
        },
      });
      req.on('error', () => resolve());
      req.write(Buffer.alloc(1024 * KB, 1), () => setTimeout(() => req.destroy(), 100));
    });
    await expect
      .poll(async () => {
        const row = await rowOf(testId);
        return [row.serverDownloadSpans.length, row.serverUploadSpans.length, row.serverUploadBytes];
      })
      .toEqual([1, 1, 1024 * KB]);
    const row = await rowOf(testId);
    expect(row.serverDownloadBytes).toBeGreaterThan(0);
    expect(row.serverDownloadBytes).toBeLessThan(25 * 1024 * KB);
  });

  it('bounds the requests a test makes each way, and how little one may move', async () => {
    const { bookingId } = await stay();
    const testId = (await start(guest.client, bookingId)).data!.testId;
    const set = (fields: Partial<typeof speedTests.$inferInsert>) =>
      t.database.db.update(speedTests).set(fields).where(eq(speedTests.id, testId));
    // Under the least size: refused, nothing reserved or counted.
    const tiny = await hit(guest.client, testId, 'download', 1);
    expect([tiny.statusCode, messageOf(tiny)]).toEqual([400, SPEED_TEXTS.downloadSize]);
    const tinyUp = await hit(guest.client, testId, 'upload', SPEED_REQUEST_MIN_BYTES - 1);
    expect([tinyUp.statusCode, messageOf(tinyUp)]).toEqual([400, SPEED_TEXTS.tooSmall]);
    expect(await rowOf(testId)).toMatchObject({
      reservedDownloadBytes: 0,
      reservedUploadBytes: 0,
      downloadRequests: 0,
      uploadRequests: 0,
    });
    // Less is fine when that is all the test has left.
    await set({
      reservedDownloadBytes: TEST_DOWNLOAD_MAX_BYTES - 1000,
      reservedUploadBytes: TEST_UPLOAD_MAX_BYTES - 1000,
    });
    const last = await hit(guest.client, testId, 'download', 1000);
    expect([last.statusCode, last.rawPayload.length]).toEqual([200, 1000]);
    expect((await hit(guest.client, testId, 'upload', 1000)).statusCode).toBe(200);
    expect(await rowOf(testId)).toMatchObject({ downloadRequests: 1, uploadRequests: 1 });

    // One request short of the bound each way: one more goes through, the next is refused.
    await set({
      reservedDownloadBytes: 0,
      reservedUploadBytes: 0,
      downloadRequests: SPEED_TEST_MAX_REQUESTS - 1,
      uploadRequests: SPEED_TEST_MAX_REQUESTS - 1,
    });
    for (const kind of ['download', 'upload'] as const) {
      expect((await hit(guest.client, testId, kind, SPEED_REQUEST_MIN_BYTES)).statusCode).toBe(200);
      const over = await hit(guest.client, testId, kind, SPEED_REQUEST_MIN_BYTES);
      expect([over.statusCode, messageOf(over)]).toEqual([409, SPEED_TEXTS.requestsUsed]);
    }
    expect(await rowOf(testId)).toMatchObject({
      downloadRequests: SPEED_TEST_MAX_REQUESTS,
      uploadRequests: SPEED_TEST_MAX_REQUESTS,
      reservedDownloadBytes: SPEED_REQUEST_MIN_BYTES,
      reservedUploadBytes: SPEED_REQUEST_MIN_BYTES,
    });
  });
});
