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

/** Whether the server answers again (its health check: the app and its database). */
async function serverAnswers(): Promise<boolean> {
  try {
    return (await fetch('/healthz', { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/**
 * The server can be unreachable while the browser still says it is online (a dropped tunnel, a restart): no
 * 'online' event will come. While views on screen could not reach it, the server's health check is asked
 * every RECOVERY_INTERVAL_MS (tab visible); once it answers, those views load again. Refetching them blindly
 * instead would send each back to its skeleton and its error (and toast) every time: a query without data
 * goes back to 'pending' whenever it fetches.
 */
export function useRecoverFailedQueries(queryClient: QueryClient): void {
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'visible' || !onlineManager.isOnline()) return;
      const failed = { type: 'active', predicate: failedToConnect } as const;
      if (queryClient.getQueryCache().findAll(failed).length === 0) return;
      void serverAnswers().then((answers) => {
        if (answers) void queryClient.refetchQueries(failed, { cancelRefetch: false });
      });
    }, RECOVERY_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [queryClient]);
}
