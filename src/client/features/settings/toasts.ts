import { notifications } from '@mantine/notifications';
import { describeError } from '../../trpc';

export function showSuccess(title: string, message?: string): void {
  notifications.show({ color: 'green', title, message: message ?? '' });
}

/** A destructive toast with the server's message (spec 001 §8 titles). */
export function showFailure(title: string, error: unknown): void {
  notifications.show({ color: 'red', title, message: describeError(error).message });
}
