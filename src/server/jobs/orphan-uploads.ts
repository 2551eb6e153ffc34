import type { Db } from '../db/client';
import { deleteOrphanDocuments, deleteOrphanUploads } from '../files/orphans';
import type { FileStorage } from '../files/storage';
import type { AppJobs, JobLog, WorkOptions } from './registry';

/**
 * Hourly (UTC): a photo no listing took, or a verification document no application took, is gone between 24 and
 * 25 hours after its upload.
 */
export const ORPHAN_UPLOADS_CRON = '20 * * * *';

/**
 * Registers the unused-photo clean-up on this instance and (idempotently) its schedule: pg-boss enqueues it
 * once per period whichever instances run. Started once the app's file storage exists.
 */
export async function startOrphanUploadsJob(
  jobs: AppJobs,
  db: Db,
  storage: FileStorage,
  log: JobLog,
  options: WorkOptions = {},
): Promise<void> {
  await jobs.work(
    'delete-orphan-uploads',
    async () => {
      await deleteOrphanUploads(db, storage, log);
      await deleteOrphanDocuments(db, storage, log);
    },
    { pollingIntervalSeconds: 30, ...options },
  );
  await jobs.schedule('delete-orphan-uploads', ORPHAN_UPLOADS_CRON, {});
}
