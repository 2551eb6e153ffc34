import type { Db } from '../db/client';
import { settlePendingBookings } from '../domains/bookings/holds';
import type { PaymentProvider } from '../domains/payments/port';
import type { AppJobs, WorkOptions } from './registry';

/** Every minute (UTC): a hold that ran out is expired, and a payment cut short is settled, within a minute. */
export const SETTLE_PENDING_BOOKINGS_CRON = '* * * * *';

/**
 * Registers the settling of pending bookings on this instance, (idempotently) its schedule, and one run now: a
 * process that died while bookings waited for their payment settles them as soon as it is back, the bookings
 * whose hold still runs confirmed and the others expired (domains/bookings/holds.ts). Each run is two UPDATEs,
 * so overlapping runs on several instances settle each booking once.
 */
export async function startPendingBookingsJob(
  jobs: AppJobs,
  db: Db,
  paymentDelayMs: number,
  provider: PaymentProvider | null = null,
  options: WorkOptions = {},
): Promise<void> {
  await jobs.work(
    'settle-pending-bookings',
    async () => {
      await settlePendingBookings(db, paymentDelayMs, provider);
    },
    // Its work comes once a minute, as release-payouts' does: a quarter-minute poll keeps an idle instance
    // quiet (on PGlite every poll is a query on the app's one connection). The run at start is sent from
    // here, which wakes this worker at once.
    { pollingIntervalSeconds: 15, ...options },
  );
  await jobs.schedule('settle-pending-bookings', SETTLE_PENDING_BOOKINGS_CRON, {});
  await jobs.send('settle-pending-bookings', {});
}
