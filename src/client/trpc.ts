import { httpBatchLink, splitLink, TRPCClientError, wsLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../server/trpc/router';
import { MAX_BATCH_SIZE } from '../shared/limits';
import { realtimeClient } from './realtime';

export const trpc = createTRPCReact<AppRouter>();
export type TrpcClient = ReturnType<typeof trpc.createClient>;

/**
 * Subscriptions go over the WebSocket, everything else over batched HTTP; the session cookie travels with
 * both by itself (same origin).
 */
export function createTrpcClient(): TrpcClient {
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: wsLink({ client: realtimeClient() }),
        // The server refuses bigger batches; more calls at once go out as several requests.
        false: httpBatchLink({ url: '/trpc', maxItems: MAX_BATCH_SIZE }),
      }),
    ],
  });
}

export const CONNECTION_ERROR_MESSAGE =
  'Connection Error: Unable to connect to the server. Please check your internet connection.';

export interface ClientErrorInfo {
  /** What to show the user (the server's message, or the connection-error text). */
  message: string;
  /** The server's domain error code (e.g. 'EMAIL_NOT_CONFIRMED'), when there is one. */
  domainCode: string | undefined;
  /** True when the request never got a tRPC answer from the server. */
  isConnectionError: boolean;
}

/** Reads a tRPC failure without trusting its shape (the error formatter adds `data.domainCode`). */
export function describeError(error: unknown): ClientErrorInfo {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof TRPCClientError) {
    const data: unknown = error.data;
    if (data === undefined || data === null || message.includes('NetworkError')) {
      return { message: CONNECTION_ERROR_MESSAGE, domainCode: undefined, isConnectionError: true };
    }
    const code = typeof data === 'object' && 'domainCode' in data ? data.domainCode : undefined;
    return { message, domainCode: typeof code === 'string' ? code : undefined, isConnectionError: false };
  }
  if (message.includes('NetworkError') || message.includes('Failed to fetch')) {
    return { message: CONNECTION_ERROR_MESSAGE, domainCode: undefined, isConnectionError: true };
  }
  return { message, domainCode: undefined, isConnectionError: false };
}

export type RouterOutputs = inferRouterOutputs<AppRouter>;
