import { mailResetLink, type LinkDeps } from '../domains/auth/password-reset';
import type { AppJobs, WorkOptions } from './registry';

/**
 * Registers the mailing of password reset links on this instance. A request queues one job (auth.
 * requestPasswordReset) whatever the email, and this instance's worker is woken at once; the poll is for jobs
 * left by an instance that stopped and for retries after a mail server failure.
 */
export async function startPasswordResetJob(
  jobs: AppJobs,
  deps: LinkDeps,
  options: WorkOptions = {},
): Promise<void> {
  await jobs.work(
    'mail-password-reset',
    async ({ email }) => {
      await mailResetLink(deps, email);
    },
    { pollingIntervalSeconds: 30, ...options },
  );
}
