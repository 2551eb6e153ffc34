import { onlineManager, QueryClient, type Query } from '@tanstack/react-query';
import { useEffect } from 'react';
import { describeError } from './trpc';

/** How often views that failed to reach the server try again by themselves while the browser is online. */
export const RECOVERY_INTERVAL_MS = 10_000;

/**
 * Requests go out even when the browser says it is offline ('always'): react-query's default would pause
 * them, and a paused query shows its skeleton forever. Offline they fail after the retries (about 7 s), and
 * each view shows its error with the connection text and a Retry (ui/LoadFailed). When the browser comes
 * back online, react-query refetches the failed views itself (refetchOnReconnect).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { networkMode: 'always' },
      mutations: { networkMode: 'always' },
    },
  });
}

function failedToConnect(query: Query): boolean {
  return query.state.status === 'error' && describeError(query.state.error).isConnectionError;
}

/**
 * The server can be unreachable while the browser still says it is online (a dropped tunnel, a restart): no
 * 'online' event will come, so the views on screen that could not reach it try again every
 * RECOVERY_INTERVAL_MS while the tab is visible, and show their data as soon as it answers.
 */
export function useRecoverFailedQueries(queryClient: QueryClient): void {
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'visible' || !onlineManager.isOnline()) return;
      void queryClient.refetchQueries(
        { type: 'active', predicate: failedToConnect },
        // A fetch still running on a slow link is left to finish.
        { cancelRefetch: false },
      );
    }, RECOVERY_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [queryClient]);
}
