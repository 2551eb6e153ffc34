import { Alert, Button, Text, type ButtonProps } from '@mantine/core';
import { IconAlertCircle, IconWifiOff } from '@tabler/icons-react';
import { describeError } from '../trpc';

/** What a Retry needs: loading again, and whether that is under way. */
export interface Retryable {
  isFetching: boolean;
  refetch: () => unknown;
}

/** What a failed view needs from its query (a tRPC or react-query result). */
export interface FailedQuery extends Retryable {
  error: unknown;
}

/** 'Retry', spinning while the load runs again. */
export function RetryButton({ query, ...props }: { query: Retryable } & ButtonProps) {
  return (
    <Button loading={query.isFetching} onClick={() => void query.refetch()} {...props}>
      Retry
    </Button>
  );
}

/**
 * A query that failed with nothing to show: the view's own title, the reason (the spec's connection-error
 * text when the server could not be reached), and a Retry. Every data view uses it, so offline never looks
 * like loading or like an empty list; the query also runs again by itself when the connection returns
 * (queryClient.ts).
 */
export function LoadFailed({ title, query }: { title: string; query: FailedQuery }) {
  const failure = query.error ? describeError(query.error) : null;
  const Icon = failure?.isConnectionError ? IconWifiOff : IconAlertCircle;
  return (
    <Alert color="red" icon={<Icon aria-hidden />} title={title} role="alert">
      {failure && failure.message !== title && <Text size="sm">{failure.message}</Text>}
      <RetryButton query={query} size="xs" variant="light" color="red" mt="xs" />
    </Alert>
  );
}
