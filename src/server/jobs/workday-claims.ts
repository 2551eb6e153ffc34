import type { Db } from '../db/client';
import { reviewWorkdayClaims } from '../domains/stays/guarantee';
import type { AppJobs, JobLog, WorkOptions } from './registry';

/** Every 15 minutes (UTC): an unconfirmed outage reaches the admin's disputes within 15 minutes of its wait. */
export const WORKDAY_CLAIMS_CRON = '*/15 * * * *';

/**
 * Registers the workday guarantee's review on this instance and (idempotently) its schedule. Each claim day is
 * one row with a unique (booking, day), so overlapping runs never decide a day twice.
 */
export async function startWorkdayClaimsJob(
  jobs: AppJobs,
  db: Db,
  log: JobLog,
  options: WorkOptions = {},
): Promise<void> {
  await jobs.work(
    'review-workday-claims',
    async () => {
      const settled = await reviewWorkdayClaims(db);
      if (settled > 0) log.warn({ settled }, 'workday guarantee: outages settled by the review');
    },
    { pollingIntervalSeconds: 5, ...options },
  );
  await jobs.schedule('review-workday-claims', WORKDAY_CLAIMS_CRON, {});
}
