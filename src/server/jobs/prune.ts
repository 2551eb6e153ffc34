import { inArray, isNotNull, lt, or } from 'drizzle-orm';
import { deleteExpiredSessions } from '../auth/sessions';
import type { Db } from '../db/client';
import { deleteForgottenSlowdowns } from '../domains/auth/slowdown';
import { emailVerificationTokens, passwordResetTokens, users } from '../db/schema';
import { deleteExpiredLimits } from '../limits/limits';
import { pruneRealtimeEvents } from '../realtime/bus';
import type { AppJobs, WorkOptions } from './registry';

/**
 * When the clean-ups run (cron, UTC). Rate-limit counters pile up fastest under an attack; the event
 * log keeps a day for replay; expired sessions and links are only dead weight (reading one deletes it too).
 */
export const pruneSchedules = {
  'prune-rate-limits': '*/15 * * * *',
  'prune-realtime-events': '0 * * * *',
  'prune-expired-auth': '30 3 * * *',
} as const;

/**
 * Confirmation links past their expiry, and any left for an account that is already confirmed (confirming
 * deletes the user's links; this catches what that missed).
 */
export async function deleteDeadConfirmationTokens(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(emailVerificationTokens)
    .where(
      or(
        lt(emailVerificationTokens.expiresAt, now),
        inArray(
          emailVerificationTokens.userId,
          db.select({ id: users.id }).from(users).where(isNotNull(users.emailVerifiedAt)),
        ),
      ),
    );
}

/** Password reset links past their expiry (using one deletes it, and every other link of the account). */
export async function deleteExpiredResetTokens(db: Db, now = new Date()): Promise<void> {
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, now));
}

/** A job name of an older version, whose schedule an existing database still holds. */
const RETIRED_SCHEDULES = ['prune-sign-in-failures'];

/** Registers the clean-up workers on this instance and (idempotently) their schedules. */
export async function startPruneJobs(jobs: AppJobs, db: Db, options: WorkOptions = {}): Promise<void> {
  // They run a few times an hour at most: a slow poll keeps idle instances quiet.
  const work = { pollingIntervalSeconds: 30, ...options };
  await jobs.work(
    'prune-rate-limits',
    async () => {
      await deleteExpiredLimits(db);
      await deleteForgottenSlowdowns(db);
    },
    work,
  );
  await jobs.work('prune-realtime-events', () => pruneRealtimeEvents(db), work);
  await jobs.work(
    'prune-expired-auth',
    async () => {
      await deleteExpiredSessions(db);
      await deleteDeadConfirmationTokens(db);
      await deleteExpiredResetTokens(db);
    },
    work,
  );
  for (const name of RETIRED_SCHEDULES) await jobs.boss.unschedule(name);
  for (const [name, cron] of Object.entries(pruneSchedules) as [keyof typeof pruneSchedules, string][]) {
    await jobs.schedule(name, cron, {});
  }
}
