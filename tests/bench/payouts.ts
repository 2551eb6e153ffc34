/**
 * npm run bench:payouts — the payout history at scale (issue 14): one host with 100,000 payouts (and a few
 * other hosts with 1,000 each) on the real Postgres (TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/
 * postgres; a throw-away database, dropped at the end). The app runs in this process and is called over HTTP.
 * Prints, per filter combination, p50/p99 of payouts.list over BENCH_CALLS sequential calls (target p99 < 50 ms),
 * then the CSV and XLSX export of all 100,000 rows: time, bytes, and the process's peak RSS / heap increase over
 * its level before the export, sampled every 50 ms (target < 5 s and < 100 MB). The client reads the download
 * as a stream and keeps nothing, so the increase is the server's. Prints PASS/FAIL; never fails the process.
 * BENCH_PAYOUTS (default 100000), BENCH_KEEP_DB=1 keeps the database.
 */
import postgres from 'postgres';
import { buildApp } from '../../src/server/app';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/sessions';
import { loadConfig } from '../../src/server/config';
import { openPostgres } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { MemoryMailer } from '../../src/server/mail/mailer';
import { PAYOUT_EXPORT_PATH, type PayoutListInput } from '../../src/shared/payouts';

const PAYOUTS = Number(process.env.BENCH_PAYOUTS ?? 100_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const PROPERTIES = 200;
const GUESTS = 500;
const PAGE_P99_MS = 50;
const EXPORT_MS = 5000;
const EXPORT_MB = 100;

const mark = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** One host's properties, guests, bookings and payouts, set-based (a booking every 3 days per property). */
async function seed(sql: postgres.Sql, hostId: string, payouts: number, tag: string): Promise<void> {
  await sql.unsafe(`
    insert into properties (host_id, title, city, country, property_type, nightly_rate_cents, workspace_score,
      stay_score, internet_speed)
    select '${hostId}', (array['Sunny Loft','Cedar Cabin','Ocean Studio','Garden Flat','City Nest'])[1 + i % 5]
      || ' ${tag}' || i, 'Nairobi', 'Kenya', 'work_and_stay', 10000, 8, 8, 50
    from generate_series(1, ${PROPERTIES}) as i`);
  await sql.unsafe(`
    with p as (select array_agg(id order by id) as a from properties where host_id = '${hostId}'),
    g as (select array_agg(id order by id) as a from profiles where role = 'guest')
    insert into bookings (user_id, property_id, check_in, check_out, total_cents, status, payment_status)
    select g.a[1 + i % ${GUESTS}], p.a[1 + i % ${PROPERTIES}], date '2022-01-01' + (i / ${PROPERTIES}) * 3,
      date '2022-01-01' + (i / ${PROPERTIES}) * 3 + 2, (100 + i % 400) * 100, 'confirmed', 'completed'
    from generate_series(0, ${payouts - 1}) as i, p, g`);
  await sql.unsafe(`
    insert into payouts (booking_id, payee_id, amount_cents, platform_fee_cents, method, status, release_at,
      payout_date, failure_reason)
    select b.id, '${hostId}', b.total_cents * 97 / 100, b.total_cents * 3 / 100,
      (array['bank_transfer','paypal','stripe','mpesa'])[1 + row_number() over () % 4]::payout_method,
      (case when b.check_in > current_date then 'scheduled' when row_number() over () % 50 = 0 then 'failed'
        when row_number() over () % 20 = 0 then 'processing' else 'completed' end)::payout_status,
      b.check_in + interval '21 hours', b.check_in + interval '21 hours', null
    from bookings b join properties p on p.id = b.property_id where p.host_id = '${hostId}'`);
}

async function timedList(base: string, cookie: string, input: PayoutListInput): Promise<number[]> {
  const url = `${base}/trpc/payouts.list?input=${encodeURIComponent(JSON.stringify(input))}`;
  const times: number[] = [];
  for (let i = 0; i < CALLS + 10; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    const body = (await res.json()) as { result?: { data?: { total: number } } };
    if (res.status !== 200 || !body.result?.data) throw new Error(`list failed: ${JSON.stringify(body)}`);
    if (i >= 10) times.push(performance.now() - t0); // the first 10 warm up
  }
  return times.sort((a, b) => a - b);
}

async function timedExport(base: string, cookie: string, format: 'csv' | 'xlsx') {
  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 50);
  const t0 = performance.now();
  const res = await fetch(`${base}${PAYOUT_EXPORT_PATH}.${format}`, { headers: { cookie } });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    if (format === 'csv') for (const b of chunk) if (b === 10) lines++;
  }
  const ms = performance.now() - t0;
  clearInterval(sampler);
  const mb = (n: number) => n / 1024 / 1024;
  return {
    status: res.status,
    ms,
    bytes,
    lines,
    rssMb: mb(peakRss - before.rss),
    heapMb: mb(peakHeap - before.heapUsed),
  };
}

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `kazistay_bench_payouts_${process.pid}`;
const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${name}`);
try {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), { max: 10 });
  await migrate(database);
  const sql = database.sql!;
  const config = {
    ...loadConfig({
      NODE_ENV: 'production',
      // Mail goes to a MemoryMailer; the config still has to name where it would go.
      MAIL: 'log',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://127.0.0.1',
      JOBS: 'off',
    }),
    allowedHosts: null,
  };
  const app = await buildApp({ database, config, mailer: new MemoryMailer(), logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

  const t0 = performance.now();
  await sql.unsafe(`
    with g as (select i, gen_random_uuid() as id from generate_series(1, ${GUESTS + 4}) as i),
    u as (insert into users (id, email, password_hash, email_verified_at)
          select id, 'bench-' || i || '@example.com', 'x', now() from g returning id)
    insert into profiles (id, email, full_name, role)
    select g.id, 'bench-' || i || '@example.com',
      case when i <= 4 then 'Host ' || i else (array['Amina','Paul','Grace','Otieno','Wanjiru'])[1 + i % 5]
        || ' ' || (array['Mwangi','Otieno','Kamau','Njeri','Achieng'])[1 + (i / 5) % 5] end,
      (case when i <= 4 then 'host' else 'guest' end)::role
    from g join u on u.id = g.id`);
  const hosts = await sql<{ id: string }[]>`select id from profiles where role = 'host' order by email`;
  await seed(sql, hosts[0]!.id, PAYOUTS, 'main');
  for (const [i, h] of hosts.slice(1).entries()) await seed(sql, h.id, 1000, `other${i}`);
  await sql.unsafe('vacuum analyze');
  const [{ n } = { n: 0 }] = await sql<{ n: number }[]>`select count(*)::int as n from payouts`;
  console.log(`Seeded ${n.toLocaleString()} payouts in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const { token } = await createSession(database.db, hosts[0]!.id);
  const cookie = `${SESSION_COOKIE}=${token}`;
  const [someBooking] = await sql<{ id: string }[]>`
    select booking_id as id from payouts where payee_id = ${hosts[0]!.id} order by payout_date limit 1 offset 777`;

  const combos: [string, PayoutListInput][] = [
    ['all, page 1', {}],
    ['all, page 500', { page: 500 }],
    ['status completed, page 3', { filters: { status: 'completed' }, page: 3 }],
    ['method paypal + last365', { filters: { method: 'paypal', time: 'last365' } }],
    ['status failed + last90', { filters: { status: 'failed', time: 'last90' } }],
    ['custom 2024-01-01..2024-03-31', { filters: { time: 'custom', from: '2024-01-01', to: '2024-03-31' } }],
    ['search guest "amina mwangi"', { filters: { search: 'amina mwangi' } }],
    ['search property "cedar cabin main1"', { filters: { search: 'cedar cabin main1' } }],
    ['search booking id prefix', { filters: { search: someBooking!.id.slice(0, 8) } }],
    [
      'search + status + custom',
      {
        filters: {
          search: 'paul',
          status: 'completed',
          time: 'custom',
          from: '2023-01-01',
          to: '2023-12-31',
        },
      },
    ],
  ];
  console.log(`\npayouts.list over HTTP, ${CALLS} sequential calls each (target p99 < ${PAGE_P99_MS} ms)`);
  for (const [label, input] of combos) {
    const times = await timedList(base, cookie, input);
    const p50 = pct(times, 0.5);
    const p99 = pct(times, 0.99);
    console.log(
      `  ${label.padEnd(38)} p50 ${p50.toFixed(1).padStart(6)} ms  p99 ${p99.toFixed(1).padStart(6)} ms  ${mark(p99 < PAGE_P99_MS)}`,
    );
  }

  console.log(
    `\nExport of all ${PAYOUTS.toLocaleString()} rows (target < ${EXPORT_MS / 1000} s, < ${EXPORT_MB} MB extra)`,
  );
  for (const format of ['csv', 'xlsx'] as const) {
    const r = await timedExport(base, cookie, format);
    const rows = format === 'csv' ? `, ${(r.lines - 1).toLocaleString()} rows` : '';
    console.log(
      `  ${format.toUpperCase().padEnd(4)} status ${r.status}, ${(r.bytes / 1024 / 1024).toFixed(1)} MB${rows}: ` +
        `${(r.ms / 1000).toFixed(2)} s ${mark(r.ms < EXPORT_MS)}; peak RSS +${r.rssMb.toFixed(1)} MB, ` +
        `heap +${r.heapMb.toFixed(1)} MB ${mark(r.rssMb < EXPORT_MB)}`,
    );
  }
  await app.close();
  await database.close();
} finally {
  if (process.env.BENCH_KEEP_DB === '1') console.log(`kept database ${name}`);
  else await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
}
