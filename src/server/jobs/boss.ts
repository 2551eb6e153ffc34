import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import { postgresClient, type Database } from '../db/client';

/** pg-boss settings the app may tune; where the database is comes from the Database. */
export type BossOptions = Omit<PgBoss.ConstructorOptions, 'db' | 'connectionString' | 'max'>;

/** How long a stopping runner lets running jobs finish before handing them back (main.ts exits at 10 s). */
export const STOP_TIMEOUT_MS = 5000;

/**
 * pg-boss's database port on the embedded PGlite, which is one session shared with the app. A statement with
 * values goes through `query` (extended protocol). pg-boss's scripts (schema creation, migrations,
 * maintenance) are several statements with their own BEGIN/COMMIT, which only `exec` (simple protocol) runs;
 * they run inside a PGlite transaction so that a failing script is rolled back before anyone else queries:
 * two runners starting together both try to create the schema, and the loser's aborted transaction would
 * otherwise stay open on the one session and break every later query of the app.
 */
export function pgliteDb(pglite: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values?.length) return pglite.query(text, values);
      const results = await pglite.transaction((tx) => tx.exec(text));
      return results.at(-1) ?? { rows: [] };
    },
  };
}

const SETUP_LOCK = 'kazistay:job-queues';

/**
 * Runs `fn` holding a database-wide lock, so that instances starting together set up their queues one after
 * the other: pg-boss's create_queue run twice at once for a new queue deadlocks (it inserts the queue row,
 * then attaches a partition that locks the queue table), and Postgres takes a second to break each one.
 * PGlite runs one statement at a time, so there it is just `fn`.
 */
export async function withSetupLock<T>(database: Database, fn: () => Promise<T>): Promise<T> {
  if (!database.url) return fn();
  // A session lock needs one connection throughout: a client of its own, not one reserved from the pool (a
  // reserved connection whose backend dies is never replaced, and goes back to the pool broken).
  const connection = postgresClient(database.url, 1);
  try {
    await connection`select pg_advisory_lock(hashtext(${SETUP_LOCK}))`;
    return await fn();
  } finally {
    await connection`select pg_advisory_unlock(hashtext(${SETUP_LOCK}))`.catch(() => undefined);
    await connection.end({ timeout: 1 });
  }
}

/**
 * A pg-boss for the app's database, not started. On Postgres it keeps its own small `pg` pool (its workers
 * poll and its maintenance takes advisory locks; they must not wait behind the app's queries); on PGlite it
 * shares the embedded instance. Its tables live in the `pgboss` schema, which `start()` creates or migrates.
 */
export function createBoss(database: Database, options: BossOptions = {}): PgBoss {
  if (database.pglite) return new PgBoss({ ...options, db: pgliteDb(database.pglite) });
  if (database.url) {
    return new PgBoss({
      application_name: 'kazistay-jobs',
      ...options,
      connectionString: database.url,
      max: 3,
    });
  }
  throw new Error('the job runner needs either PGlite or a database URL');
}
