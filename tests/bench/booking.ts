/**
 * npm run bench:booking — 200 simultaneous booking requests for one property over HTTP against the real
 * Postgres (TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres; a throw-away database).
 * The requests ask for 20 back-to-back 3-night windows, 10 requests each, so exactly 20 can succeed.
 * Prints successes, conflicts, other errors and latency percentiles (the 1.5 s simulated payment included).
 */
import postgres from 'postgres';
import { createSession } from '../../src/server/auth/sessions';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openPostgres } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { MemoryMailer } from '../../src/server/mail/mailer';
import { addDays, platformToday } from '../../src/shared/dates';
import { createProperty, createUser } from '../support/factories';

const REQUESTS = 200;
const WINDOWS = 20;

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `kazistay_bench_booking_${process.pid}`;
const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${name}`);
try {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), { max: Number(process.env.BENCH_POOL ?? 10) });
  await migrate(database);
  const db = database.db;
  const host = await createUser(db, { role: 'host' });
  const propertyId = await createProperty(db, host, { nightlyRateCents: 9000 });
  const cookies = await Promise.all(
    Array.from({ length: REQUESTS }, async () => {
      const { token } = await createSession(db, await createUser(db));
      return `kazistay_session=${token}`;
    }),
  );

  const config = {
    ...loadConfig({
      NODE_ENV: 'production',
      // Mail goes to a MemoryMailer; the config still has to name where it would go.
      MAIL: 'log',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://127.0.0.1',
      JOBS: 'off',
    }),
    // The port is chosen at listen time, so the Host the bench sends cannot be configured in advance.
    allowedHosts: null,
  };
  const app = await buildApp({ database, config, mailer: new MemoryMailer(), logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const start = addDays(platformToday(), 30);

  const results = await Promise.all(
    cookies.map(async (cookie, i) => {
      const k = i % WINDOWS;
      const body = {
        propertyId,
        checkIn: addDays(start, 3 * k),
        checkOut: addDays(start, 3 * k + 3),
        guests: 1,
        idempotencyKey: `bench-${i}-${Date.now()}`,
      };
      const t0 = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}/trpc/bookings.create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1', cookie },
        body: JSON.stringify(body),
      });
      await res.text();
      return { status: res.status, ms: performance.now() - t0 };
    }),
  );

  const ok = results.filter((r) => r.status === 200).length;
  const conflicts = results.filter((r) => r.status === 409).length;
  const errors = results.length - ok - conflicts;
  const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
  const pct = (p: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);
  const [active] = await database.sql!<
    { n: number }[]
  >`select count(*)::int as n from bookings where status in ('pending', 'confirmed')`;
  console.log(
    `\n${REQUESTS} simultaneous requests for ${WINDOWS} back-to-back windows (non-overlapping maximum: ${WINDOWS})`,
  );
  console.table({
    result: {
      succeeded: ok,
      conflict: conflicts,
      errors,
      activeBookingsInDb: active?.n,
      p50ms: pct(50),
      p90ms: pct(90),
      p99ms: pct(99),
      maxMs: Math.round(sorted.at(-1)!),
    },
  });
  console.log(
    ok === WINDOWS && errors === 0
      ? 'OK: exactly the non-overlapping maximum succeeded, no errors'
      : 'FAILED: see the figures above',
  );
  await app.close();
  await database.close();
} finally {
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
}
process.exit(0);
