/** The bench's subscribers (real tRPC clients, or bare sockets) and the record of what they received. */
import { setTimeout as sleep } from 'node:timers/promises';
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import WebSocket from 'ws';
import type { AppRouter } from '../../src/server/trpc/router';
import type { ForumEvent } from '../../src/shared/forum';

// ---------------------------------------------------------------------------------------------------------------
// What the clients received

/** Deliveries of the posts whose content is `${prefix}${n}`, n < posts, to `clients` subscribers. */
export class Recorder {
  readonly sentAt: Float64Array;
  /** When the first client received each post. */
  readonly firstAt: Float64Array;
  readonly delays: Float64Array;
  /** Which post each delivery (same index as `delays`) was. */
  readonly postOf: Uint32Array;
  private readonly seen: Uint8Array;
  count = 0;
  duplicates = 0;
  /** Posts that are not ours, or arrived before we sent them (impossible unless matching is broken). */
  strangers = 0;
  resyncs = 0;
  errors = 0;
  unexpectedCloses = 0;
  firstError: string | undefined;
  lastDelivery = 0;

  constructor(
    readonly clients: number,
    readonly posts: number,
    readonly prefix: string,
  ) {
    this.sentAt = new Float64Array(posts).fill(Number.NaN);
    this.firstAt = new Float64Array(posts).fill(Number.NaN);
    this.delays = new Float64Array(clients * posts);
    this.postOf = new Uint32Array(clients * posts);
    this.seen = new Uint8Array(clients * posts);
  }

  sent(n: number): number {
    return this.sentAt[n] ?? Number.NaN;
  }

  content(n: number): string {
    return `${this.prefix}${n}`;
  }

  post(client: number, content: string): void {
    const now = performance.now();
    const n = content.startsWith(this.prefix) ? Number(content.slice(this.prefix.length)) : -1;
    if (!Number.isInteger(n) || n < 0 || n >= this.posts || !(now >= this.sent(n))) {
      this.strangers++;
      return;
    }
    const slot = client * this.posts + n;
    if (this.seen[slot]) {
      this.duplicates++;
      return;
    }
    this.seen[slot] = 1;
    this.postOf[this.count] = n;
    this.delays[this.count++] = now - this.sent(n);
    if (!(this.firstAt[n]! <= now)) this.firstAt[n] = now;
    this.lastDelivery = now;
  }

  error(message: string): void {
    this.errors++;
    this.firstError ??= message;
  }

  /**
   * The delay split in two, each sorted: post → its first delivery to any client (writing, NOTIFY, the pump),
   * and each delivery → that post's first delivery (the fan-out to every subscriber).
   */
  split(): { toFirst: Float64Array; fanOut: Float64Array } {
    const toFirst = new Float64Array(this.posts);
    let m = 0;
    for (let n = 0; n < this.posts; n++) {
      const first = this.firstAt[n]! - this.sent(n);
      if (Number.isFinite(first)) toFirst[m++] = first;
    }
    const fanOut = new Float64Array(this.count);
    for (let i = 0; i < this.count; i++) {
      const n = this.postOf[i]!;
      fanOut[i] = this.delays[i]! - (this.firstAt[n]! - this.sent(n));
    }
    return { toFirst: toFirst.slice(0, m).sort(), fanOut: fanOut.sort() };
  }

  /** Deliveries still missing for the posts that were accepted. */
  missing(accepted: boolean[]): number {
    let missing = 0;
    for (let c = 0; c < this.clients; c++)
      for (let n = 0; n < this.posts; n++) if (accepted[n] && !this.seen[c * this.posts + n]) missing++;
    return missing;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Subscribers

export interface Subscriber {
  /** Resolves on the stream's first item, { type: 'ready' }. */
  ready: Promise<void>;
  close(): Promise<void>;
}

export type StreamItem = ForumEvent | { type: 'ready' } | { type: 'resync' };

function deferred(): { promise: Promise<void>; resolve: () => void; reject: (err: Error) => void } {
  let resolve!: () => void;
  let reject!: (err: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => undefined); // observed by whoever awaits it; never an unhandled rejection
  return { promise, resolve, reject };
}

function onItem(item: StreamItem, client: number, recorder: Recorder, ready: () => void): void {
  if (item.type === 'ready') ready();
  else if (item.type === 'post.created') recorder.post(client, item.post.content);
  else if (item.type === 'resync') recorder.resyncs++;
}

export type SocketClass = new (address: string | URL, protocols?: string | string[]) => WebSocket;

/** A `ws` WebSocket class that sends the app's Origin on the upgrade, as a browser would. */
export function socketClass(origin: string): SocketClass {
  return class OriginSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers: { origin } });
    }
  };
}

/** A full tRPC client, as the browser app uses: createWSClient + wsLink, forum.events.subscribe. */
function trpcSubscriber(client: number, url: string, Socket: SocketClass, recorder: Recorder): Subscriber {
  const ready = deferred();
  let closing = false;
  const ws = createWSClient({
    url,
    WebSocket: Socket as unknown as typeof globalThis.WebSocket,
    retryDelayMs: () => 1000,
    onClose: () => {
      if (!closing) recorder.unexpectedCloses++;
    },
  });
  const trpc = createTRPCClient<AppRouter>({ links: [wsLink({ client: ws })] });
  const subscription = trpc.forum.events.subscribe(undefined, {
    onData: ({ data }) => onItem(data, client, recorder, ready.resolve),
    onError: (err) => {
      recorder.error(err.message);
      ready.reject(err);
    },
  });
  return {
    ready: ready.promise,
    close: async () => {
      closing = true;
      subscription.unsubscribe();
      await ws.close();
    },
  };
}

/** What the server sends on a tRPC WebSocket (the parts read here). */
interface WireMessage {
  id: number | string | null;
  result?:
    { type: 'started' | 'stopped' } | { type: 'data'; id?: string; data: { id: string; data: StreamItem } };
  error?: { message: string };
}

/** A bare `ws` socket speaking tRPC's WebSocket JSON protocol: one subscription request, then data frames. */
function rawSubscriber(client: number, url: string, Socket: SocketClass, recorder: Recorder): Subscriber {
  const ready = deferred();
  let closing = false;
  const socket = new Socket(url);
  socket.on('open', () => {
    socket.send(
      JSON.stringify({ id: 1, method: 'subscription', params: { path: 'forum.events', input: {} } }),
    );
  });
  socket.on('message', (raw: WebSocket.RawData) => {
    const bytes = Array.isArray(raw) ? Buffer.concat(raw) : Buffer.isBuffer(raw) ? raw : Buffer.from(raw);
    const message = JSON.parse(bytes.toString('utf8')) as WireMessage;
    if (message.error) {
      recorder.error(message.error.message);
      ready.reject(new Error(message.error.message));
    } else if (message.result?.type === 'data') {
      onItem(message.result.data.data, client, recorder, ready.resolve);
    }
  });
  socket.on('error', (err) => {
    recorder.error(err.message);
    ready.reject(err);
  });
  const closed = new Promise<void>((resolve) =>
    socket.on('close', () => {
      if (!closing) {
        recorder.unexpectedCloses++;
        ready.reject(new Error('socket closed before ready'));
      }
      resolve();
    }),
  );
  return {
    ready: ready.promise,
    close: async () => {
      closing = true;
      if (socket.readyState === WebSocket.CLOSED) return;
      socket.close();
      await Promise.race([closed, sleep(2000)]);
      socket.terminate();
    },
  };
}

export function subscriber(
  mode: 'trpc' | 'raw',
  client: number,
  url: string,
  Socket: SocketClass,
  recorder: Recorder,
): Subscriber {
  return mode === 'raw'
    ? rawSubscriber(client, url, Socket, recorder)
    : trpcSubscriber(client, url, Socket, recorder);
}
