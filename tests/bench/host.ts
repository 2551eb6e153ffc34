/**
 * npm run bench:host — the host area at scale (issue 13): one host with 500 listings and 50,000 bookings on the
 * real Postgres (TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres; a throw-away database, dropped
 * at the end). The host signs up, confirms and signs in through the app like a browser; the rest is seeded with
 * set-based SQL (host-seed.ts). Each host query is checked once for real content, then driven over HTTP by
 * autocannon (20 connections, BENCH_WARMUP_SECONDS of warm-up, then BENCH_SECONDS measured). Prints requests,
 * req/s, latency percentiles, non-2xx and PASS/FAIL against a 100 ms p99, and (unless BENCH_EXPLAIN=0) the time
 * in the database of one call alone; then every SQL statement of that call with its time and plan (auto_explain
 * on a second app instance, run before the timing on a pool of its own).
 *
 * BENCH_STUB=1 measures host.properties.list in place of every host query (to try the harness before they exist).
 * BENCH_LISTINGS, BENCH_BOOKINGS, BENCH_POOL (the app's connections, default 10) change the scale;
 * BENCH_ONLY=<part of a name> runs some of the queries; BENCH_WORKERS=0 generates the load on the app's own
 * thread (as the other benches do); BENCH_KEEP_DB=1 keeps the database for EXPLAIN by hand;
 * BENCH_EXPLAIN_TIMING=1 times every plan node; BENCH_EXPLAIN_LINES (default 14) lines of each plan;
 * BENCH_EXTRA_SQL='create index …; …' runs after seeding (to try an index before writing its migration);
 * BENCH_CHURN_MS=1000 changes one of the host's bookings every second during the timed runs (kept figures go stale).
 * Exits 1 when a query misses the target.
 */
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openPostgres, type Database } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { MemoryMailer } from '../../src/server/mail/mailer';
import { platformToday } from '../../src/shared/dates';
import { explainTargets, printExplained } from './host-explain';
import { checkResponse, type Target } from './host-checks';
import { seedHost } from './host-seed';

const CONNECTIONS = 20;
const TARGET_P99_MS = 100;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 500);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 50_000);
const GUESTS = 200;
const POOL = Number(process.env.BENCH_POOL ?? 10);
const STUB = process.env.BENCH_STUB === '1';
const ORIGIN = 'http://127.0.0.1';
/** The load runs on a worker thread of its own, so the app's event loop is not also generating it. */
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
const load1 = () => loadavg()[0]!.toFixed(1);

function appConfig() {
  return {
    ...loadConfig({
      NODE_ENV: 'production',
      // Mail goes to a MemoryMailer; the config still has to name where it would go.
      MAIL: 'log',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: ORIGIN,
      PAYMENT_DELAY_MS: '0',
      JOBS: 'off',
    }),
    // The port is chosen at listen time, so the Host the bench sends cannot be configured in advance.
    allowedHosts: null,
  };
}

async function serve(database: Database, mailer: MemoryMailer) {
  const app = await buildApp({ database, config: appConfig(), mailer, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
}

interface Reply {
  status: number;
  data: unknown;
  error: unknown;
  cookie: string | undefined;
}

/** One tRPC call as the browser makes it: queries as GET ?input=, mutations as POST with the app's Origin. */
async function call(
  base: string,
  kind: 'query' | 'mutation',
  path: string,
  input: unknown,
  cookie?: string,
): Promise<Reply> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (cookie) headers.cookie = cookie;
  const res =
    kind === 'query'
      ? await fetch(`${base}${queryPath(path, input)}`, { headers })
      : await fetch(`${base}/trpc/${path}`, {
          method: 'POST',
          headers: { ...headers, origin: ORIGIN },
          body: JSON.stringify(input ?? {}),
        });
  const text = await res.text();
  const json = (text ? JSON.parse(text) : {}) as { result?: { data?: unknown }; error?: unknown };
  const set = res.headers.getSetCookie().find((c) => c.startsWith('kazistay_session='));
  return { status: res.status, data: json.result?.data, error: json.error, cookie: set?.split(';')[0] };
}

function queryPath(path: string, input: unknown): string {
  return `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;
}

/** Signs the host up, confirms the e-mail from the mail the app sent, signs in and starts hosting. */
async function signUpHost(base: string, mailer: MemoryMailer): Promise<string> {
  const email = `bench-host-${process.pid}@example.com`;
  const password = 'correct horse battery staple';
  const up = await call(base, 'mutation', 'auth.signUp', {
    fullName: 'Bench Host',
    role: 'host',
    email,
    password,
  });
  if (up.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(up.error)}`);
  const mail = mailer.sent.findLast((m) => m.to === email);
  const token = mail?.text.match(/\/auth\/confirm\?token=([a-z0-9]+)/)?.[1];
  if (!token) throw new Error('no confirmation mail');
  const confirmed = await call(base, 'mutation', 'auth.confirmEmail', { token });
  if (confirmed.status !== 200) throw new Error(`confirmation failed: ${JSON.stringify(confirmed.error)}`);
  const signIn = await call(base, 'mutation', 'auth.signIn', { email, password });
  if (signIn.status !== 200 || !signIn.cookie)
    throw new Error(`sign-in failed: ${JSON.stringify(signIn.error)}`);
  const host = await call(base, 'mutation', 'host.becomeHost', {}, signIn.cookie);
  if (host.status !== 200) throw new Error(`becomeHost failed: ${JSON.stringify(host.error)}`);
  return signIn.cookie;
}

function targets(month: string, propertyId: string, today: string): Target[] {
  // What every request costs before any host query: the session lookup, tRPC and JSON.
  const baseline: Target = { name: 'baseline: auth.me', path: 'auth.me', input: undefined, check: 'none' };
  if (STUB) {
    return [
      baseline,
      { name: 'stub: properties.list', path: 'host.properties.list', input: {}, check: 'none' },
      { name: 'stub: properties.list p2', path: 'host.properties.list', input: { page: 2 }, check: 'none' },
    ];
  }
  return [
    baseline,
    { name: 'dashboard', path: 'host.dashboard.get', input: undefined, check: 'dashboard' },
    // What the calendar page loads for a month: the grid's marks, and the panel of the day it opens on.
    {
      name: `calendar ${month} marks, all listings`,
      path: 'host.calendar.marks',
      input: { month },
      check: 'marks',
    },
    {
      name: `calendar ${month} marks, one listing`,
      path: 'host.calendar.marks',
      input: { month, propertyId },
      check: 'marks',
    },
    {
      name: `calendar day ${today}, all listings`,
      path: 'host.calendar.day',
      input: { date: today },
      check: 'none',
    },
    // The whole month in detail (for scripts): every stay, event and block of 500 listings.
    {
      name: `calendar ${month} in full, all listings`,
      path: 'host.calendar.month',
      input: { month },
      check: 'month',
    },
    {
      name: `calendar ${month} in full, one listing`,
      path: 'host.calendar.month',
      input: { month, propertyId },
      check: 'month',
    },
    { name: 'analytics year, all listings', path: 'host.analytics.year', input: {}, check: 'year' },
    {
      name: 'analytics year, one listing',
      path: 'host.analytics.year',
      input: { propertyId },
      check: 'year',
    },
  ];
}

async function load(base: string, path: string, cookie: string, seconds: number) {
  const url = new URL(base);
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { cookie, host: url.host },
    requests: [{ method: 'GET', path }],
    ...(WORKERS > 0 ? { workers: WORKERS } : {}),
  });
  return {
    requests: result.requests.total,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p90 ms': result.latency.p90,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    'non-2xx': result.non2xx + result.errors + result.timeouts,
    // No answer within the run (every request slower than it) is a failure, not an empty pass.
    result:
      result.requests.total > 0 &&
      result.latency.p99 < TARGET_P99_MS &&
      result.non2xx + result.errors + result.timeouts === 0
        ? 'PASS'
        : 'FAIL',
  };
}

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `kazistay_bench_host_${process.pid}`;
const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${name}`);
let failed = false;
try {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), { max: POOL });
  await migrate(database);
  const mailer = new MemoryMailer();
  const { app, base } = await serve(database, mailer);
  const cookie = await signUpHost(base, mailer);
  const [host] = await database.sql!<{ id: string }[]>`select id from profiles where role = 'host'`;
  if (!host) throw new Error('no host');

  const today = platformToday();
  console.log(
    `\nSeeding: 1 host, ${LISTINGS} listings, ${BOOKINGS.toLocaleString()} bookings, ${GUESTS} guests...`,
  );
  const seed = await seedHost(database.sql!, {
    hostId: host.id,
    today,
    listings: LISTINGS,
    bookingsPerListing: Math.round(BOOKINGS / LISTINGS),
    guests: GUESTS,
  });
  console.log(`seeded in ${seed.seconds.toFixed(1)} s; database ${seed.databaseSize}`);
  console.table(seed.rows);
  // A what-if for a suggested index, on this throw-away database only (the migrations stay as they are).
  const extra = process.env.BENCH_EXTRA_SQL;
  if (extra) {
    for (const statement of extra.split(';').filter((x) => x.trim())) {
      await database.sql!.unsafe(statement);
      console.log(`BENCH_EXTRA_SQL: ${statement.trim()}`);
    }
    await database.sql!.unsafe('analyze');
  }

  // The listing with the most bookings this month, for the one-listing calendar and analytics.
  const month = today.slice(0, 7);
  const [busy] = await database.sql!<{ id: string }[]>`
    select property_id as id from bookings where to_char(check_in, 'yyyy-MM') = ${month}
    group by property_id order by count(*) desc, property_id limit 1`;
  if (!busy) throw new Error('no booking this month');
  // BENCH_ONLY=analytics (a part of the names) measures only those, e.g. while working on one query.
  const only = process.env.BENCH_ONLY?.toLowerCase();
  const list = targets(month, busy.id, today).filter((t) => !only || t.name.toLowerCase().includes(only));

  console.log('\nChecking each response before timing:');
  for (const t of list) {
    const reply = await call(base, 'query', t.path, t.input, cookie);
    if (reply.status !== 200) {
      throw new Error(`${t.path} answered ${reply.status}: ${JSON.stringify(reply.error).slice(0, 300)}`);
    }
    const summary = checkResponse(t, reply.data, { listings: LISTINGS, propertyId: busy.id });
    const kB = (JSON.stringify(reply.data).length / 1024).toFixed(1);
    console.log(`  ${t.name} (${kB} kB): ${summary}`);
  }

  // One call of each query on an instance whose connections log every plan. It runs before the timing, on a
  // pool of its own that is closed before the load starts.
  // auto_explain is loaded per connection, which needs a superuser: elsewhere the plans are left out.
  const explained =
    process.env.BENCH_EXPLAIN === '0'
      ? []
      : await explainTargets(url.toString(), list, async (db) => {
          const s = await serve(db, mailer);
          return {
            run: async (t: Target) => {
              await call(s.base, 'query', t.path, t.input, cookie);
            },
            close: () => s.app.close(),
          };
        }).catch((err: unknown) => {
          console.log(`\nNo plans (auto_explain could not be loaded): ${String(err)}`);
          return [];
        });

  // BENCH_CHURN_MS=n: every n ms during the timed runs a booking of the host changes, as new bookings and
  // cancellations would, so figures the app keeps for the host must be recomputed.
  const churnMs = Number(process.env.BENCH_CHURN_MS ?? 0);
  const bookingIds = churnMs
    ? (await database.sql!<{ id: string }[]>`select id from bookings order by random() limit 1000`).map(
        (r) => r.id,
      )
    : [];
  let changes = 0;
  const churn = async () => {
    const id = bookingIds[changes++ % bookingIds.length]!;
    await database.sql!`update bookings set updated_at = now() where id = ${id}`;
  };

  const ms = (n: number) => Math.round(n * 10) / 10;
  const figures: Record<string, object> = {};
  const loadBefore = load1();
  for (const t of list) {
    const path = queryPath(t.path, t.input);
    await load(base, path, cookie, WARMUP_SECONDS);
    const timer = churnMs ? setInterval(() => void churn(), churnMs) : undefined;
    const f = await load(base, path, cookie, SECONDS);
    clearInterval(timer);
    if (t.path === 'auth.me') f.result = 'reference';
    else failed ||= f.result !== 'PASS';
    const db = explained.find((e) => e.target === t);
    figures[t.name] = db ? { ...f, 'db ms 1st': ms(db.coldMs), 'db ms 2nd': ms(db.warmMs) } : f;
  }
  console.log(
    `\nHost area on Postgres — ${LISTINGS} listings, ${seed.rows.bookings?.toLocaleString()} bookings; ` +
      `${CONNECTIONS} connections, ${SECONDS} s each after ${WARMUP_SECONDS} s warm-up, app pool ${POOL}; ` +
      `target p99 < ${TARGET_P99_MS} ms, no non-2xx. Machine: ${cpus().length} CPUs, load average ` +
      `${loadBefore} before and ${load1()} after the runs (other processes share the CPUs).` +
      (explained.length
        ? ` 'db ms 1st/2nd': the database time of one call alone, first and second on a fresh app ` +
          `instance (auto_explain).`
        : '') +
      (churnMs ? ` A booking changed every ${churnMs} ms during the timed runs (${changes} changes).` : ''),
  );
  console.table(figures);
  console.log(failed ? 'FAILED: see the figures above' : 'OK: every host query under the target');
  await app.close();
  printExplained(explained);
  await database.close();
} finally {
  if (process.env.BENCH_KEEP_DB === '1')
    console.log(`\nkept database ${name} (BENCH_KEEP_DB=1): drop it by hand`);
  else await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
}
// autocannon can leave handles open; the figures are printed, so end here.
process.exit(failed ? 1 : 0);
