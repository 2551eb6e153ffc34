import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { migrationsDir } from '../paths';
import type { Database, Schema } from './client';

/** Applies the SQL migrations in drizzle/ (idempotent; run at every boot). */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, {
      migrationsFolder: migrationsDir,
    });
  } else {
    await migratePostgres(database.db, { migrationsFolder: migrationsDir });
  }
}
