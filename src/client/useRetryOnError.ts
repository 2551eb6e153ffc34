import { useEffect } from 'react';

/**
 * A subscription that failed (for instance one sent in the instant before the socket reopened as the
 * signed-in user) is started again after a pause. Dropped connections need no help: the WebSocket client
 * resubscribes by itself, resuming from the last event id.
 */
export function useRetryOnError(subscription: { status: string; reset: () => void }, delayMs = 2000): void {
  const { status, reset } = subscription;
  useEffect(() => {
    if (status !== 'error') return;
    const timer = setTimeout(reset, delayMs);
    return () => clearTimeout(timer);
  }, [status, reset, delayMs]);
}
