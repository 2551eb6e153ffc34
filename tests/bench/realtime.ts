/**
 * npm run bench:realtime — live forum events fanned out to many WebSocket subscribers on one instance.
 *
 * The server under test runs alone in a child process (tests/bench/realtime-server.ts: the real app from
 * buildApp with NODE_ENV=production, started with `node --import tsx`), so that its memory and CPU are read
 * apart from the clients'. Its database is a throw-away one created (and dropped) here on the real Postgres at
 * TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres, or, with BENCH_DATABASE=pglite, an
 * in-memory embedded one inside the server process (then its CPU and memory include the database's).
 *
 * This process opens BENCH_CLIENTS (default 1,000) subscribers to forum.events in batches of BENCH_BATCH (50),
 * each sending the app's Origin on the upgrade like a browser, and waits until every one has had its 'ready'.
 * Then one signed-in publisher posts over HTTP (POST /trpc/forum.create with its session cookie and Origin) at
 * BENCH_RATE posts/s for BENCH_SECONDS (10), open loop: a slow response does not delay the next post. The
 * default rate offers 1.2 x the target throughput (12 posts/s x 1,000 clients = 12,000 deliveries/s); a rate
 * above the server's capacity (e.g. BENCH_RATE=40) measures its maximum throughput instead, and then the
 * delays only say how long the backlog grew.
 *
 * Clients: by default real tRPC clients (createWSClient + wsLink + createTRPCClient over the `ws` package, one
 * WebSocket each), as the browser app uses; 1,000 of them fit in this process (~20 KB of heap each, well under
 * a core at 12,000 deliveries/s). BENCH_CLIENT=raw uses bare `ws` sockets speaking tRPC's WebSocket JSON
 * protocol instead ({"id":1,"method":"subscription","params":{"path":"forum.events","input":{}}}), with less
 * client-side work, to tell whether the clients or the server limit a run.
 *
 * Delay = the time a client receives a post − the time the publisher started sending it (both clocks in this
 * process; posts are matched by their content, which carries nothing but a sequence number). Deliveries/s =
 * all deliveries / (first post sent → last delivery). Memory per connection = the server's growth (VmRSS from
 * /proc/<pid>/status, and the V8 heap after a forced GC) from before the clients connect to after all have
 * subscribed, / clients. Missing deliveries (a client without one of the accepted posts) must be 0.
 * Targets: >= 10,000 deliveries/s with p99 < 500 ms. BENCH_CPU_PROF=<dir> writes the server's CPU profile.
 *
 * The server, the clients and the database share the machine: the load average is printed, and other work
 * running at the same time makes every figure pessimistic.
 *
 * This file runs the phases; the settings are in realtime-options.ts, the publisher and the connecting in
 * realtime-load.ts, the subscribers in realtime-clients.ts, the server process in realtime-process.ts and
 * realtime-server.ts, and the figures and their printing in realtime-report.ts.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { Recorder, socketClass, subscriber, type Subscriber } from './realtime-clients';
import { closeAll, connect, publish, until } from './realtime-load';
import {
  CLIENTS,
  CPU_PROF_DIR,
  DATABASE,
  DRAIN_MS,
  LOOP_RESOLUTION_MS,
  MODE,
  POSTS,
  RATE,
} from './realtime-options';
import { freePort, nextMessage, serverStats, stopServer } from './realtime-process';
import { printReport } from './realtime-report';

let child: ChildProcess | undefined;
const subscribers: Subscriber[] = [];
let admin: postgres.Sql | undefined;
let databaseName: string | undefined;
let cleaningUp: Promise<void> | undefined;

function cleanup(): Promise<void> {
  cleaningUp ??= (async () => {
    const step = async (what: string, fn: () => Promise<void>) => {
      try {
        await fn();
      } catch (err) {
        console.error(`cleanup: ${what} failed:`, err);
      }
    };
    await step('closing clients', () => closeAll(subscribers));
    if (child) {
      const c = child;
      await step('stopping the server', () => stopServer(c));
    }
    if (admin && databaseName) {
      const a = admin;
      const name = databaseName;
      await step('dropping the database', async () => {
        await a.unsafe(`drop database if exists ${name} with (force)`);
      });
      await step('closing the admin connection', () => a.end({ timeout: 5 }));
    }
  })();
  return cleaningUp;
}

// Ctrl-C reaches this process twice (from the terminal and relayed by tsx): clean up once, ignore the rest.
let interrupted = false;
process.on('SIGINT', () => {
  if (interrupted) return;
  interrupted = true;
  console.error('\ninterrupted: cleaning up');
  void cleanup().finally(() => process.exit(130));
});

async function main(): Promise<void> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const base = origin;
  const wsUrl = `ws://127.0.0.1:${port}/trpc`;

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    MAIL: 'log',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: origin,
    BENCH_DATABASE: DATABASE,
  };
  if (DATABASE === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    const name = `kazistay_bench_realtime_${process.pid}`;
    await admin.unsafe(`create database ${name}`);
    databaseName = name;
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    env.BENCH_DATABASE_URL = url.toString();
  }

  child = fork(fileURLToPath(new URL('./realtime-server.ts', import.meta.url)), [], {
    execArgv: [
      '--import',
      import.meta.resolve('tsx'),
      '--expose-gc',
      ...(CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`] : []),
    ],
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { cookie } = await nextMessage(child, 'listening', 60_000);
  const Socket = socketClass(origin);
  console.log(
    `server pid ${child.pid} on ${origin} (${DATABASE}); ${CLIENTS} ${MODE === 'raw' ? 'raw ws' : 'tRPC'} clients,` +
      ` ${POSTS} posts at ${RATE}/s`,
  );
  // The server, the clients and the database share this machine: other work skews every figure.
  const load = loadavg()[0]!;
  console.log(`machine: ${cpus().length} CPUs, load average ${load.toFixed(2)} (1 min) before the run`);
  if (load > 0.5 * cpus().length)
    console.warn('warning: the machine is already busy; the figures will be pessimistic');

  // Warm-up: one subscriber and a few posts through the whole path, so the baseline has the code loaded.
  const warm = new Recorder(1, 5, `realtime bench warm-up ${process.pid} #`);
  const warmSubscriber = subscriber(MODE, 0, wsUrl, Socket, warm);
  await warmSubscriber.ready;
  const warmPosts = await publish(base, origin, cookie, warm, warm.posts, 20);
  if (warmPosts.rejected) throw new Error(`warm-up post refused: ${warmPosts.firstRejection}`);
  if (!(await until(() => warm.count === warm.posts, 10_000))) throw new Error('warm-up posts not delivered');
  await warmSubscriber.close();
  await sleep(300);

  const before = await serverStats(child, { gc: true });
  const benchBefore = process.memoryUsage();
  const recorder = new Recorder(CLIENTS, POSTS, `realtime bench ${process.pid} #`);
  const connectStart = performance.now();
  await connect(CLIENTS, wsUrl, Socket, recorder, subscribers);
  const connectMs = performance.now() - connectStart;
  await sleep(200);
  const connected = await serverStats(child, { gc: true, resetLoopDelay: true });
  const benchConnected = process.memoryUsage();
  if (connected.sockets !== CLIENTS)
    console.warn(`warning: server has ${connected.sockets} sockets open, expected ${CLIENTS}`);

  const benchLoop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  benchLoop.enable();
  const benchCpu = process.cpuUsage();
  const runStart = await serverStats(child, { gc: false, resetLoopDelay: true });
  const published = await publish(base, origin, cookie, recorder, POSTS, RATE);
  const accepted = published.accepted.filter(Boolean).length;
  const expected = accepted * CLIENTS;
  const drained = await until(
    () => recorder.count >= expected,
    Math.max(0, published.lastResponse + DRAIN_MS - performance.now()),
  );
  const runEnd = await serverStats(child, { gc: false });
  const benchCpuUsed = process.cpuUsage(benchCpu);
  benchLoop.disable();
  const afterRun = await serverStats(child, { gc: true });

  printReport({
    serverPid: child.pid,
    recorder,
    published,
    accepted,
    expected,
    drained,
    connectMs,
    server: { before, connected, runStart, runEnd, afterRun },
    bench: { before: benchBefore, connected: benchConnected, cpuUsed: benchCpuUsed, loop: benchLoop },
  });
}

let exitCode = 0;
try {
  await main();
} catch (err) {
  console.error('bench failed:', err);
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);
