import { tracked, type TrackedEnvelope } from '@trpc/server';
import type { EventBus } from './bus';
import type { BusEvent, EventScope } from './events';

/** More missed events than this and the client is told to reload instead of replaying them one by one. */
const REPLAY_LIMIT = 1000;

/** 'ready' opens a fresh stream (reload what you show); 'resync' says events were missed (reload too). */
export type StreamMarker = { type: 'ready' } | { type: 'resync' };

/**
 * A resumable subscription body: yields `tracked(eventId, item)` so a reconnecting client sends back the
 * last id it saw, and the stream replays what it missed from the event log before going live. Live events
 * are buffered from the moment the stream starts, and anything at or before the last id sent is skipped, so
 * nothing is lost or sent twice.
 */
export async function* resumableStream<T>(options: {
  bus: EventBus;
  scope: EventScope;
  lastEventId: string | null | undefined;
  signal: AbortSignal | undefined;
  /** Turns a bus event into what the client receives; null skips it. */
  map: (event: BusEvent) => T | null;
}): AsyncGenerator<TrackedEnvelope<T | StreamMarker>> {
  const { bus, scope, signal, map } = options;
  let queue = bus.subscribe(scope, signal);
  let last = 0;

  async function* catchUp(): AsyncGenerator<TrackedEnvelope<T | StreamMarker>> {
    const backlog = await bus.replay(scope, last, REPLAY_LIMIT);
    if (backlog === 'gap') {
      last = Math.max(last, bus.dispatchedId);
      yield tracked(String(last), { type: 'resync' });
      return;
    }
    for (const event of backlog) {
      if (event.id <= last) continue;
      last = event.id;
      const item = map(event);
      if (item !== null) yield tracked(String(event.id), item);
    }
  }

  if (options.lastEventId) {
    last = Number(options.lastEventId);
    yield* catchUp();
  } else {
    last = bus.dispatchedId;
    yield tracked(String(last), { type: 'ready' });
  }

  for (;;) {
    for await (const event of queue) {
      if (event.id <= last) continue;
      last = event.id;
      const item = map(event);
      if (item !== null) yield tracked(String(event.id), item);
    }
    // The queue ended: the client left, the server is closing, or this subscriber fell too far behind.
    if (!queue.overflowed || signal?.aborted) return;
    queue = bus.subscribe(scope, signal);
    yield* catchUp();
  }
}
