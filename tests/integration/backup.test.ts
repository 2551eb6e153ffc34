import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { backupPglite, backupPostgres, pidFile } from '../../src/server/db/backups';
import { openDatabase, openPostgres, type Database } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { RestoreRefused, restorePglite, restorePostgres } from '../../src/server/db/restores';
import { profiles, properties } from '../../src/server/db/schema';
import type { PropertyDetailView } from '../../src/shared/property-view';
import { TEST_ORIGIN, TestClient } from '../support/app';
import { createTestDatabase } from '../support/db';
import { createProperty, createUser } from '../support/factories';

const tempDir = () => mkdtempSync(join(tmpdir(), 'kazistay-backup-'));

async function fillWithListings(database: Database): Promise<string[]> {
  const host = await createUser(database.db, { role: 'host', fullName: 'Backed Up Host' });
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    ids.push(await createProperty(database.db, host, { title: `Backed up loft ${i}` }));
  }
  return ids;
}

describe('embedded database (PGlite)', () => {
  it(
    'a backup taken while the database is open restores into a fresh data dir the app can serve',
    { timeout: 120_000 },
    async () => {
      const sourceDir = tempDir();
      const source = await openDatabase({ dataDir: sourceDir, databaseUrl: undefined });
      await migrate(source);
      const ids = await fillWithListings(source);
      const file = join(sourceDir, 'backups', 'test.tar.gz');
      // The same function the running server calls on SIGUSR2, on a database still in use.
      const { bytes } = await backupPglite(source.pglite!, file);
      await source.close();
      expect(bytes).toBeGreaterThan(100_000);
      expect(statSync(file).size).toBe(bytes);

      const restoredDir = tempDir();
      const { tables, movedAside } = await restorePglite(file, restoredDir);
      expect(tables).toBeGreaterThan(10);
      expect(movedAside).toBeUndefined();

      const restored = await openDatabase({ dataDir: restoredDir, databaseUrl: undefined });
      try {
        await migrate(restored);
        const config = loadConfig({
          NODE_ENV: 'test',
          PUBLIC_URL: TEST_ORIGIN,
          LOG_LEVEL: 'silent',
          PAYMENT_DELAY_MS: '0',
          JOBS: 'off',
          DATA_DIR: restoredDir,
        });
        const app = await buildApp({ database: restored, config, logger: false });
        try {
          await app.ready();
          const anon = new TestClient(app);
          for (const [i, id] of ids.entries()) {
            const res = await anon.query<PropertyDetailView>('properties.byId', { id });
            expect(res.status).toBe(200);
            expect(res.data?.title).toBe(`Backed up loft ${i}`);
          }
          const [row] = await restored.db.select({ n: count() }).from(properties);
          expect(row?.n).toBe(3);
        } finally {
          await app.close();
        }
      } finally {
        await restored.close();
      }
    },
  );

  it(
    'refuses to restore over a database or while a server holds the data dir, and moves the old one aside with --force',
    { timeout: 120_000 },
    async () => {
      const dir = tempDir();
      const database = await openDatabase({ dataDir: dir, databaseUrl: undefined });
      await migrate(database);
      await fillWithListings(database);
      const file = join(dir, 'backups', 'again.tar.gz');
      await backupPglite(database.pglite!, file);
      await database.close();

      await expect(restorePglite(file, dir)).rejects.toThrow(/already holds a database/);

      // A live process other than this one named in server.pid: the data dir is in use.
      await writeFile(pidFile(dir), `${process.ppid}\n`);
      await expect(restorePglite(file, dir, { force: true })).rejects.toBeInstanceOf(RestoreRefused);
      await writeFile(pidFile(dir), '999999999\n');

      const { movedAside } = await restorePglite(file, dir, { force: true });
      expect(movedAside).toBeDefined();
      expect(existsSync(join(movedAside!, 'PG_VERSION'))).toBe(true);
      expect(readdirSync(join(dir, 'pglite'))).toContain('PG_VERSION');

      const empty = join(tempDir(), 'empty.tar.gz');
      await writeFile(empty, '');
      await expect(restorePglite(empty, tempDir())).rejects.toThrow(/empty/);
    },
  );
});

// The server round trip belongs to the run on a real Postgres (TEST_DATABASE_URL), whose machine has pg_dump.
const serverUrl = process.env.TEST_DATABASE_URL;

if (serverUrl)
  describe('Postgres server', () => {
    const cleanups: (() => Promise<unknown>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it('pg_dump of one database restores into another with the same rows', { timeout: 120_000 }, async () => {
      const source = await createTestDatabase();
      cleanups.push(() => source.close());
      await fillWithListings(source);
      const file = join(tempDir(), 'server.dump');
      const { bytes } = await backupPostgres(source.url!, file);
      expect(bytes).toBeGreaterThan(1000);

      const name = `kazistay_restore_${randomBytes(6).toString('hex')}`;
      const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database ${name}`);
      cleanups.push(async () => {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end();
      });
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;

      const { tables } = await restorePostgres(file, url.toString());
      expect(tables).toBeGreaterThan(10);
      const target = openPostgres(url.toString(), { max: 1 });
      cleanups.push(() => target.close());
      for (const table of [properties, profiles]) {
        const [a] = await source.db.select({ n: count() }).from(table);
        const [b] = await target.db.select({ n: count() }).from(table);
        expect(a?.n).toBeGreaterThan(0);
        expect(b?.n).toBe(a?.n);
      }
      await expect(restorePostgres(file, url.toString())).rejects.toThrow(/pass --force/);
      // --force replaces the contents rather than adding a second copy of every row.
      await restorePostgres(file, url.toString(), { force: true });
      const [again] = await target.db.select({ n: count() }).from(properties);
      expect(again?.n).toBe(3);
    });
  });
