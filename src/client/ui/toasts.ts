import { notifications } from '@mantine/notifications';
import { describeError } from '../trpc';

/** A red toast for a failed call, titled by the caller: the server's message or the connection-error text. */
export function showError(title: string, error: unknown): void {
  notifications.show({ color: 'red', title, message: describeError(error).message });
}

export function showSuccess(title: string, message = ''): void {
  notifications.show({ color: 'green', title, message });
}

/** A neutral toast: something is under way, or there was nothing to do. */
export function showInfo(title: string, message = ''): void {
  notifications.show({ color: 'blue', title, message });
}

/** A red toast with the caller's own words (no error object to describe). */
export function showFailure(title: string, message = ''): void {
  notifications.show({ color: 'red', title, message });
}
