import type { Db } from '../db/client';
import { ensurePayouts } from '../domains/payouts/ledger';
import type { PayoutNetwork } from '../domains/payouts/network';
import { releaseDuePayouts } from '../domains/payouts/release';
import type { AppJobs, JobLog, WorkOptions } from './registry';

/** Every minute (UTC): a payout is released within a minute of its time. */
export const PAYOUT_RELEASE_CRON = '* * * * *';

/**
 * One run: the sweep first (paid stays whose payout row is missing), then the release of every due payout through
 * the network PAYMENTS_PROVIDER names (the demo network records transfers and moves no money).
 */
export async function runPayoutRelease(db: Db, network: PayoutNetwork, log: JobLog, now = new Date()) {
  const created = await ensurePayouts(db, now);
  const counts = await releaseDuePayouts(db, network, now, { log });
  return { created, ...counts };
}

/**
 * Registers the payout release on this instance and (idempotently) its schedule: pg-boss enqueues it once a
 * minute whichever instances run; claims use SKIP LOCKED, so even overlapping runs pay each payout once.
 */
export async function startPayoutJob(
  jobs: AppJobs,
  db: Db,
  network: PayoutNetwork,
  log: JobLog,
  options: WorkOptions = {},
): Promise<void> {
  await jobs.work(
    'release-payouts',
    async () => {
      await runPayoutRelease(db, network, log);
    },
    { pollingIntervalSeconds: 15, ...options },
  );
  await jobs.schedule('release-payouts', PAYOUT_RELEASE_CRON, {});
}
