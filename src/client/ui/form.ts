import type { SetErrors } from '@mantine/form';
import { TRPCClientError } from '@trpc/client';

/** One refused input field, as the server's error formatter sends it in `data.zodIssues`. */
export interface ServerIssue {
  path: string[];
  message: string;
}

/** The zod issues of a refused tRPC input, read without trusting their shape; empty for any other failure. */
export function serverIssues(error: unknown): ServerIssue[] {
  if (!(error instanceof TRPCClientError)) return [];
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('zodIssues' in data)) return [];
  const issues: unknown = data.zodIssues;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((issue: unknown) => {
    if (typeof issue !== 'object' || issue === null || !('path' in issue) || !('message' in issue)) return [];
    const { path, message } = issue;
    if (!Array.isArray(path) || typeof message !== 'string') return [];
    return [{ path: path.map(String), message }];
  });
}

/** What applyServerErrors needs of a `useForm` form. */
interface ErrorTarget {
  getValues: () => object;
  setErrors: SetErrors;
}

/**
 * Puts the server's zod issues under the form's own fields (first message per field, like the client-side
 * schema check). Returns true when at least one landed on a field; false when the failure is about something
 * else (or about a value the form does not show), so the caller still says what went wrong.
 */
export function applyServerErrors(form: ErrorTarget, error: unknown): boolean {
  const fields = form.getValues();
  const errors: Record<string, string> = {};
  for (const { path, message } of serverIssues(error)) {
    const [field] = path;
    if (field === undefined || !(field in fields)) continue;
    const key = path.join('.');
    errors[key] ??= message;
  }
  if (Object.keys(errors).length === 0) return false;
  form.setErrors((current) => ({ ...current, ...errors }));
  return true;
}
