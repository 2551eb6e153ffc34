import { createWSClient } from '@trpc/client';
import { isSessionClose } from '../shared/socket-close';

type WsClient = ReturnType<typeof createWSClient>;

let client: WsClient | null = null;
const sessionChangeListeners = new Set<() => void>();

/**
 * Runs `listener` when the server ends the socket because the session ended or its rights changed (another
 * tab signed out, an admin changed the role): the page should read who is signed in again.
 */
export function onSessionChanged(listener: () => void): () => void {
  sessionChangeListeners.add(listener);
  return () => sessionChangeListeners.delete(listener);
}

/**
 * The app's one WebSocket (same origin, so the session cookie goes with the upgrade request). Lazy: it opens
 * when a live feed starts (a signed-in visitor's messages, the forum once it is on screen, the admin console)
 * and closes a while after the last one stops, so an anonymous visitor reading listings opens none.
 */
export function realtimeClient(): WsClient {
  if (!client) {
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    client = createWSClient({
      url: `${scheme}://${window.location.host}/trpc`,
      // Quick at first, then every 5 s: after a server restart the page is back within seconds.
      retryDelayMs: (attempt) => Math.min(500 * 2 ** attempt, 5000),
      keepAlive: { enabled: true, intervalMs: 15_000, pongTimeoutMs: 5_000 },
      lazy: { enabled: true, closeMs: 10_000 },
      onClose: (cause) => {
        if (isSessionClose(cause?.code)) for (const listener of sessionChangeListeners) listener();
      },
    });
  }
  return client;
}

/**
 * The socket's session is fixed when it opens, so after signing in or out the socket is reopened: this
 * closes it and resolves once the new one is open (the client resends live subscriptions by itself), or at
 * once when no feed needs one.
 */
export function reconnectRealtime(): Promise<void> {
  const ws = client?.connection?.ws;
  if (!client || !ws) return Promise.resolve();
  const states = client.connectionState;
  return new Promise((resolve) => {
    let reconnecting = false;
    const done = () => {
      clearTimeout(timer);
      subscription.unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, 4000);
    const subscription = states.subscribe({
      next: (s) => {
        if (s.state === 'connecting') reconnecting = true;
        else if (s.state === 'pending' && reconnecting) done();
        // Lazy: with no live feed running the socket stays closed until the next one starts.
        else if (s.state === 'idle') done();
      },
    });
    ws.close();
  });
}
