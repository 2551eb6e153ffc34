import type { Db } from '../db/client';
import { expireStaleRequests } from '../domains/services/bookings';
import type { AppJobs, WorkOptions } from './registry';

/** Every minute (UTC): a request whose date passed unanswered is closed within a minute of midnight. */
export const SERVICE_REQUESTS_CRON = '* * * * *';

/**
 * Registers the closing of stale service requests on this instance and (idempotently) its schedule: one UPDATE
 * closes every request whose date passed, so overlapping runs close each once.
 */
export async function startServiceRequestsJob(
  jobs: AppJobs,
  db: Db,
  options: WorkOptions = {},
): Promise<void> {
  await jobs.work(
    'expire-service-requests',
    async () => {
      await expireStaleRequests(db);
    },
    { pollingIntervalSeconds: 15, ...options },
  );
  await jobs.schedule('expire-service-requests', SERVICE_REQUESTS_CRON, {});
}
