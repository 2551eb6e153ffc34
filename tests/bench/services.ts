/**
 * npm run bench:services — the services catalogue at scale.
 * Seeds 50,000 services of 1,000 verified providers into a throw-away database on the real Postgres
 * (TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres), then drives services.search over HTTP
 * with autocannon: 50 connections, BENCH_SECONDS (default 20) per load, one load of category pages and one of
 * text searches (with and without a category, deeper pages included). Prints req/s, latency percentiles and
 * errors, and the plan of each query shape. The target: p99 under 100 ms for both.
 */
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openPostgres, rowsOf, type Database } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { MemoryMailer } from '../../src/server/mail/mailer';
import type { ServiceSearchInput } from '../../src/shared/service-catalog';
import { SERVICE_CATEGORY_IDS } from '../../src/shared/services';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = 50;
const SERVICES = Number(process.env.BENCH_ROWS ?? 50_000);
const PROVIDERS = 1_000;

const categoryMix: ServiceSearchInput[] = [
  {},
  ...SERVICE_CATEGORY_IDS.map((category) => ({ category })),
  { category: 'photography', page: 2 },
  { category: 'tours', page: 10 },
  { page: 3 },
];
const searchMix: ServiceSearchInput[] = [
  { q: 'photo' },
  { q: 'kampala tour' },
  { q: 'CAFÉ' },
  { q: 'massage', category: 'massage' },
  { q: 'clean apartment' },
  { q: 'airport', page: 2 },
  { q: 'yoga balcony' },
  { q: 'zz' },
  { q: 'setup', category: 'tech' },
];

/** 1,000 providers (accounts, profiles, provider profiles) and their services, in a few statements. */
async function seed(database: Database): Promise<void> {
  await database.db.execute(sql`
    with made as (
      insert into users (email, password_hash)
      select 'bench-provider-' || n || '@example.com', 'x' from generate_series(1, ${PROVIDERS}) n
      returning id, email
    ), named as (
      insert into profiles (id, full_name, email, role)
      select id, 'Provider ' || split_part(email, '@', 1), email, 'guest' from made
      returning id, full_name
    )
    insert into provider_profiles (user_id, display_name, categories, starting_price_cents, currency, availability, time_slots)
    select id, full_name, array['photography'], 1000, 'USD', array['monday','tuesday'], '09:00-17:00' from named`);
  const words = [
    'photo',
    'shoot',
    'tour',
    'Kampala',
    'Nairobi',
    'Kigali',
    'café',
    'clean',
    'apartment',
    'massage',
    'yoga',
    'balcony',
    'airport',
    'pickup',
    'setup',
    'router',
    'dinner',
    'coffee',
    'walk',
    'dog',
  ];
  const list = sql.raw(`array[${words.map((w) => `'${w}'`).join(',')}]`);
  const categories = sql.raw(`array[${SERVICE_CATEGORY_IDS.map((c) => `'${c}'`).join(',')}]`);
  await database.db.execute(sql`
    with providers as (select user_id, row_number() over () as k from provider_profiles)
    insert into services (provider_id, category_id, title, description, price_cents, currency, status, created_at)
    select p.user_id,
      (${categories})[1 + (n % 10)],
      initcap((${list})[1 + (n * 7 % 20)]) || ' ' || (${list})[1 + (n * 13 % 20)] || ' ' || n,
      'A service about ' || (${list})[1 + (n * 3 % 20)] || ' and ' || (${list})[1 + (n * 11 % 20)] || ' for remote workers.',
      1000 + (n % 90) * 100,
      (array['USD','EUR','GBP'])[1 + (n % 3)],
      (case when n % 20 = 0 then 'paused' else 'active' end)::service_status,
      now() - (n || ' minutes')::interval
    from generate_series(1, ${SERVICES}) n
    join providers p on p.k = 1 + (n % ${PROVIDERS})`);
  await database.db.execute(sql`analyze services`);
}

async function load(port: number, mix: ServiceSearchInput[]) {
  const paths = mix.map(
    (input) => `/trpc/services.search?input=${encodeURIComponent(JSON.stringify(input))}`,
  );
  let i = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length]! }) }],
  });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}

async function explain(database: Database) {
  console.log('\nEXPLAIN ANALYZE (page 1) of some shapes:');
  const shapes: [string, string][] = [
    ['all', `status = 'active' and provider_active`],
    ['category', `status = 'active' and provider_active and category_id = 'tours'`],
    [
      'text',
      `status = 'active' and provider_active and search_text like '%kampala%' and search_text like '%tour%'`,
    ],
  ];
  for (const [label, where] of shapes) {
    const plan = rowsOf<Record<string, string>>(
      await database.db.execute(
        sql.raw(
          `explain analyze select id from services where ${where} order by created_at desc, id desc limit 12`,
        ),
      ),
    );
    console.log(`\n  ${label}`);
    for (const r of plan.slice(0, 6)) console.log(`    ${Object.values(r)[0]}`);
  }
}

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `kazistay_bench_services_${process.pid}`;
const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${name}`);
try {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pg = openPostgres(url.toString(), { max: Number(process.env.BENCH_POOL ?? 10) });
  await migrate(pg);
  const t0 = Date.now();
  await seed(pg);
  console.log(
    `seeded ${SERVICES.toLocaleString()} services of ${PROVIDERS} providers in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
  await explain(pg);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://127.0.0.1',
    JOBS: 'off',
  });
  const app = await buildApp({ database: pg, config, mailer: new MemoryMailer(), logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  await load(port, categoryMix); // warm-up pass
  const category = await load(port, categoryMix);
  const search = await load(port, searchMix);
  console.log(
    `\n${SERVICES.toLocaleString()} services — ${CONNECTIONS} connections, ${SECONDS} s per load (latency in ms)`,
  );
  console.table({ 'category pages': category, 'text search': search });
  const worst = Math.max(category.p99, search.p99);
  console.log(`p99 ${worst} ms: ${worst < 100 ? 'under' : 'OVER'} the 100 ms target`);
  await app.close();
  await pg.close();
} finally {
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
}

// autocannon can leave handles open; the figures are printed, so end here.
process.exit(0);
