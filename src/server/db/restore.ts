/**
 * `npm run db:restore -- FILE [--force]` (`node dist/server/restore.js FILE [--force]` in the image): loads a
 * backup made by db:backup into the configured database. Embedded: into DATA_DIR/pglite, with the server
 * stopped; an existing database is moved aside. Postgres server: pg_restore.
 */
import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { restorePglite, restorePostgres } from './restores';

const args = process.argv.slice(2);
const force = args.includes('--force');
const file = args.find((a) => !a.startsWith('--'));

if (!file) {
  console.error('Usage: npm run db:restore -- FILE [--force]');
  process.exitCode = 2;
} else {
  try {
    const config = loadConfig(process.env, { sendsMail: false });
    const path = resolve(file);
    if (config.databaseUrl) {
      const { tables } = await restorePostgres(path, config.databaseUrl, { force });
      console.log(`Restored ${path} into the Postgres server (${tables} tables).`);
    } else {
      const { tables, movedAside } = await restorePglite(path, config.dataDir, { force });
      if (movedAside) console.log(`The previous database was moved to ${movedAside}.`);
      console.log(`Restored ${path} into ${config.dataDir} (${tables} tables). Start the server.`);
    }
  } catch (error) {
    console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
