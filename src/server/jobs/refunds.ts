import type { Db } from '../db/client';
import type { PaymentProvider } from '../domains/payments/port';
import { sendPendingRefunds } from '../domains/payments/refunds';
import type { AppJobs, WorkOptions } from './registry';

/** Every minute (UTC): a refund recorded while the provider was unreachable is sent within a minute of its return. */
export const SEND_REFUNDS_CRON = '* * * * *';

/**
 * Registers the sending of refunds to the payment provider on this instance, its schedule and one run now (a
 * process that died with refunds recorded and unsent sends them as soon as it is back). A cancellation or a
 * dispute's refund asks for a run at once. Nothing to send with the demo, which takes no money.
 */
export async function startRefundsJob(
  jobs: AppJobs,
  db: Db,
  provider: PaymentProvider,
  options: WorkOptions = {},
): Promise<void> {
  await jobs.work(
    'send-refunds',
    async () => {
      await sendPendingRefunds(db, provider);
    },
    { pollingIntervalSeconds: 15, ...options },
  );
  await jobs.schedule('send-refunds', SEND_REFUNDS_CRON, {});
  await jobs.send('send-refunds', {});
}
