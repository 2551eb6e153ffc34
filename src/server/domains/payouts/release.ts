import { and, eq, sql } from 'drizzle-orm';
import { PAYOUT_MAX_ATTEMPTS, PAYOUT_TEXTS } from '../../../shared/payouts';
import { rowsOf, type Db } from '../../db/client';
import { payoutMethods, payouts } from '../../db/schema';
import { raiseAlertSafely } from '../admin/alerts';
import { payoutFailedAlert } from './alert';
import { reserveDeductions } from './deductions';
import { PayoutRefused, type PayoutProvider } from './provider';

/** A payout left processing this long is taken to belong to a runner that died mid-release. */
export const PAYOUT_LEASE_MS = 10 * 60_000;
/** The first retry after a refusal waits this long; each further one twice as long. */
export const PAYOUT_RETRY_BASE_MS = 5 * 60_000;
/** Said when the provider failed in a way it did not explain (a timeout, an outage). */
export const PROVIDER_UNAVAILABLE_REASON = 'The payout provider could not be reached; it will be tried again';

export interface ReleaseOptions {
  /** Payouts claimed per statement. */
  batchSize?: number;
  /** Stops after this many payouts (a run is bounded; the next run goes on). */
  maxPayouts?: number;
  log?: { warn: (obj: object, msg: string) => void };
}

export interface ReleaseCounts {
  claimed: number;
  completed: number;
  failed: number;
  /** Of the failed: for want of a payout method. */
  noMethod: number;
}

export interface ClaimedPayout {
  id: string;
  hostId: string;
  amountCents: number;
  /** Already taken off for refunds on earlier bookings (reserveDeductions). */
  deductedCents: number;
  attempts: number;
}

/** When a payout refused for the `attempts`-th time is tried again (null: it has had its attempts). */
export function nextAttemptAfter(attempts: number, now: Date): Date | null {
  if (attempts >= PAYOUT_MAX_ATTEMPTS) return null;
  return new Date(now.getTime() + PAYOUT_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Moves up to `limit` due payouts to processing in one statement and returns them: scheduled ones whose
 * release time has come, failed ones whose retry time has come, and processing ones whose lease expired.
 * SKIP LOCKED lets runners on several instances claim side by side, each payout by one of them.
 */
export async function claimDuePayouts(db: Db, now: Date, limit: number): Promise<ClaimedPayout[]> {
  // ISO strings, cast in SQL: postgres.js does not serialise a Date inside a raw sql template.
  const at = sql`${now.toISOString()}::timestamptz`;
  const leaseExpired = sql`${new Date(now.getTime() - PAYOUT_LEASE_MS).toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    update ${payouts} set
      status = 'processing',
      attempts = ${payouts.attempts} + 1,
      method = (select kind from ${payoutMethods} where ${payoutMethods.userId} = ${payouts.hostId}),
      updated_at = ${at}
    where ${payouts.id} in (
      select id from ${payouts}
      where amount_cents > 0 and (
        (status = 'scheduled' and release_at <= ${at})
        or (status = 'failed' and next_attempt_at <= ${at})
        or (status = 'processing' and updated_at <= ${leaseExpired})
      )
      order by release_at
      limit ${limit}
      for update skip locked
    )
    returning id, host_id as "hostId", amount_cents as "amountCents", deducted_cents as "deductedCents",
      attempts`);
  return rowsOf<ClaimedPayout>(result);
}

/** Writes a claimed payout's outcome, unless another runner has claimed it since (its lease expired). */
async function settle(db: Db, claimed: ClaimedPayout, set: Partial<typeof payouts.$inferInsert>) {
  await db
    .update(payouts)
    .set(set)
    .where(
      and(
        eq(payouts.id, claimed.id),
        eq(payouts.status, 'processing'),
        eq(payouts.attempts, claimed.attempts),
      ),
    );
}

/** Sends one claimed payout through the provider and records the outcome. */
async function releaseOne(
  db: Db,
  provider: PayoutProvider,
  claimed: ClaimedPayout,
  now: Date,
  log: ReleaseOptions['log'],
): Promise<'completed' | 'failed' | 'noMethod'> {
  const [method] = await db
    .select({ details: payoutMethods.details })
    .from(payoutMethods)
    .where(eq(payoutMethods.userId, claimed.hostId));
  if (!method) {
    // Not retried on a timer: saving a method makes it due again (methods/service.ts).
    await settle(db, claimed, {
      status: 'failed',
      method: null,
      failureReason: PAYOUT_TEXTS.noMethodReason,
      nextAttemptAt: null,
      updatedAt: now,
    });
    return 'noMethod';
  }
  try {
    // What the host owes back for refunds after earlier payouts is taken off first; all of it may go there.
    const deducted = await reserveDeductions(db, claimed);
    const sending = claimed.amountCents - deducted;
    const { reference } =
      sending > 0
        ? await provider.send({
            payoutId: claimed.id,
            hostId: claimed.hostId,
            amountCents: sending,
            method: method.details,
          })
        : { reference: null };
    await settle(db, claimed, {
      status: 'completed',
      paidAt: now,
      payoutDate: now,
      providerRef: reference,
      failureReason: null,
      nextAttemptAt: null,
      updatedAt: now,
    });
    return 'completed';
  } catch (err) {
    if (!(err instanceof PayoutRefused)) log?.warn({ err, payoutId: claimed.id }, 'payout provider failed');
    const failureReason = err instanceof PayoutRefused ? err.reason : PROVIDER_UNAVAILABLE_REASON;
    await settle(db, claimed, {
      status: 'failed',
      failureReason,
      nextAttemptAt: nextAttemptAfter(claimed.attempts, now),
      updatedAt: now,
    });
    await raiseAlertSafely(db, await payoutFailedAlert(db, claimed, failureReason), log);
    return 'failed';
  }
}

/**
 * One run of the release job: claims due payouts a batch at a time and pays each through the provider.
 * Each payout keeps its own state, so one refusal never holds up the others; a runner dying mid-run leaves
 * its claimed payouts processing until the lease expires, then the provider's idempotency (the payout id)
 * makes the second attempt return the first transfer instead of paying again.
 */
export async function releaseDuePayouts(
  db: Db,
  provider: PayoutProvider,
  now = new Date(),
  opts: ReleaseOptions = {},
): Promise<ReleaseCounts> {
  const batchSize = opts.batchSize ?? 50;
  const maxPayouts = opts.maxPayouts ?? 5_000;
  const counts: ReleaseCounts = { claimed: 0, completed: 0, failed: 0, noMethod: 0 };
  while (counts.claimed < maxPayouts) {
    const claimed = await claimDuePayouts(db, now, Math.min(batchSize, maxPayouts - counts.claimed));
    if (claimed.length === 0) break;
    counts.claimed += claimed.length;
    for (const payout of claimed) {
      const outcome = await releaseOne(db, provider, payout, now, opts.log);
      if (outcome === 'completed') counts.completed++;
      else {
        counts.failed++;
        if (outcome === 'noMethod') counts.noMethod++;
      }
    }
  }
  return counts;
}
