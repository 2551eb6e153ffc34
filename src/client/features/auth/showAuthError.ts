import { notifications } from '@mantine/notifications';
import { describeError } from '../../trpc';

/** Red toast for a failed auth call (spec 000 §8): the server message, or the connection-error text. */
export function showAuthError(title: string, error: unknown): void {
  notifications.show({ color: 'red', title, message: describeError(error).message });
}
