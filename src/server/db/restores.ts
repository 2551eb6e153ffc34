import { readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import postgres from 'postgres';
import { backupStamp, runningServerPid, runTool } from './backups';
import { createPglite } from './client';

export class RestoreRefused extends Error {}

/** Counts tables outside the system schemas: a restore that yields none restored nothing. */
const countTablesSql = `select count(*)::int as n from information_schema.tables
  where table_schema not in ('pg_catalog', 'information_schema')`;

/**
 * Unpacks a `backupPglite` tarball into DATA_DIR/pglite. Refuses while a server has the data dir open, and
 * moves an existing database aside (never deletes it) only when `force` is given.
 */
export async function restorePglite(
  file: string,
  dataDir: string,
  options: { force?: boolean } = {},
): Promise<{ tables: number; movedAside: string | undefined }> {
  const pid = await runningServerPid(dataDir);
  if (pid !== undefined) {
    throw new RestoreRefused(
      `the server (pid ${pid}) is using ${dataDir}; stop it before restoring (or, if that pid is not ` +
        `KaziStay, delete ${join(dataDir, 'server.pid')})`,
    );
  }
  const bytes = await readFile(file);
  if (bytes.length === 0) throw new RestoreRefused(`${file} is empty`);
  const target = join(dataDir, 'pglite');
  let movedAside: string | undefined;
  if (await hasEntries(target)) {
    if (!options.force) {
      throw new RestoreRefused(
        `${target} already holds a database; pass --force to move it aside and restore`,
      );
    }
    movedAside = `${target}.before-restore-${backupStamp()}`;
    await rename(target, movedAside);
  }
  try {
    const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
    const tarball = new Blob([new Uint8Array(bytes)], {
      type: gzipped ? 'application/x-gzip' : 'application/x-tar',
    });
    const pglite = await createPglite(target, { loadDataDir: tarball });
    try {
      const result = await pglite.query<{ n: number }>(countTablesSql);
      const tables = result.rows[0]?.n ?? 0;
      if (tables === 0) throw new Error(`${file} holds no tables`);
      return { tables, movedAside };
    } finally {
      await pglite.close();
    }
  } catch (error) {
    // Leave things as they were: the half-restored directory goes, the previous database comes back.
    await rm(target, { recursive: true, force: true });
    if (movedAside) await rename(movedAside, target);
    throw error;
  }
}

/**
 * pg_restore of a `backupPostgres` file into the database at `url`. A database that already has tables is
 * only overwritten (its objects dropped first) with `force`.
 */
export async function restorePostgres(
  file: string,
  url: string,
  options: { force?: boolean } = {},
): Promise<{ tables: number }> {
  const before = await countPostgresTables(url);
  if (before > 0 && !options.force) {
    throw new RestoreRefused(
      `the database already has ${before} tables; pass --force to replace its contents`,
    );
  }
  await runTool('pg_restore', [
    '--no-owner',
    '--exit-on-error',
    ...(before > 0 ? ['--clean', '--if-exists'] : []),
    `--dbname=${url}`,
    file,
  ]);
  const tables = await countPostgresTables(url);
  if (tables === 0) throw new Error(`${file} restored no tables`);
  return { tables };
}

async function countPostgresTables(url: string): Promise<number> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql.unsafe<{ n: number }[]>(countTablesSql);
    return rows[0]?.n ?? 0;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function hasEntries(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length > 0;
  } catch {
    return false;
  }
}
