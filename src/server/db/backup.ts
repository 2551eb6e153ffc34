/**
 * `npm run db:backup [-- FILE]` (`node dist/server/backup.js [FILE]` in the image): a backup of the configured
 * database. Embedded: a running server is asked for one (SIGUSR2), otherwise the data dir is opened here.
 * Postgres server: pg_dump.
 */
import { copyFile, readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { loadConfig } from '../config';
import { backupPglite, backupPostgres, backupsDir, backupStamp, runningServerPid } from './backups';
import { createPglite } from './client';

const SERVER_BACKUP_TIMEOUT_MS = 120_000;

try {
  const config = loadConfig(process.env, { sendsMail: false });
  const out = process.argv[2] ? resolve(process.argv[2]) : undefined;
  if (config.databaseUrl) {
    const file = out ?? join(backupsDir(config.dataDir), `${backupStamp()}.dump`);
    const { bytes } = await backupPostgres(config.databaseUrl, file);
    console.log(`Backup of the Postgres server written: ${file} (${bytes} bytes)`);
  } else {
    const pid = await runningServerPid(config.dataDir);
    const file =
      pid === undefined
        ? await backupClosedDataDir(config.dataDir, out)
        : await askServer(pid, config.dataDir, out);
    const { size } = await stat(file);
    console.log(`Backup of the embedded database written: ${file} (${size} bytes)`);
  }
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}

async function backupClosedDataDir(dataDir: string, out: string | undefined): Promise<string> {
  const pgdata = join(dataDir, 'pglite');
  // Opening a missing directory would create an empty database and back that up.
  if (!(await exists(join(pgdata, 'PG_VERSION')))) throw new Error(`no embedded database in ${pgdata}`);
  const pglite = await createPglite(pgdata);
  try {
    const file = out ?? join(backupsDir(dataDir), `${backupStamp()}.tar.gz`);
    await backupPglite(pglite, file);
    return file;
  } finally {
    await pglite.close();
  }
}

/** Only the server may open its data dir: signal it and wait for the file it writes. */
async function askServer(pid: number, dataDir: string, out: string | undefined): Promise<string> {
  const dir = backupsDir(dataDir);
  const before = new Set(await list(dir));
  console.log(`The server (pid ${pid}) has the database open; asking it for a backup.`);
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + SERVER_BACKUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    const fresh = (await list(dir)).find((name) => name.endsWith('.tar.gz') && !before.has(name));
    if (fresh) {
      const file = join(dir, fresh);
      if (out) {
        await copyFile(file, out);
        return out;
      }
      return file;
    }
  }
  throw new Error(
    `no backup appeared in ${dir} within ${SERVER_BACKUP_TIMEOUT_MS / 1000} s; see the server log`,
  );
}

async function list(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch {
    return [];
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
