/**
 * The server under test of `npm run bench:realtime` (started by tests/bench/realtime.ts, not on its own): the
 * real app from buildApp, alone in this child process so that its memory and CPU are measured apart from the
 * bench clients. Configured like production through the environment (NODE_ENV, LOG_LEVEL, HOST, PORT,
 * PUBLIC_URL, read by loadConfig) plus BENCH_DATABASE_URL (an empty Postgres database, migrated here) or
 * BENCH_DATABASE=pglite (an in-memory embedded database). Talks to the bench over the IPC channel:
 * announces { type: 'listening', cookie } (a signed-in publisher's session), answers { type: 'stats' } with its
 * memory, CPU time and event-loop delay, and closes on { type: 'stop' } or when the bench goes away.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../../src/server/app';
import { SESSION_COOKIE, createSession } from '../../src/server/auth/sessions';
import { loadConfig } from '../../src/server/config';
import { openPglite, openPostgres, type Database } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { MemoryMailer } from '../../src/server/mail/mailer';
import { createUser } from '../support/factories';

/** Event-loop delay sampling interval, ms; the histogram includes it, so it is subtracted. */
const LOOP_RESOLUTION_MS = 10;

export type ToServer = { type: 'stats'; gc: boolean; resetLoopDelay: boolean } | { type: 'stop' };

export interface ServerStats {
  type: 'stats';
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  /** Open WebSockets on the server. */
  sockets: number;
  /** process.cpuUsage() in microseconds. */
  cpuUser: number;
  cpuSystem: number;
  /** Event-loop delay since the last reset (beyond the sampling interval), ms. */
  loopP50: number;
  loopP99: number;
  loopMax: number;
}

export type FromServer =
  { type: 'listening'; cookie: string } | ServerStats | { type: 'error'; message: string };

function send(message: FromServer): void {
  process.send?.(message);
}

let database: Database | undefined;
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
let stopping = false;

async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  const force = setTimeout(() => process.exit(code || 1), 5000);
  force.unref();
  try {
    await app?.close();
    await database?.close();
  } finally {
    process.exit(code);
  }
}

// The bench died or disconnected: never outlive it.
process.on('disconnect', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));

const loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
loop.enable();

try {
  // Background jobs would share the measured process's CPU; the bench measures delivery alone.
  const config = loadConfig({ ...process.env, JOBS: 'off' });
  const url = process.env.BENCH_DATABASE_URL;
  if (process.env.BENCH_DATABASE === 'pglite') database = await openPglite();
  else if (url) database = openPostgres(url, { max: Number(process.env.BENCH_POOL ?? 10) });
  else throw new Error('BENCH_DATABASE_URL or BENCH_DATABASE=pglite is required');
  await migrate(database);
  const publisher = await createUser(database.db, { fullName: 'Bench Publisher' });
  const { token } = await createSession(database.db, publisher);
  app = await buildApp({ database, config, mailer: new MemoryMailer(), logger: false });
  await app.listen({ port: config.port, host: config.host });
  const websockets = app.websocketServer;

  process.on('message', (raw: unknown) => {
    const message = raw as ToServer;
    if (message.type === 'stop') {
      void stop(0);
      return;
    }
    if (message.gc) {
      // Twice: the first pass can leave finalizer-held objects for the second.
      globalThis.gc?.();
      globalThis.gc?.();
    }
    const memory = process.memoryUsage();
    const cpu = process.cpuUsage();
    const ms = (ns: number) => Math.round(Math.max(0, ns / 1e6 - LOOP_RESOLUTION_MS) * 10) / 10;
    send({
      type: 'stats',
      rss: memory.rss,
      heapUsed: memory.heapUsed,
      heapTotal: memory.heapTotal,
      external: memory.external,
      arrayBuffers: memory.arrayBuffers,
      sockets: websockets.clients.size,
      cpuUser: cpu.user,
      cpuSystem: cpu.system,
      loopP50: ms(loop.percentile(50)),
      loopP99: ms(loop.percentile(99)),
      loopMax: ms(loop.max),
    });
    if (message.resetLoopDelay) loop.reset();
  });
  send({ type: 'listening', cookie: `${SESSION_COOKIE}=${token}` });
} catch (err) {
  send({ type: 'error', message: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  await stop(1);
}
