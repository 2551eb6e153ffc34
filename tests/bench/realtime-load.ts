/** The load: one publisher posting open loop over HTTP, and the subscribers connected in batches. */
import { setTimeout as sleep } from 'node:timers/promises';
import { Recorder, subscriber, type SocketClass, type Subscriber } from './realtime-clients';
import { BATCH, MODE, READY_TIMEOUT_MS } from './realtime-options';

export interface Published {
  accepted: boolean[];
  rejected: number;
  firstRejection: string | undefined;
  responseMs: number[];
  lastResponse: number;
}

/** Posts `count` posts at `rate` per second, open loop; returns when every response is in. */
export async function publish(
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

export async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) return false;
    await sleep(20);
  }
  return true;
}

export async function connect(
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

export async function closeAll(subscribers: Subscriber[]): Promise<void> {
  const all = Promise.allSettled(subscribers.splice(0).map((s) => s.close()));
  await Promise.race([all, sleep(10_000)]);
}
