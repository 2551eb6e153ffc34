import { TRPCClientError } from '@trpc/client';
import { describeError } from '../../trpc';
import { serverIssues } from '../../ui/form';

export const BOOKING_FAILED_FALLBACK = 'Failed to create booking. Please try again.';

/** The tRPC code of a failure ('CONFLICT', 'FORBIDDEN', ...), when the server answered. */
export function errorCode(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('code' in data)) return undefined;
  return typeof data.code === 'string' ? data.code : undefined;
}

/** The server's message when it has one for people, or the fallback text. */
export function failureMessage(error: unknown, fallback: string): string {
  // An input error's own message is a JSON dump, not for people: its first issue says what was refused.
  const issue = serverIssues(error)[0]?.message;
  if (issue) return issue;
  const { message } = describeError(error);
  return message.trim() ? message : fallback;
}
