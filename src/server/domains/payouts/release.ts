import { and, eq, inArray, sql } from 'drizzle-orm';
import { PAYOUT_MAX_ATTEMPTS, PAYOUT_TEXTS } from '../../../shared/payouts';
import { rowsOf, type Db } from '../../db/client';
import { payoutMethods, payouts } from '../../db/schema';
import { withEvents, type Tx } from '../../realtime/events';
import { raiseAlertSafely } from '../admin/alerts';
import { payoutFailedAlert, payoutStuckAlert } from './alert';
import { reserveDeductions } from './deductions';
import { destinationOf, transferAmount } from './destination';
import { TransferRefused, type PayoutNetwork, type Transfer } from './network';

/** A payout left processing this long is taken to belong to a runner that died mid-release. */
export const PAYOUT_LEASE_MS = 10 * 60_000;
/** The first retry after a refusal waits this long; each further one twice as long. */
export const PAYOUT_RETRY_BASE_MS = 5 * 60_000;
/** Said when the network failed in a way it did not explain (a timeout, an outage): the outcome is unknown. */
export const PROVIDER_UNAVAILABLE_REASON = 'The payout network could not be reached; it will be tried again';

export interface ReleaseOptions {
  /** Payouts claimed per statement. */
  batchSize?: number;
  /** Stops after this many payouts (a run is bounded; the next run goes on). */
  maxPayouts?: number;
  /** Releases only these payouts (those of them that are due). */
  ids?: string[];
  log?: { warn: (obj: object, msg: string) => void };
}

export interface ReleaseCounts {
  claimed: number;
  completed: number;
  /** Sent, and the network has yet to confirm it (its webhook will). */
  pending: number;
  failed: number;
  /** Of the failed: for want of a payout method. */
  noMethod: number;
}

export interface ClaimedPayout {
  id: string;
  payeeId: string;
  kind: 'stay' | 'service';
  bookingId: string | null;
  serviceBookingId: string | null;
  currency: string;
  amountCents: number;
  /** Already taken off for refunds on earlier bookings (reserveDeductions). */
  deductedCents: number;
  attempts: number;
  /** The key of the transfer asked for by an earlier attempt (null before the first). */
  transferKey: string | null;
  /** The network that earlier attempt asked (null before the first). */
  network: string | null;
  /** Set when an earlier attempt called the network and its outcome was never recorded. */
  sentAt: Date | null;
  /** It was processing past its lease: its runner died, or the network has not confirmed the transfer. */
  wasStuck: boolean;
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
export async function claimDuePayouts(
  db: Db,
  now: Date,
  limit: number,
  ids?: string[],
): Promise<ClaimedPayout[]> {
  // ISO strings, cast in SQL: postgres.js does not serialise a Date inside a raw sql template.
  const at = sql`${now.toISOString()}::timestamptz`;
  const leaseExpired = sql`${new Date(now.getTime() - PAYOUT_LEASE_MS).toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    update ${payouts} set
      status = 'processing',
      attempts = ${payouts.attempts} + 1,
      method = (select kind from ${payoutMethods} where ${payoutMethods.userId} = ${payouts.payeeId}),
      updated_at = ${at}
    from (
      select id, status = 'processing' as was_stuck from ${payouts}
      where amount_cents > 0 ${ids ? sql`and ${inArray(payouts.id, ids)}` : sql``} and (
        (status = 'scheduled' and release_at <= ${at})
        or (status = 'failed' and next_attempt_at <= ${at})
        or (status = 'processing' and updated_at <= ${leaseExpired})
      )
      order by release_at
      limit ${limit}
      for update skip locked
    ) due
    where ${payouts.id} = due.id
    returning ${payouts.id} as "id", payee_id as "payeeId", kind, booking_id as "bookingId",
      service_booking_id as "serviceBookingId", currency, amount_cents as "amountCents",
      deducted_cents as "deductedCents", attempts, transfer_key as "transferKey", network, sent_at as "sentAt",
      due.was_stuck as "wasStuck"`);
  return rowsOf<ClaimedPayout & { sentAt: Date | string | null }>(result).map((r) => ({
    ...r,
    sentAt: r.sentAt === null ? null : new Date(r.sentAt),
  }));
}

/** Writes a claimed payout's outcome, unless another runner has claimed it since (its lease expired). */
async function settle(db: Db | Tx, claimed: ClaimedPayout, set: Partial<typeof payouts.$inferInsert>) {
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

/** The key a new transfer of this payout is sent under after the one under `key` definitely failed. */
export function nextTransferKey(payoutId: string, attempts: number): string {
  return `${payoutId}-r${attempts}`;
}

/**
 * Records what the network says of a claimed payout's transfer: paid completes it; pending leaves it processing
 * (the network's webhook settles it, or the next claim after the lease asks again); failed or reversed fails it
 * with the network's reason, retried later under a new key.
 */
async function recordTransfer(
  db: Db,
  claimed: ClaimedPayout,
  transfer: Transfer,
  now: Date,
  log: ReleaseOptions['log'],
): Promise<Outcome> {
  if (transfer.state === 'paid') {
    await completeClaimed(db, claimed, transfer.providerRef, now);
    return 'completed';
  }
  if (transfer.state === 'pending') {
    await settle(db, claimed, { providerRef: transfer.providerRef, updatedAt: now });
    return 'pending';
  }
  const reason = transfer.reason ?? PAYOUT_TEXTS.transferFailedReason;
  await failClaimed(db, claimed, reason, now, { definite: true }, log);
  return 'failed';
}

/** Records a claimed payout paid; a provider's dashboard (earnings and history) is told live. */
async function completeClaimed(db: Db, claimed: ClaimedPayout, providerRef: string | null, now: Date) {
  const paid = {
    status: 'completed',
    paidAt: now,
    payoutDate: now,
    providerRef,
    failureReason: null,
    nextAttemptAt: null,
    updatedAt: now,
  } as const;
  const bookingId = claimed.serviceBookingId;
  if (claimed.kind !== 'service' || !bookingId) return settle(db, claimed, paid);
  await withEvents(db, async (tx, emit) => {
    await settle(tx, claimed, paid);
    await emit('user', { type: 'service_booking.updated', bookingId, status: 'completed' }, [
      claimed.payeeId,
    ]);
  });
}

async function failClaimed(
  db: Db,
  claimed: ClaimedPayout,
  failureReason: string,
  now: Date,
  { definite }: { definite: boolean },
  log: ReleaseOptions['log'],
) {
  await settle(db, claimed, {
    status: 'failed',
    failureReason,
    nextAttemptAt: nextAttemptAfter(claimed.attempts, now),
    // A definite failure frees the next attempt to send anew, under a key of its own; an unknown outcome keeps
    // the key and the sent mark, so the next attempt asks the network first.
    ...(definite && { sentAt: null, transferKey: nextTransferKey(claimed.id, claimed.attempts) }),
    updatedAt: now,
  });
  await raiseAlertSafely(db, await payoutFailedAlert(db, claimed, failureReason), log);
}

type Outcome = 'completed' | 'pending' | 'failed' | 'noMethod';

/** Sends one claimed payout through the network and records the outcome. */
async function releaseOne(
  db: Db,
  network: PayoutNetwork,
  claimed: ClaimedPayout,
  now: Date,
  log: ReleaseOptions['log'],
): Promise<Outcome> {
  try {
    // An earlier attempt called the network and never recorded the answer: the network says what became of it,
    // and a transfer it made is recorded rather than sent again. One still unconfirmed past the lease (pending at
    // the network, or unknown to it) is money in limbo: an admin is alerted.
    if (claimed.sentAt && claimed.transferKey && claimed.network !== network.name) {
      // Asked of a network that no longer pays out here: only that network can say whether it was paid. It waits
      // for an admin, who checks there; their retry sends it anew, through this network.
      const reason = PAYOUT_TEXTS.otherNetworkReason(claimed.network);
      await settle(db, claimed, {
        status: 'failed',
        failureReason: reason,
        nextAttemptAt: null,
        sentAt: null,
        transferKey: nextTransferKey(claimed.id, claimed.attempts),
        updatedAt: now,
      });
      await raiseAlertSafely(db, await payoutFailedAlert(db, claimed, reason), log);
      return 'failed';
    }
    if (claimed.sentAt && claimed.transferKey) {
      const earlier = await network.readTransfer(claimed.transferKey);
      if (claimed.wasStuck && earlier?.state !== 'paid') {
        await raiseAlertSafely(db, await payoutStuckAlert(db, claimed), log);
      }
      if (earlier) return await recordTransfer(db, claimed, earlier, now, log);
    }
    const target = await destinationOf(db, network.name, claimed);
    if (!target.ok) {
      // Not retried on a timer: saving a method, or the account becoming payable, makes it due again.
      await settle(db, claimed, {
        status: 'failed',
        failureReason: target.reason,
        nextAttemptAt: null,
        updatedAt: now,
      });
      return 'noMethod';
    }
    // What a host owes back for refunds after earlier payouts is taken off first; all of it may go there.
    const deducted = claimed.kind === 'stay' ? await reserveDeductions(db, claimed) : 0;
    const sending = claimed.amountCents - deducted;
    if (sending <= 0) {
      await completeClaimed(db, claimed, null, now);
      return 'completed';
    }
    const { amountMinor, currency } = await transferAmount(db, network.name, claimed, sending);
    const key = claimed.transferKey ?? claimed.id;
    // Marked before the call: a runner that dies inside it leaves a payout the next claim asks the network about.
    await settle(db, claimed, {
      network: network.name,
      // Stripe pays the connected account, whatever method the payee saved before.
      ...(network.name === 'stripe' && { method: 'stripe' as const }),
      transferKey: key,
      sentAt: now,
      sentAmountMinor: amountMinor,
      sentCurrency: currency,
    });
    const transfer = await network.sendTransfer({
      key,
      destination: target.destination,
      amountMinor,
      currency,
      description: `KaziStay payout ${claimed.id.slice(0, 8)}`,
    });
    return await recordTransfer(db, claimed, transfer, now, log);
  } catch (err) {
    const definite = err instanceof TransferRefused;
    if (!definite) log?.warn({ err, payoutId: claimed.id }, 'payout network failed');
    await failClaimed(
      db,
      claimed,
      definite ? err.reason : PROVIDER_UNAVAILABLE_REASON,
      now,
      { definite: definite },
      log,
    );
    return 'failed';
  }
}

/**
 * One run of the release job: claims due payouts a batch at a time and pays each through the network.
 * Each payout keeps its own state, so one refusal never holds up the others. A runner dying mid-run leaves its
 * claimed payouts processing until the lease expires; the next claim then asks the network about the transfer
 * key before sending, and the network's idempotency (the same key) makes a repeated send return the first
 * transfer instead of paying again.
 */
export async function releaseDuePayouts(
  db: Db,
  network: PayoutNetwork,
  now = new Date(),
  opts: ReleaseOptions = {},
): Promise<ReleaseCounts> {
  const batchSize = opts.batchSize ?? 50;
  const maxPayouts = opts.maxPayouts ?? 5_000;
  const counts: ReleaseCounts = { claimed: 0, completed: 0, pending: 0, failed: 0, noMethod: 0 };
  while (counts.claimed < maxPayouts) {
    const claimed = await claimDuePayouts(
      db,
      now,
      Math.min(batchSize, maxPayouts - counts.claimed),
      opts.ids,
    );
    if (claimed.length === 0) break;
    counts.claimed += claimed.length;
    for (const payout of claimed) {
      const outcome = await releaseOne(db, network, payout, now, opts.log);
      if (outcome === 'completed') counts.completed++;
      else if (outcome === 'pending') counts.pending++;
      else {
        counts.failed++;
        if (outcome === 'noMethod') counts.noMethod++;
      }
    }
  }
  return counts;
}
