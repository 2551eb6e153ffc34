/** The server under test as a child process: start, ask for its figures, stop. */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FromServer, ServerStats, ToServer } from './realtime-server';

// ---------------------------------------------------------------------------------------------------------------
// The server process

export interface Stats extends ServerStats {
  /** VmRSS of the child from /proc (falls back to its own report where there is no /proc). */
  vmRss: number;
  at: number;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export function nextMessage<T extends FromServer['type']>(
  child: ChildProcess,
  type: T,
  timeoutMs: number,
): Promise<Extract<FromServer, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`server: no '${type}' message within ${timeoutMs} ms`));
    }, timeoutMs);
    const onMessage = (raw: unknown) => {
      const message = raw as FromServer;
      if (message.type === 'error') {
        cleanup();
        reject(new Error(`server failed:\n${message.message}`));
      } else if (message.type === type) {
        cleanup();
        resolve(message as Extract<FromServer, { type: T }>);
      }
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      cleanup();
      reject(new Error(`server exited (code ${code}, signal ${signal})`));
    };
    function cleanup() {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    }
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

export function tell(child: ChildProcess, message: ToServer): void {
  child.send(message);
}

export function vmRss(pid: number | undefined): number | undefined {
  try {
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

export async function serverStats(child: ChildProcess, options: { gc: boolean; resetLoopDelay?: boolean }) {
  const reply = nextMessage(child, 'stats', 10_000);
  tell(child, { type: 'stats', gc: options.gc, resetLoopDelay: options.resetLoopDelay ?? false });
  const stats = await reply;
  return { ...stats, vmRss: vmRss(child.pid) ?? stats.rss, at: performance.now() } satisfies Stats;
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (child.connected) tell(child, { type: 'stop' });
  else child.kill('SIGTERM');
  await Promise.race([exited, sleep(8000)]);
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await exited;
  }
}
