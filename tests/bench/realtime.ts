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
 */
import { fork, type ChildProcess } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { Recorder, socketClass, subscriber, type SocketClass, type Subscriber } from './realtime-clients';
import { freePort, nextMessage, serverStats, stopServer, type Stats } from './realtime-process';

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got ${raw}`);
  return value;
}

const TARGET_DELIVERIES_PER_S = 10_000;
const TARGET_P99_MS = 500;
const CLIENTS = Math.round(envNumber('BENCH_CLIENTS', 1000));
/** 12 posts/s to the default 1,000 clients offers 1.2 x the target throughput. */
const RATE = envNumber('BENCH_RATE', 12);
const SECONDS = envNumber('BENCH_SECONDS', 10);
const BATCH = Math.round(envNumber('BENCH_BATCH', 50));
const MODE: 'trpc' | 'raw' = process.env.BENCH_CLIENT === 'raw' ? 'raw' : 'trpc';
const DATABASE: 'postgres' | 'pglite' = process.env.BENCH_DATABASE === 'pglite' ? 'pglite' : 'postgres';
const POSTS = Math.max(1, Math.round(RATE * SECONDS));
/** After the last post's response, how long the stragglers may take to arrive. */
const DRAIN_MS = 15_000;
const READY_TIMEOUT_MS = 30_000;
/** Event-loop delay sampling interval; the histogram includes it, so it is subtracted from the figures. */
const LOOP_RESOLUTION_MS = 10;
/** BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there (node --cpu-prof) when it stops. */
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF;

// ---------------------------------------------------------------------------------------------------------------
// Publishing

interface Published {
  accepted: boolean[];
  rejected: number;
  firstRejection: string | undefined;
  responseMs: number[];
  lastResponse: number;
}

/** Posts `count` posts at `rate` per second, open loop; returns when every response is in. */
async function publish(
  base: string,
  origin: string,
  cookie: string,
  recorder: Recorder,
  count: number,
  rate: number,
): Promise<Published> {
  const result: Published = {
    accepted: Array.from({ length: count }, () => false),
    rejected: 0,
    firstRejection: undefined,
    responseMs: [],
    lastResponse: 0,
  };
  const send = async (n: number) => {
    recorder.sentAt[n] = performance.now();
    try {
      const res = await fetch(`${base}/trpc/forum.create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, cookie },
        body: JSON.stringify({ content: recorder.content(n) }),
      });
      const body = await res.text();
      if (res.status === 200) result.accepted[n] = true;
      else {
        result.rejected++;
        result.firstRejection ??= `HTTP ${res.status}: ${body.slice(0, 300)}`;
      }
    } catch (err) {
      result.rejected++;
      result.firstRejection ??= err instanceof Error ? err.message : String(err);
    }
    const now = performance.now();
    result.responseMs.push(now - recorder.sent(n));
    result.lastResponse = Math.max(result.lastResponse, now);
  };
  const interval = 1000 / rate;
  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let n = 0; n < count; n++) {
    const wait = start + n * interval - performance.now();
    if (wait > 1) await sleep(wait);
    inFlight.push(send(n));
  }
  await Promise.all(inFlight);
  return result;
}

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) return false;
    await sleep(20);
  }
  return true;
}

async function connect(
  count: number,
  url: string,
  Socket: SocketClass,
  recorder: Recorder,
  into: Subscriber[],
): Promise<void> {
  for (let i = 0; i < count; i += BATCH) {
    const batch: Promise<void>[] = [];
    for (let c = i; c < Math.min(count, i + BATCH); c++) {
      const s = subscriber(MODE, c, url, Socket, recorder);
      into.push(s);
      batch.push(s.ready);
    }
    const timeout = sleep(READY_TIMEOUT_MS).then(() => {
      throw new Error(`subscribers ${i}..${i + batch.length - 1} not ready within ${READY_TIMEOUT_MS} ms`);
    });
    await Promise.race([Promise.all(batch), timeout]);
  }
}

async function closeAll(subscribers: Subscriber[]): Promise<void> {
  const all = Promise.allSettled(subscribers.splice(0).map((s) => s.close()));
  await Promise.race([all, sleep(10_000)]);
}

// ---------------------------------------------------------------------------------------------------------------
// Figures

function percentile(sorted: Float64Array | number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const round1 = (x: number) => Math.round(x * 10) / 10;
/** A loop-delay histogram value (ns) as the delay beyond the sampling interval, ms. */
const loopMs = (ns: number) => round1(Math.max(0, ns / 1e6 - LOOP_RESOLUTION_MS));
const mb = (bytes: number) => round1(bytes / 1024 / 1024);
const kb = (bytes: number) => round1(bytes / 1024);

function memoryRow(s: Stats) {
  return {
    sockets: s.sockets,
    rssMB: mb(s.vmRss),
    heapUsedMB: mb(s.heapUsed),
    heapTotalMB: mb(s.heapTotal),
    externalMB: mb(s.external),
  };
}

/** Share of one CPU core the server used between two stats. */
function cpuShare(a: Stats, b: Stats): number {
  const cpuMs = (b.cpuUser + b.cpuSystem - a.cpuUser - a.cpuSystem) / 1000;
  return Math.round((cpuMs / (b.at - a.at)) * 100);
}

// ---------------------------------------------------------------------------------------------------------------
// The run

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

  // ---- figures
  const delays = recorder.delays.slice(0, recorder.count).sort();
  const firstSend = recorder.sent(0);
  const spanMs = recorder.lastDelivery - firstSend;
  const deliveriesPerS = recorder.count / (spanMs / 1000);
  const p99 = percentile(delays, 99);
  const missing = recorder.missing(published.accepted);
  const responses = [...published.responseMs].sort((a, b) => a - b);
  const runWallMs = runEnd.at - runStart.at;
  const perConnection = (a: number, b: number) => kb((b - a) / CLIENTS);

  console.log(`\n=== realtime fan-out: ${CLIENTS} subscribers, 1 publisher, ${DATABASE} ===`);
  console.table({
    result: {
      clients: CLIENTS,
      posts: accepted,
      deliveries: recorder.count,
      expected,
      missing,
      deliveriesPerS: Math.round(deliveriesPerS),
      p50ms: round1(percentile(delays, 50)),
      p95ms: round1(percentile(delays, 95)),
      p99ms: round1(p99),
      maxMs: round1(delays.at(-1) ?? Number.NaN),
      spanS: round1(spanMs / 1000),
    },
  });
  const { toFirst, fanOut } = recorder.split();
  const spread = (sorted: Float64Array | number[]) => ({
    p50ms: round1(percentile(sorted, 50)),
    p95ms: round1(percentile(sorted, 95)),
    p99ms: round1(percentile(sorted, 99)),
    maxMs: round1(percentile(sorted, 100)),
  });
  console.log('where the delay goes:');
  console.table({
    'post sent -> its HTTP response': spread(responses),
    'post sent -> first client has it': spread(toFirst),
    'first client -> each client (fan-out)': spread(fanOut),
  });
  console.log('publisher and clients:');
  console.table({
    publisher: {
      postsSent: POSTS,
      refused: published.rejected,
      connectAllS: round1(connectMs / 1000),
      duplicates: recorder.duplicates,
      resyncs: recorder.resyncs,
      unexpectedCloses: recorder.unexpectedCloses,
      clientErrors: recorder.errors,
      foreignItems: recorder.strangers,
    },
  });
  if (published.firstRejection) console.log(`first refused post: ${published.firstRejection}`);
  if (recorder.firstError) console.log(`first client error: ${recorder.firstError}`);

  console.log(`server memory (pid ${child.pid}; after a forced GC):`);
  console.table({
    'before connections': memoryRow(before),
    'after subscribing': memoryRow(connected),
    'after the run': memoryRow(afterRun),
  });
  console.table({
    'per connection': {
      rssKB: perConnection(before.vmRss, connected.vmRss),
      heapUsedKB: perConnection(before.heapUsed, connected.heapUsed),
      externalKB: perConnection(before.external, connected.external),
      benchClientHeapKB: perConnection(benchBefore.heapUsed, benchConnected.heapUsed),
    },
  });
  const benchCpuMs = (benchCpuUsed.user + benchCpuUsed.system) / 1000;
  const benchCpuPct = Math.round((benchCpuMs / runWallMs) * 100);
  const serverCpuPct = cpuShare(runStart, runEnd);
  const serverCpuUs = runEnd.cpuUser + runEnd.cpuSystem - runStart.cpuUser - runStart.cpuSystem;
  const usPerDelivery = serverCpuUs / Math.max(1, recorder.count);
  console.log('CPU during the run (% of one core; 100 = a saturated core):');
  console.table({
    'server process': {
      cpuPct: serverCpuPct,
      cpuUsPerDelivery: round1(usPerDelivery),
      deliveriesPerCoreS: Math.round(1e6 / usPerDelivery),
      loopDelayP50ms: runEnd.loopP50,
      loopDelayP99ms: runEnd.loopP99,
      loopDelayMaxMs: runEnd.loopMax,
    },
    'bench process (clients + publisher)': {
      cpuPct: benchCpuPct,
      loopDelayP50ms: loopMs(benchLoop.percentile(50)),
      loopDelayP99ms: loopMs(benchLoop.percentile(99)),
      loopDelayMaxMs: loopMs(benchLoop.max),
    },
  });

  const throughputOk = deliveriesPerS >= TARGET_DELIVERIES_PER_S;
  const p99Ok = p99 < TARGET_P99_MS;
  const complete = drained && missing === 0 && published.rejected === 0;
  console.log(
    `deliveries/s ${Math.round(deliveriesPerS)} (target >= ${TARGET_DELIVERIES_PER_S}): ${throughputOk ? 'met' : 'MISSED'}`,
  );
  console.log(`p99 delay ${round1(p99)} ms (target < ${TARGET_P99_MS} ms): ${p99Ok ? 'met' : 'MISSED'}`);
  console.log(
    complete
      ? 'every client received every post'
      : `INCOMPLETE: ${missing} deliveries missing, ${published.rejected} posts refused`,
  );
  const offered = RATE * CLIENTS;
  if (offered < TARGET_DELIVERIES_PER_S)
    console.log(
      `note: the offered load is ${RATE} posts/s x ${CLIENTS} clients = ${offered} deliveries/s,` +
        ' below the target: raise BENCH_RATE to test it',
    );
  // Where a slow run spent its time (the server's main thread is one core; its CPU share can exceed 100 with GC).
  if (serverCpuPct >= 90)
    console.log(
      `diagnosis: the server's event loop is saturated (${serverCpuPct}% of a core, ~${Math.round(usPerDelivery)} us` +
        ` per delivery, so ~${Math.round(1e6 / usPerDelivery)} deliveries/s per core) against ${offered} offered`,
    );
  if (benchCpuPct >= 90)
    console.log(`diagnosis: the bench process is saturated (${benchCpuPct}%); try BENCH_CLIENT=raw`);
  if (percentile(responses, 50) > TARGET_P99_MS)
    console.log(
      `diagnosis: posting is slow (response p50 ${Math.round(percentile(responses, 50))} ms): posts queue before` +
        ' they are even written, and every delay includes that wait',
    );
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
