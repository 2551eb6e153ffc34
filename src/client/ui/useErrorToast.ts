import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { describeError } from '../trpc';

/**
 * A red toast when a page's data fails to load, so it is not mistaken for an empty page. The fixed id keeps
 * one toast per failure even when the effect runs twice (React's strict mode) or the page mounts again while
 * it is still showing.
 */
export function useErrorToast(error: unknown, id: string, title: string): void {
  // Keyed on the message: a view retrying in the background (useRecoverFailedQueries) fails again with the
  // same message and raises no new toast; a success in between clears it, so the next failure is told.
  const message = error ? describeError(error).message : null;
  useEffect(() => {
    if (message === null) return;
    notifications.show({ id, color: 'red', title, message });
  }, [message, id, title]);
}
