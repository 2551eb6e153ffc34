import { spawn } from 'node:child_process';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/** Where backups land unless a path is given: beside the data they protect. */
export function backupsDir(dataDir: string): string {
  return join(dataDir, 'backups');
}

/** A sortable, file-name-safe stamp (2026-11-23T02-10-34-123Z). */
export function backupStamp(date = new Date()): string {
  return date.toISOString().replace(/[:.]/g, '-');
}

/**
 * A gzipped tarball of the embedded database, taken by the process that has it open (PGlite is single-process,
 * so a running server must take its own backup). Holding the transaction lock keeps the copy between two
 * transactions; the checkpoint before it means a restore starts without replaying much WAL.
 */
export async function backupPglite(pglite: PGlite, file: string): Promise<{ file: string; bytes: number }> {
  await pglite.exec('CHECKPOINT');
  const tarball = await pglite._runExclusiveTransaction(() => pglite.dumpDataDir('gzip'));
  const bytes = Buffer.from(await tarball.arrayBuffer());
  if (bytes.length === 0) throw new Error('the embedded database produced an empty dump');
  await writeAtomically(file, bytes);
  return { file, bytes: bytes.length };
}

/** pg_dump of a Postgres server in its custom format (what pg_restore reads). */
export async function backupPostgres(url: string, file: string): Promise<{ file: string; bytes: number }> {
  const partial = `${file}.partial`;
  await mkdir(dirname(file), { recursive: true });
  try {
    await runTool('pg_dump', ['--format=custom', '--no-owner', `--file=${partial}`, `--dbname=${url}`]);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  const { size } = await stat(file);
  if (size === 0) throw new Error('pg_dump wrote an empty file');
  return { file, bytes: size };
}

/** A half-written backup must never look like a finished one: write aside, then rename. */
async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, file);
}

/** Runs a PostgreSQL client tool; a missing tool gets a message saying what to install. */
export function runTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${tool} was not found on PATH. Install the PostgreSQL client tools of your server's major ` +
                `version (Debian/Ubuntu: apt-get install postgresql-client).`,
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${tool} exited with code ${code}: ${stderr.trim()}`));
    });
  });
}

/**
 * The running server's pid is kept in DATA_DIR/server.pid: PGlite's own lock file holds a fake pid and
 * survives a crash, so it cannot tell a live server from a dead one.
 */
export function pidFile(dataDir: string): string {
  return join(dataDir, 'server.pid');
}

export async function writePidFile(dataDir: string): Promise<void> {
  await writeFile(pidFile(dataDir), `${process.pid}\n`);
}

export async function removePidFile(dataDir: string): Promise<void> {
  await rm(pidFile(dataDir), { force: true });
}

/** The pid of another live process serving this data dir, if any. */
export async function runningServerPid(dataDir: string): Promise<number | undefined> {
  let text: string;
  try {
    text = await readFile(pidFile(dataDir), 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number.parseInt(text.trim(), 10);
  // In a one-off container the stale pid of the stopped server can be our own (pid 1).
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

/**
 * Lets an operator back up a running embedded database: SIGUSR2 (`kill -USR2 <pid>`, `docker kill -s USR2`)
 * writes DATA_DIR/backups/<stamp>.tar.gz. A signal needs the rights to signal the process, which is the
 * authentication: nothing is reachable over the network.
 */
export function backupOnSignal(
  pglite: PGlite,
  dataDir: string,
  log: { info: (msg: string) => void; error: (obj: object, msg: string) => void },
): void {
  let running = false;
  process.on('SIGUSR2', () => {
    if (running) return;
    running = true;
    const file = join(backupsDir(dataDir), `${backupStamp()}.tar.gz`);
    backupPglite(pglite, file)
      .then(({ bytes }) => log.info(`backup written: ${file} (${bytes} bytes)`))
      .catch((err: unknown) => log.error({ err }, 'backup failed'))
      .finally(() => {
        running = false;
      });
  });
}
