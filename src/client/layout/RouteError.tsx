import type { ErrorComponentProps } from '@tanstack/react-router';
import { CONNECTION_ERROR_MESSAGE, describeError } from '../trpc';
import { ConnectionErrorCard } from './ConnectionErrorCard';

/** A page's code could not be downloaded (offline, or a deploy replaced it): the browser's import message. */
function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed/.test(message);
}

/**
 * What a page shows when it could not be opened: the connection-error text when its code or data could not
 * be fetched, with a Retry that loads the page again (a failed module download is not retried by the
 * browser without a reload).
 */
export function RouteError({ error }: ErrorComponentProps) {
  return isChunkLoadError(error) || describeError(error).isConnectionError ? (
    <ConnectionErrorCard message={CONNECTION_ERROR_MESSAGE} />
  ) : (
    <ConnectionErrorCard
      title="Something went wrong"
      message="This page could not be shown. Please try again."
    />
  );
}
