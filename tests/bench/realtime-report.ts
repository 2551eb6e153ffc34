/** The realtime bench's figures: percentiles and units, and the report it prints after a run. */
import type { IntervalHistogram } from 'node:perf_hooks';
import type { Recorder } from './realtime-clients';
import type { Published } from './realtime-load';
import {
  CLIENTS,
  DATABASE,
  LOOP_RESOLUTION_MS,
  POSTS,
  RATE,
  TARGET_DELIVERIES_PER_S,
  TARGET_P99_MS,
} from './realtime-options';
import type { Stats } from './realtime-process';

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

/** What one run measured, as main() collected it. */
export interface RunFigures {
  serverPid: number | undefined;
  recorder: Recorder;
  published: Published;
  /** Posts the server accepted, and the deliveries they owe (accepted x clients). */
  accepted: number;
  expected: number;
  /** Whether every expected delivery arrived before the drain deadline. */
  drained: boolean;
  connectMs: number;
  /** The server's stats: before the clients, once subscribed, around the run, and after it (GC'd). */
  server: { before: Stats; connected: Stats; runStart: Stats; runEnd: Stats; afterRun: Stats };
  /** This process (clients + publisher): heap before and after connecting, CPU and loop delay in the run. */
  bench: {
    before: NodeJS.MemoryUsage;
    connected: NodeJS.MemoryUsage;
    cpuUsed: NodeJS.CpuUsage;
    loop: IntervalHistogram;
  };
}

/** Prints the run's tables, whether the targets were met, and where a slow run spent its time. */
export function printReport(run: RunFigures): void {
  const { recorder, published, accepted, expected, drained, connectMs } = run;
  const { before, connected, runStart, runEnd, afterRun } = run.server;
  const {
    before: benchBefore,
    connected: benchConnected,
    cpuUsed: benchCpuUsed,
    loop: benchLoop,
  } = run.bench;

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

  console.log(`server memory (pid ${run.serverPid}; after a forced GC):`);
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
