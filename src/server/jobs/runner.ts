import type { Database } from '../db/client';
import { createBoss, STOP_TIMEOUT_MS, withSetupLock, type BossOptions } from './boss';
import { startPruneJobs } from './prune';
import { appJobs, Jobs, type AppJobs, type JobLog, type WorkOptions } from './registry';

export interface JobRunner {
  jobs: AppJobs;
  /** Lets running jobs finish (up to STOP_TIMEOUT_MS), hands the rest back, then stops polling. */
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  boss?: BossOptions;
  /** Overrides the workers' polling (tests). */
  work?: WorkOptions;
}

/**
 * This instance's share of the background work: starts pg-boss on the app's database (creating or migrating
 * its `pgboss` schema), creates the queues, registers every worker and schedule. Each instance runs one;
 * they share the jobs through the database.
 */
export async function startJobRunner(
  database: Database,
  log: JobLog,
  options: JobRunnerOptions = {},
): Promise<JobRunner> {
  const boss = createBoss(database, options.boss);
  // pg-boss reports polling and maintenance failures as events; an unheard 'error' event would throw.
  boss.on('error', (err) => log.error({ err }, 'job runner error'));
  await boss.start();
  const jobs = new Jobs(boss, appJobs, log);
  try {
    await withSetupLock(database, async () => {
      await jobs.createQueues();
      await startPruneJobs(jobs, database.db, options.work);
    });
  } catch (err) {
    await boss.stop({ graceful: false });
    throw err;
  }
  return {
    jobs,
    stop: () => boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS }),
  };
}
