import { createTRPCClient, createWSClient, wsLink, type TRPCClient } from '@trpc/client';
import WebSocket from 'ws';
import type { AppRouter } from '../../src/server/trpc/router';
import { TEST_ORIGIN, type TestApp } from './app';

/** Starts the test app on a free port (WebSockets need a real socket); returns its ws:// address. */
export async function listen(t: TestApp): Promise<string> {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace(/^http/, 'ws') + '/trpc';
}

export interface RealtimeClient {
  trpc: TRPCClient<AppRouter>;
  close(): Promise<void>;
  /** Drops the connection as a network failure would; the client reconnects by itself. */
  drop(): void;
}

/** A tRPC client whose subscriptions go over a WebSocket carrying this cookie and Origin, like a browser. */
export function realtimeClient(
  url: string,
  options: { cookie?: string | undefined; origin?: string } = {},
): RealtimeClient {
  const headers: Record<string, string> = { origin: options.origin ?? TEST_ORIGIN };
  if (options.cookie) headers.cookie = options.cookie;
  class BrowserLikeSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  const client = createWSClient({
    url,
    WebSocket: BrowserLikeSocket as unknown as typeof globalThis.WebSocket,
    retryDelayMs: () => 50,
  });
  return {
    trpc: createTRPCClient<AppRouter>({ links: [wsLink({ client })] }),
    close: () => client.close(),
    drop: () => client.connection?.ws.close(),
  };
}

/** Collects what a subscription yields, and lets a test wait until a condition holds. */
export class Collector<T> {
  readonly items: T[] = [];
  private waiters: (() => void)[] = [];

  push = (item: T): void => {
    this.items.push(item);
    for (const w of this.waiters.splice(0)) w();
  };

  async until(condition: (items: T[]) => boolean, timeoutMs = 5000): Promise<T[]> {
    const deadline = Date.now() + timeoutMs;
    while (!condition(this.items)) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out; got ${JSON.stringify(this.items)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.items;
  }
}

/**
 * A raw browser-like realtime socket carrying the session cookie and the app's Origin; `track` keeps it for
 * the test file to terminate at the end (even one that never opens).
 */
export function openSocket(url: string, cookie: string, track?: WebSocket[]): Promise<WebSocket> {
  const socket = new WebSocket(url, { headers: { origin: TEST_ORIGIN, cookie } });
  track?.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

let nextSocketCall = 1;
/** auth.me over the socket: proves its context is ready and says who it is signed in as. */
export function socketUser(socket: WebSocket): Promise<string | null> {
  const id = nextSocketCall++;
  return new Promise((resolve, reject) => {
    const onMessage = (data: Buffer) => {
      const msg = JSON.parse(data.toString('utf8')) as {
        id: number;
        result?: { data: { user: { id: string } | null } };
      };
      if (msg.id !== id) return;
      socket.off('message', onMessage);
      if (msg.result) resolve(msg.result.data.user?.id ?? null);
      else reject(new Error(data.toString('utf8')));
    };
    socket.on('message', onMessage);
    socket.send(JSON.stringify({ id, method: 'query', params: { path: 'auth.me' } }));
  });
}

export type SocketAnswer =
  { data: unknown } | { error: { message: string; data: { code: string; httpStatus: number } } } | 'closed';

/**
 * One query or mutation over a raw socket, as a script would send it: its answer, or 'closed' when the server
 * ended the socket before answering.
 */
export function socketCall(
  socket: WebSocket,
  method: 'query' | 'mutation',
  path: string,
  input?: unknown,
): Promise<SocketAnswer> {
  const id = nextSocketCall++;
  if (socket.readyState !== WebSocket.OPEN) return Promise.resolve('closed');
  return new Promise((resolve) => {
    const finish = (answer: SocketAnswer) => {
      socket.off('message', onMessage);
      socket.off('close', onClose);
      resolve(answer);
    };
    const onMessage = (data: Buffer) => {
      const msg = JSON.parse(data.toString('utf8')) as {
        id: number;
        result?: { data: unknown };
        error?: { message: string; data: { code: string; httpStatus: number } };
      };
      if (msg.id !== id) return;
      finish(msg.error ? { error: msg.error } : { data: msg.result?.data });
    };
    const onClose = () => finish('closed');
    socket.on('message', onMessage);
    socket.once('close', onClose);
    socket.send(JSON.stringify({ id, method, params: { path, input } }));
  });
}
