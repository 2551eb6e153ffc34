/**
 * npm run bench:services — the services catalogue at scale.
 * Seeds 50,000 services of 1,000 verified providers into a throw-away database on the real Postgres
 * (TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres), then drives services.search over HTTP
 * with autocannon: 50 connections, BENCH_SECONDS (default 20) per load, one load of category pages, one of
 * about 125 different text searches (with and without a category, deeper pages included) and one of both in
 * turn. Runs them as deployed (a result page is kept 5 s per instance) and again with that cache off. Prints
 * req/s, latency percentiles and errors, and each hand-picked query shape's own time. The target: p99 under
 * 100 ms for category pages and text search.
 */
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openPostgres, type Database } from '../../src/server/db/client';
import { searchServices } from '../../src/server/domains/services/catalog';
import { migrate } from '../../src/server/db/migrate';
import { MemoryMailer } from '../../src/server/mail/mailer';
import type { ServiceSearchInput } from '../../src/shared/service-catalog';
import { allCities } from '../../src/shared/cities';
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
/** Hand-picked shapes: a word in many services, two rare words, accents, a category, a deeper page, short words. */
const handPicked: ServiceSearchInput[] = [
  { q: 'photo' },
  { q: 'kampala tour' },
  { q: 'CAFE' },
  { q: 'massage', category: 'massage' },
  { q: 'clean nairobi' },
  { q: 'airport', page: 2 },
  { q: 'sunset boat' },
  { q: 'zz' },
  { q: 'setup', category: 'tech' },
  { q: 'private dinner zanzibar' },
];

// Titles like "Private sunset tour in Kampala" and descriptions of a few more words: a catalogue's variety.
const cities = allCities.map((c) => c.city);
const nouns = [
  'photo shoot',
  'portrait session',
  'city tour',
  'food walk',
  'airport pickup',
  'day trip',
  'deep clean',
  'weekly clean',
  'laundry service',
  'massage',
  'yoga class',
  'personal training',
  'router setup',
  'laptop repair',
  'VPN setup',
  'dinner for two',
  'coffee ceremony',
  'cooking class',
  'dog walking',
  'pet sitting',
  'hair braiding',
  'manicure',
  'boat trip',
  'safari drive',
  'bike tour',
  'museum visit',
  'market tour',
  'language lesson',
  'surf lesson',
  'café crawl',
];
const adjectives = [
  'private',
  'relaxed',
  'express',
  'sunset',
  'early morning',
  'family',
  'premium',
  'budget',
  'weekend',
  'evening',
  'guided',
  'half-day',
  'full-day',
  'eco-friendly',
  'local',
];
/**
 * What visitors type: the hand-picked shapes and about 115 more made of the catalogue's words, so the load is
 * a long tail of different searches rather than a few repeated ones.
 */
const searchMix: ServiceSearchInput[] = [
  ...handPicked,
  ...nouns.map((noun, i) => ({ q: noun, page: 1 + (i % 2) })),
  ...cities.slice(0, 40).map((city, i) => ({ q: `${adjectives[i % adjectives.length]} ${city}` })),
  ...nouns.map((noun, i) => ({
    q: noun.split(' ')[0],
    category: SERVICE_CATEGORY_IDS[i % SERVICE_CATEGORY_IDS.length],
  })),
  ...adjectives.map((adjective) => ({ q: adjective })),
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
  const array = (items: string[]) =>
    sql.raw(`array[${items.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]`);
  const categories = array([...SERVICE_CATEGORY_IDS]);
  await database.db.execute(sql`
    with providers as (select user_id, row_number() over () as k from provider_profiles)
    insert into services (provider_id, category_id, title, description, price_cents, currency, status, created_at)
    select p.user_id,
      (${categories})[1 + (n % 10)],
      initcap((${array(adjectives)})[1 + (n * 7 % ${adjectives.length})]) || ' '
        || (${array(nouns)})[1 + (n * 13 % ${nouns.length})] || ' in ' || (${array(cities)})[1 + (n * 17 % ${cities.length})],
      'A ' || (${array(adjectives)})[1 + (n * 3 % ${adjectives.length})] || ' ' || (${array(nouns)})[1 + (n * 11 % ${nouns.length})]
        || ' for remote workers, booked with your stay. Number ' || n || '.',
      1000 + (n % 90) * 100,
      (array['USD','EUR','GBP'])[1 + (n % 3)],
      (case when n % 20 = 0 then 'paused' else 'active' end)::service_status,
      now() - (n || ' minutes')::interval
    from generate_series(1, ${SERVICES}) n
    join providers p on p.k = 1 + (n % ${PROVIDERS})`);
  await database.db.execute(sql`analyze services`);
}

async function load(port: number, mix: ServiceSearchInput[]) {
  // The load comes from a worker thread of its own, so the client does not take the server's event loop.
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    workers: 1,
    requests: mix.map((input) => ({
      method: 'GET' as const,
      path: `/trpc/services.search?input=${encodeURIComponent(JSON.stringify(input))}`,
    })),
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

/** Each query shape alone, one at a time (median of 20, counts not reused): where the time goes. */
async function shapeTimes(database: Database) {
  console.log('\nEach shape alone (services.search without HTTP, median of 20 runs):');
  const times: Record<string, string> = {};
  for (const input of [...categoryMix.slice(0, 3), ...handPicked]) {
    const runs: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      await searchServices(database.db, input);
      runs.push(performance.now() - t0);
    }
    runs.sort((a, b) => a - b);
    times[JSON.stringify(input)] = `${runs[10]!.toFixed(1)} ms`;
  }
  console.table(times);
}

/** The app on its own port, with the /services page cache kept this many seconds, under the three loads. */
async function loads(pg: Database, pageCacheSeconds: string) {
  const config = {
    ...loadConfig({
      NODE_ENV: 'production',
      // Mail goes to a MemoryMailer; the config still has to name where it would go.
      MAIL: 'log',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://127.0.0.1',
      JOBS: 'off',
      SERVICE_SEARCH_CACHE_SECONDS: pageCacheSeconds,
    }),
    // The port is chosen at listen time, so the Host the bench sends cannot be configured in advance.
    allowedHosts: null,
  };
  const app = await buildApp({ database: pg, config, mailer: new MemoryMailer(), logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const port = (app.server.address() as { port: number }).port;
    const probe = await fetch(
      `http://127.0.0.1:${port}/trpc/services.search?input=${encodeURIComponent('{"q":"photo"}')}`,
    );
    if (!probe.ok) throw new Error(`services.search answered ${probe.status}: ${await probe.text()}`);
    await load(port, categoryMix); // warm-up pass
    const category = await load(port, categoryMix);
    const search = await load(port, searchMix);
    // Browsing as people do it: category pages and searches in turn.
    const both = await load(
      port,
      searchMix.flatMap((input, i) => [categoryMix[i % categoryMix.length]!, input]),
    );
    return { category, search, both };
  } finally {
    await app.close();
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
  await shapeTimes(pg);
  // As deployed (each instance keeps a result page for SERVICE_SEARCH_CACHE_SECONDS, 5 s), then with that
  // cache off, so every request searches the database: the figure a page nobody asked for lately gets.
  const deployed = await loads(pg, '5');
  const uncached = await loads(pg, '0');
  console.log(
    `\n${SERVICES.toLocaleString()} services — ${CONNECTIONS} connections, ${SECONDS} s per load, ${searchMix.length} different searches (latency in ms)`,
  );
  console.table({
    'category pages': deployed.category,
    'text search': deployed.search,
    'both, in turn': deployed.both,
    'category pages, page cache off': uncached.category,
    'text search, page cache off': uncached.search,
    'both, page cache off': uncached.both,
  });
  const worst = Math.max(deployed.category.p99, deployed.search.p99);
  const failed = [deployed, uncached]
    .flatMap((r) => [r.category, r.search, r.both])
    .reduce((sum, r) => sum + r.errors, 0);
  console.log(
    `p99 ${worst} ms as deployed: ${worst < 100 ? 'under' : 'OVER'} the 100 ms target; ${failed} failed requests`,
  );
  await pg.close();
} finally {
  if (process.env.BENCH_KEEP_DB) console.log(`kept database ${name}`);
  else await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
}

// autocannon can leave handles open; the figures are printed, so end here.
process.exit(0);
