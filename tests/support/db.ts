import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openPglite, openPostgres, type Database } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or a new database on the
 * real Postgres server named by TEST_DATABASE_URL (created here, dropped on close).
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openPglite();
    await migrate(database);
    return database;
  }
  const name = `kazistay_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), { max: 5 });
  await migrate(database);
  const close = database.close;
  const test: Database = {
    ...database,
    close: async () => {
      await close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
  urls.set(test, url.toString());
  return test;
}

const urls = new WeakMap<Database, string>();

/**
 * Another connection to the same test database, as a second app instance would have: a new postgres.js pool
 * on a Postgres server; on PGlite (in-process, one connection) the same instance, which closing leaves open.
 */
export function openSameDatabase(database: Database): Database {
  const url = urls.get(database);
  if (url) return openPostgres(url, { max: 5 });
  if (database.kind === 'postgres') throw new Error('not a database made by createTestDatabase');
  return { ...database, close: async () => {} };
}
