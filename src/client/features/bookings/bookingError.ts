import { TRPCClientError } from '@trpc/client';
import { describeError } from '../../trpc';

export const BOOKING_FAILED_FALLBACK = 'Failed to create booking. Please try again.';

/** The tRPC code of a failure ('CONFLICT', 'FORBIDDEN', ...), when the server answered. */
export function errorCode(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('code' in data)) return undefined;
  return typeof data.code === 'string' ? data.code : undefined;
}

/** The first zod issue's message: an input error's own message is a JSON dump, not for people. */
function firstZodIssue(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('zodIssues' in data)) return undefined;
  const issues: unknown = data.zodIssues;
  if (!Array.isArray(issues)) return undefined;
  const first: unknown = issues[0];
  if (typeof first !== 'object' || first === null || !('message' in first)) return undefined;
  return typeof first.message === 'string' ? first.message : undefined;
}

/** Spec 000 §8: the raised message, or the fallback text. */
export function failureMessage(error: unknown, fallback: string): string {
  const issue = firstZodIssue(error);
  if (issue) return issue;
  const { message } = describeError(error);
  return message.trim() ? message : fallback;
}
