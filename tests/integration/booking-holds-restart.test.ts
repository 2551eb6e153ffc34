import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/sessions';
import { openDatabase, type Database, type Db } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { bookings } from '../../src/server/db/schema';
import type { BookingView } from '../../src/shared/booking';
import { addDays, platformToday } from '../../src/shared/dates';
import { Browser, startServer, type ServerProcess } from '../ops/support';
import { createTestDatabase } from '../support/db';
import { createProperty, createUser } from '../support/factories';

/*
 * The app as a real process (tsx src/server/main.ts, jobs on) on a database this file owns: a PGlite data dir,
 * or a new database on the Postgres server of TEST_DATABASE_URL. The process is killed (SIGKILL) while two
 * bookings wait for their payment, then started again.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'kazistay-holds-restart-'));
const day = (n: number) => addDays(platformToday(), n);

let postgresDatabase: Database | undefined;
const servers: ServerProcess[] = [];

afterAll(async () => {
  for (const s of servers) if (!s.exit) s.child.kill('SIGKILL');
  await postgresDatabase?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The environment of the app process: its database and a payment wait of `paymentDelayMs`. */
function appEnv(paymentDelayMs: number): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    ...(postgresDatabase ? { DATABASE_URL: postgresDatabase.url! } : {}),
    SEED_DEMO_DATA: 'never',
    JOBS: 'on',
    PAYMENT_DELAY_MS: String(paymentDelayMs),
    PAYMENT_HOLD_MINUTES: '30',
  };
}

/** Runs `fn` on the database while no app process has it open (PGlite's data dir has one user at a time). */
async function withDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  if (postgresDatabase) return fn(postgresDatabase.db);
  const database = await openDatabase({ dataDir });
  try {
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

async function call<T>(browser: Browser, kind: 'query' | 'mutation', path: string, input: unknown) {
  const res = await browser.call(kind, path, input);
  const body = (await res.json()) as { result?: { data: T }; error?: { message: string } };
  return { status: res.status, data: body.result?.data, error: body.error };
}

function signedIn(server: ServerProcess, token: string): Browser {
  const browser = new Browser(server.url);
  browser.cookie = `${SESSION_COOKIE}=${token}`;
  return browser;
}

async function kill(server: ServerProcess): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;
}

describe(`a process killed while bookings wait for their payment (${serverUrl ? 'Postgres' : 'PGlite'})`, () => {
  it('confirms the booking whose hold still runs and frees the dates of the one whose hold ran out, once started again', async () => {
    if (serverUrl) {
      postgresDatabase = await createTestDatabase();
    } else {
      const database = await openDatabase({ dataDir });
      await migrate(database);
      await database.close();
    }
    const { token, stayA, stayB } = await withDb(async (db) => {
      const host = await createUser(db, { role: 'host' });
      const guest = await createUser(db);
      return {
        token: (await createSession(db, guest)).token,
        stayA: await createProperty(db, host, { title: 'Stay A', nightlyRateCents: 9000 }),
        stayB: await createProperty(db, host, { title: 'Stay B', nightlyRateCents: 9000 }),
      };
    });
    const request = (propertyId: string, from: number, to: number, idempotencyKey: string) => ({
      propertyId,
      checkIn: day(from),
      checkOut: day(to),
      guests: 1,
      idempotencyKey,
    });

    // A minute's payment wait: the process is killed in it, with both bookings stored and pending.
    const first = await startServer(appEnv(60_000));
    servers.push(first);
    const before = signedIn(first, token);
    const inFlight = [
      call(before, 'mutation', 'bookings.create', request(stayA, 10, 12, 'restart-a')),
      call(before, 'mutation', 'bookings.create', request(stayB, 10, 12, 'restart-b')),
    ].map((p) => p.catch(() => null));
    await vi.waitFor(
      async () => {
        const mine = await call<BookingView[]>(before, 'query', 'bookings.mine', undefined);
        expect(mine.data?.map((b) => b.status)).toEqual(['pending', 'pending']);
      },
      { timeout: 30_000, interval: 100 },
    );
    await kill(first);
    expect(await Promise.all(inFlight)).toEqual([null, null]);

    // While it was down, B's hold ran out (the outage outlasted it); A's still runs.
    await withDb((db) =>
      db.execute(sql`
        update ${bookings} set hold_expires_at = now() - interval '1 minute'
        where property_id = ${stayB}`),
    );

    const second = await startServer(appEnv(1000));
    servers.push(second);
    const after = signedIn(second, token);
    await vi.waitFor(
      async () => {
        const mine = await call<BookingView[]>(after, 'query', 'bookings.mine', undefined);
        const byStay = Object.fromEntries(
          mine.data!.map((b) => [b.property!.id, [b.status, b.paymentStatus]]),
        );
        expect(byStay).toEqual({
          [stayA]: ['confirmed', 'completed'],
          [stayB]: ['cancelled', 'pending'],
        });
      },
      { timeout: 60_000, interval: 250 },
    );

    // B's nights are free everywhere, A's are taken.
    const visitor = new Browser(second.url);
    const unavailable = async (propertyId: string) =>
      (await call<unknown[]>(visitor, 'query', 'bookings.unavailable', { propertyId })).data;
    expect(await unavailable(stayB)).toEqual([]);
    expect(await unavailable(stayA)).toEqual([{ checkIn: day(10), checkOut: day(12) }]);
    const search = await call<{ items: { id: string }[] }>(visitor, 'query', 'properties.search', {
      checkIn: day(10),
      checkOut: day(12),
    });
    expect(search.data!.items.map((p) => p.id)).toEqual([stayB]);
    const again = await call<BookingView>(
      after,
      'mutation',
      'bookings.create',
      request(stayB, 10, 12, 'restart-again-b'),
    );
    expect([again.status, again.data?.status]).toEqual([200, 'confirmed']);

    await second.stop();
    expect(second.errors).toEqual([]);
  }, 240_000);
});
