import type { Db } from '../db/client';
import { expireStaleRequests } from '../domains/services/bookings';
import { releaseProviderPayments } from '../domains/services/payments';
import type { AppJobs, WorkOptions } from './registry';

/** Every minute (UTC): a provider is paid within a minute of marking a booking completed. */
export const PROVIDER_PAYMENTS_CRON = '* * * * *';

/**
 * Registers the provider payments' release on this instance and (idempotently) its schedule: once a minute
 * whichever instances run, and at once when a provider completes a booking (services.complete sends one). One
 * UPDATE pays every due payment, so overlapping runs never pay one twice. Each run also closes requests whose
 * date passed unanswered.
 */
export async function startProviderPaymentsJob(
  jobs: AppJobs,
  db: Db,
  options: WorkOptions = {},
): Promise<void> {
  await jobs.work(
    'release-provider-payments',
    async () => {
      await releaseProviderPayments(db);
      await expireStaleRequests(db);
    },
    { pollingIntervalSeconds: 2, ...options },
  );
  await jobs.schedule('release-provider-payments', PROVIDER_PAYMENTS_CRON, {});
}
