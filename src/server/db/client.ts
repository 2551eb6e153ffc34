import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema';

export type Schema = typeof schema;
/**
 * One Drizzle API for the rest of the code. Both drivers implement the same query builder; the postgres.js
 * type is used as the common face (PGlite's differs only in the raw `execute` result, which we never read
 * directly: see `rowsOf`).
 */
export type Db = PostgresJsDatabase<Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a trivial query; rejects when the database is unreachable. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
  /** The PGlite instance when embedded (LISTEN/NOTIFY, tests). */
  pglite?: PGlite;
  /** The postgres.js client when on a server (LISTEN/NOTIFY). */
  sql?: postgres.Sql;
  /** The server's URL, for tools that keep a pool of their own (the job runner). */
  url?: string;
}

/** `loadDataDir`: a tarball from `dumpDataDir()` to unpack into an empty `dataDir` (restoring a backup). */
export function createPglite(dataDir?: string, options: { loadDataDir?: Blob } = {}): Promise<PGlite> {
  return PGlite.create(dataDir, { extensions: { btree_gist, pg_trgm, unaccent }, ...options });
}

export async function openPglite(dataDir?: string): Promise<Database> {
  const pglite = await createPglite(dataDir);
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite,
    ping: async () => {
      await pglite.query('select 1');
    },
    close: () => pglite.close(),
  };
}

/**
 * A postgres.js client with the app's settings. Reconnection waits at most a second between tries (the
 * driver's default grows to 20 s over a long outage, which would keep the app down well after the database
 * is back). The driver itself is patched (patches/postgres+3.4.9.patch) so that a connection dropped with
 * a write pending fails its queries instead of throwing out of a timer and killing the process.
 */
export function postgresClient(url: string, max: number): postgres.Sql {
  return postgres(url, {
    max,
    onnotice: () => {},
    // The app's queries are short and planned per call; JIT compilation (triggered by cost estimates on large
    // tables) adds hundreds of milliseconds to a query that runs in a few, so it is off for the app's sessions.
    connection: { jit: 'off' },
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 1),
  });
}

export function openPostgres(url: string, options: { max?: number } = {}): Database {
  const client = postgresClient(url, options.max ?? 10);
  const db = drizzlePostgres({ client, schema });
  return {
    db,
    kind: 'postgres',
    sql: client,
    url,
    ping: async () => {
      await client`select 1`;
    },
    close: () => client.end({ timeout: 5 }),
  };
}

/** Rows of a raw `db.execute(sql)` result, whichever driver produced it. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows?: T[] }).rows ?? [];
}

/** PGlite in `dataDir` when no database URL is given, otherwise postgres.js. */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  await mkdir(options.dataDir, { recursive: true });
  return openPglite(join(options.dataDir, 'pglite'));
}
