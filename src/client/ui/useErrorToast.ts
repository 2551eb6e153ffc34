import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { describeError } from '../trpc';

/**
 * A red toast when a page's data fails to load, so it is not mistaken for an empty page. The fixed id keeps
 * one toast per failure even when the effect runs twice (React's strict mode) or the page mounts again while
 * it is still showing.
 */
export function useErrorToast(error: unknown, id: string, title: string): void {
  useEffect(() => {
    if (!error) return;
    notifications.show({ id, color: 'red', title, message: describeError(error).message });
  }, [error, id, title]);
}
