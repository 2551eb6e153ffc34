import { requeueProcessing } from '../domains/admin/reports/service';
import { runReport } from '../domains/admin/reports/run';
import type { Db } from '../db/client';
import type { FileStorage } from '../files/storage';
import { appJobs, type AppJobs, type JobLog, type WorkOptions } from './registry';

const RETRY_LIMIT = appJobs['generate-report'].retryLimit;

/**
 * Runs report jobs on this instance (two at a time: a big report never blocks a small one), and queues again
 * any report left processing without a job. A report takes seconds; the app goes on answering meanwhile, since
 * the rows are read a page at a time and written as they come.
 */
export async function startReportJob(
  jobs: AppJobs,
  db: Db,
  storage: FileStorage,
  log: JobLog,
  options: WorkOptions = {},
): Promise<void> {
  await jobs.work(
    'generate-report',
    async ({ reportId }, job) => {
      await runReport(db, storage, reportId, job.attempt >= RETRY_LIMIT);
    },
    { workers: 2, pollingIntervalSeconds: 1, ...options },
  );
  const requeued = await requeueProcessing(db, jobs);
  if (requeued > 0) log.warn({ requeued }, 'reports left processing were queued again');
}
