import type { Config } from '../config';
import type { Db } from '../db/client';
import { syncAllFeeds } from '../domains/host/ical/sync';
import type { AppJobs, JobLog, WorkOptions } from './registry';

/** Every 15 minutes (UTC): imported calendars (Airbnb, Booking.com…) are fetched again. */
export const ICAL_SYNC_CRON = '*/15 * * * *';

/** The job's work: one sync of every imported calendar (its result is for the log and the tests). */
export function runIcalSync(db: Db, config: Pick<Config, 'icalAllowLoopback'>, log: JobLog) {
  return syncAllFeeds(db, { allowLoopback: config.icalAllowLoopback }, log);
}

/**
 * Registers the iCal import on this instance and (idempotently) its schedule: pg-boss enqueues it once per
 * period whichever instances run, so each feed is fetched once per period. One run syncs every feed a few
 * at a time; a feed that fails keeps its error and the others go on.
 */
export async function startIcalSyncJob(
  jobs: AppJobs,
  db: Db,
  config: Pick<Config, 'icalAllowLoopback'>,
  log: JobLog,
  options: WorkOptions = {},
): Promise<void> {
  await jobs.work(
    'sync-ical-feeds',
    async () => {
      await runIcalSync(db, config, log);
    },
    { pollingIntervalSeconds: 30, ...options },
  );
  await jobs.schedule('sync-ical-feeds', ICAL_SYNC_CRON, {});
}
