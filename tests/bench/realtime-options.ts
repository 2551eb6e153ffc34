/** The realtime bench's settings, from the environment (see realtime.ts for what each one means). */

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got ${raw}`);
  return value;
}

export const TARGET_DELIVERIES_PER_S = 10_000;
export const TARGET_P99_MS = 500;
export const CLIENTS = Math.round(envNumber('BENCH_CLIENTS', 1000));
/** 12 posts/s to the default 1,000 clients offers 1.2 x the target throughput. */
export const RATE = envNumber('BENCH_RATE', 12);
export const SECONDS = envNumber('BENCH_SECONDS', 10);
export const BATCH = Math.round(envNumber('BENCH_BATCH', 50));
export const MODE: 'trpc' | 'raw' = process.env.BENCH_CLIENT === 'raw' ? 'raw' : 'trpc';
export const DATABASE: 'postgres' | 'pglite' =
  process.env.BENCH_DATABASE === 'pglite' ? 'pglite' : 'postgres';
export const POSTS = Math.max(1, Math.round(RATE * SECONDS));
/** After the last post's response, how long the stragglers may take to arrive. */
export const DRAIN_MS = 15_000;
export const READY_TIMEOUT_MS = 30_000;
/** Event-loop delay sampling interval; the histogram includes it, so it is subtracted from the figures. */
export const LOOP_RESOLUTION_MS = 10;
/** BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there (node --cpu-prof) when it stops. */
export const CPU_PROF_DIR = process.env.BENCH_CPU_PROF;
