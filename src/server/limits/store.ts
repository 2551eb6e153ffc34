import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/client';

/** What RateLimiterPostgres calls on its store: a `pg`-style `query({ text, values })` answering `{ rows }`. */
export interface LimitQuery {
  text: string;
  values?: unknown[];
  name?: string;
}

export interface LimitStoreClient {
  query(q: LimitQuery): Promise<{ rows: unknown[] }>;
}

export interface LimitStore {
  client: LimitStoreClient;
  /** RateLimiterPostgres's `storeType`: 'pool' for a `pg` Pool, 'client' for anything with `query`. */
  storeType: 'pool' | 'client';
  close(): Promise<void>;
}

export interface LimitLog {
  error(obj: object, msg: string): void;
}

/** PGlite's `query(text, values)` behind the `pg` shape; statement names are a `pg` thing and are dropped. */
export function pgliteLimitClient(pglite: PGlite): LimitStoreClient {
  return {
    query: (q) => pglite.query(q.text, q.values ?? []),
  };
}

/**
 * The counters' connection. On Postgres a small `pg` pool of its own (rate-limiter-flexible speaks `pg`, not
 * postgres.js); a dropped connection is logged, never thrown, so it cannot bring the process down, and the
 * next query opens a new one. On PGlite the embedded instance the app already uses.
 */
export function openLimitStore(database: Database, log: LimitLog): LimitStore {
  if (database.pglite) {
    return { client: pgliteLimitClient(database.pglite), storeType: 'client', close: async () => {} };
  }
  if (database.url) {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: 3,
      idleTimeoutMillis: 30_000,
      application_name: 'kazistay-limits',
    });
    pool.on('error', (err) => log.error({ err }, 'rate-limit pool connection failed'));
    return {
      client: pool,
      storeType: 'pool',
      close: () => pool.end(),
    };
  }
  throw new Error('the rate limits need either PGlite or a database URL');
}
