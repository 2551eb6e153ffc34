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
