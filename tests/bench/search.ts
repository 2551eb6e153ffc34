/**
 * npm run bench:search — search speed at scale.
 * Seeds 100,000 listings into the real Postgres (TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres;
 * a throw-away database) and, separately, 10,000 into an in-memory PGlite; then drives properties.search over HTTP
 * with autocannon (50 connections, BENCH_SECONDS each, default 30) with a mix of filters and text terms, next to
 * the same query on a bare Fastify route without tRPC. Prints req/s, latency percentiles, errors and EXPLAIN plans.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import postgres from 'postgres';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openPglite, openPostgres, rowsOf, type Database } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { filterConditions, searchProperties } from '../../src/server/domains/properties/search';
import { CountCache } from '../../src/server/domains/properties/count-cache';
import { MemoryMailer } from '../../src/server/mail/mailer';
import { searchPropertiesInput, type SearchPropertiesInput } from '../../src/shared/search';
import { bulkInsertProperties } from '../support/bulk-properties';
import { and, desc, sql } from 'drizzle-orm';
import { properties } from '../../src/server/db/schema';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
class SkipPostgres extends Error {}
const CONNECTIONS = 50;
/** BENCH_COUNT_CACHE=0 measures every request counting its matches (no reuse of recent counts). */
const COUNT_CACHE_SECONDS = process.env.BENCH_COUNT_CACHE ?? '30';

const mix: SearchPropertiesInput[] = [
  {},
  { type: 'work_only' },
  { search: 'lake' },
  { search: 'rooftop apartment' },
  { search: 'Ka' },
  { location: 'Nairobi, Kenya' },
  { minPrice: 50, maxPrice: 200, internet: 50 },
  { amenities: ['Fast WiFi', 'External Monitor'] },
  { workRating: 4, stayRating: 4, type: 'work_and_stay' },
  { search: 'garden', minPrice: 100, amenities: ['Pool'] },
  { location: 'Kigali', duration: 'long' },
  { checkIn: '2027-05-01', checkOut: '2027-05-08', guests: 2 },
];

async function serve(database: Database) {
  const config = loadConfig({
    NODE_ENV: 'production',
    // Mail goes to a MemoryMailer; the config still has to name where it would go.
    MAIL: 'log',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://127.0.0.1',
    SEARCH_COUNT_CACHE_SECONDS: COUNT_CACHE_SECONDS,
    JOBS: 'off',
  });
  const counts = new CountCache(config.searchCountCacheSeconds * 1000);
  const app = await buildApp({ database, config, mailer: new MemoryMailer(), logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // The same query without tRPC: parse with the same schema, call the same service, send JSON.
  const bare = Fastify({ logger: false });
  bare.get('/search', async (req) => {
    const raw = (req.query as { input?: string }).input;
    const input = searchPropertiesInput.parse(raw ? JSON.parse(raw) : {});
    return searchProperties(database.db, input, null, counts);
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const port = (s: typeof app) => (s.server.address() as { port: number }).port;
  return { app, bare, trpcPort: port(app), barePort: port(bare) };
}

async function load(port: number, pathFor: (input: SearchPropertiesInput) => string) {
  let i = 0;
  const paths = mix.map(pathFor);
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
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}

async function explain(database: Database) {
  console.log('\nEXPLAIN of the main shapes:');
  for (const input of [mix[0], mix[2], mix[4], mix[5], mix[7], mix[11]]) {
    const f = searchPropertiesInput.parse(input);
    const conditions = filterConditions(f);
    const query = database.db
      .select({ id: properties.id })
      .from(properties)
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(51);
    const q = query.toSQL();
    const plan = rowsOf<Record<string, string>>(
      await database.db.execute(sql.raw(`explain ${inline(q.sql, q.params)}`)),
    );
    const lines = plan.map((r) => Object.values(r)[0]);
    const usesIndex = lines.some((l) => /Index|Bitmap/.test(l ?? ''));
    console.log(`\n  ${JSON.stringify(input)} — ${usesIndex ? 'uses an index' : 'NO INDEX'}`);
    for (const l of lines.slice(0, 8)) console.log(`    ${l}`);
  }
}

function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const v = params[Number(n) - 1];
    if (typeof v === 'number') return String(v);
    return `'${String(v).replace(/'/g, "''")}'`;
  });
}

async function run(label: string, database: Database, count: number) {
  console.log(`\n=== ${label}: seeding ${count.toLocaleString()} listings ===`);
  const t0 = Date.now();
  await bulkInsertProperties(database.db, count);
  console.log(`seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  await explain(database);
  const s = await serve(database);
  const trpcPath = (input: SearchPropertiesInput) =>
    `/trpc/properties.search?input=${encodeURIComponent(JSON.stringify(input))}`;
  const barePath = (input: SearchPropertiesInput) =>
    `/search?input=${encodeURIComponent(JSON.stringify(input))}`;
  await load(s.trpcPort, trpcPath); // warm-up is the first pass's first seconds; measure a fresh pass
  const trpc = await load(s.trpcPort, trpcPath);
  const bare = await load(s.barePort, barePath);
  console.log(
    `\n${label} — ${CONNECTIONS} connections, ${SECONDS} s each, ${mix.length} query shapes, count reuse ${COUNT_CACHE_SECONDS} s`,
  );
  console.table({ tRPC: trpc, 'bare Fastify': bare });
  console.log(
    `tRPC throughput = ${((trpc.reqPerSec / Math.max(1, bare.reqPerSec)) * 100).toFixed(0)}% of the bare route`,
  );
  await s.app.close();
  await s.bare.close();
}

const only = process.env.BENCH_ONLY; // 'postgres' or 'pglite' to run one half
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `kazistay_bench_${process.pid}`;
const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
if (only !== 'pglite') await admin.unsafe(`create database ${name}`);
try {
  if (only === 'pglite') throw new SkipPostgres();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pg = openPostgres(url.toString(), { max: Number(process.env.BENCH_POOL ?? 10) });
  await migrate(pg);
  await run('Postgres', pg, Number(process.env.BENCH_ROWS ?? 100_000));
  await pg.close();
} catch (err) {
  if (!(err instanceof SkipPostgres)) throw err;
} finally {
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
}

if (only !== 'postgres') {
  const lite = await openPglite();
  await migrate(lite);
  await run('PGlite (embedded)', lite, Number(process.env.BENCH_LITE_ROWS ?? 10_000));
  await lite.close();
}

// autocannon and the PGlite worker can leave handles open; the figures are printed, so end here.
process.exit(0);
