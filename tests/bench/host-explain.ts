/**
 * Where a host query spends its time in the database: a second app instance on a client whose connections load
 * auto_explain (log_analyze, every statement, plans sent to the client as notices), one call of each query, then
 * each statement that call ran with its time and plan, slowest first. Sequential scans of the big tables are
 * flagged: they are what an index would fix.
 */
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import type { Database } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';
import type { Target } from './host-checks';

const BIG_TABLES = /Seq Scan on (bookings|messages|reviews|host_events|availability_blocks|properties)\b/;
const PLAN_LINES = Number(process.env.BENCH_EXPLAIN_LINES ?? 14);
const QUERY_CHARS = Number(process.env.BENCH_EXPLAIN_QUERY_CHARS ?? 400);

interface Instance {
  run(t: Target): Promise<void>;
  close(): Promise<unknown>;
}

export interface Statement {
  ms: number;
  query: string;
  plan: string[];
  flags: string[];
}

export interface Explained {
  target: Target;
  /** The first call's (nothing kept yet on this instance), slowest first. */
  statements: Statement[];
  /** Time in the database of the first call, all its statements added up (some run side by side). */
  coldMs: number;
  /** The same for the next call (figures the app keeps are reused then). */
  warmMs: number;
}

/** "duration: … plan:", "Query Text: …" (any number of lines), then the plan, whose first line has costs. */
function parse(text: string): Statement {
  const lines = text.split('\n');
  const first = lines.findIndex((l) => /\(cost=\d/.test(l));
  const query = lines
    .slice(1, first)
    .map((l) => l.replace(/--.*$/, ''))
    .join(' ')
    .replace(/^Query Text:/, '')
    .replace(/\s+/g, ' ')
    .trim();
  const plan = lines.slice(first);
  const flags = [
    plan.some((l) => BIG_TABLES.test(l)) ? '⚠ sequential scan of a big table' : '',
    // JIT compiles a query whose estimated cost passed jit_above_cost: often longer than the query itself.
    plan.some((l) => /^JIT:/.test(l.trim())) ? '⚠ JIT compiled' : '',
  ].filter(Boolean);
  return { ms: Number(/duration: ([\d.]+) ms/.exec(text)?.[1] ?? 0), query, plan, flags };
}

export async function explainTargets(
  url: string,
  targets: Target[],
  start: (database: Database) => Promise<Instance>,
): Promise<Explained[]> {
  const notices: string[] = [];
  const client = postgres(url, {
    max: 2,
    onnotice: (n) => {
      if (n.message) notices.push(n.message);
    },
    connection: {
      session_preload_libraries: 'auto_explain',
      'auto_explain.log_min_duration': '0',
      'auto_explain.log_analyze': 'on',
      'auto_explain.log_buffers': 'on',
      // Timing every plan node slows the statements down; the totals are what matter (BENCH_EXPLAIN_TIMING=1).
      'auto_explain.log_timing': process.env.BENCH_EXPLAIN_TIMING === '1' ? 'on' : 'off',
      'auto_explain.log_nested_statements': 'on',
      'auto_explain.log_level': 'notice',
    },
  });
  const database: Database = {
    db: drizzle({ client, schema }),
    kind: 'postgres',
    sql: client,
    url,
    ping: async () => {
      await client`select 1`;
    },
    close: () => client.end({ timeout: 5 }),
  };
  const instance = await start(database);
  const explained: Explained[] = [];
  const call = async (target: Target) => {
    notices.length = 0;
    await instance.run(target);
    return (
      notices
        .map(parse)
        // The session lookup every request makes, and the driver's own catalogue reads, are not the query's cost.
        .filter((s) => !/from "sessions"|"rate_limits"|pg_catalog\./.test(s.query))
        .sort((a, b) => b.ms - a.ms)
    );
  };
  const total = (statements: Statement[]) => statements.reduce((sum, s) => sum + s.ms, 0);
  for (const target of targets) {
    const statements = await call(target);
    const warm = await call(target);
    explained.push({ target, statements, coldMs: total(statements), warmMs: total(warm) });
  }
  await instance.close();
  await database.close();
  return explained;
}

export function printExplained(explained: Explained[]): void {
  if (explained.length === 0) return;
  console.log(
    '\nSQL of the first call of each query on a fresh instance (auto_explain, ANALYZE), slowest first:',
  );
  for (const { target, statements, coldMs, warmMs } of explained) {
    console.log(
      `\n=== ${target.name}: ${statements.length} statements, ${coldMs.toFixed(1)} ms in the database ` +
        `(the next call: ${warmMs.toFixed(1)} ms)`,
    );
    for (const s of statements) {
      const flag = s.flags.length ? `  ${s.flags.join(', ')}` : '';
      console.log(`\n  ${s.ms.toFixed(2)} ms${flag}\n  ${s.query.slice(0, QUERY_CHARS)}`);
      for (const l of s.plan.slice(0, PLAN_LINES)) console.log(`    ${l}`);
      const jit = s.plan.find((l) => /Timing: Generation/.test(l));
      if (jit) console.log(`    … JIT ${jit.trim()}`);
    }
  }
}
