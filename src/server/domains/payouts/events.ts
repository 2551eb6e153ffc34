import { and, eq, inArray, isNull } from 'drizzle-orm';
import { PAYOUT_TEXTS } from '../../../shared/payouts';
import type { Db } from '../../db/client';
import { payoutAccounts, payouts } from '../../db/schema';
import type { Tx } from '../../realtime/events';
import { raiseAlertSafely } from '../admin/alerts';
import { payoutFailedAlert } from './alert';
import type { AccountReadiness, PayoutEvent, Transfer } from './network';
import { nextAttemptAfter, nextTransferKey } from './release';

export type PayoutEventOutcome = 'applied' | 'ignored' | 'unknown';

/** A failure the event settled, for the admin alert raised once the transaction has committed. */
export interface PayoutEventResult {
  outcome: PayoutEventOutcome;
  failed?: { payout: typeof payouts.$inferSelect; reason: string };
}

/**
 * Applies a payout network's verified event in the caller's transaction (the event is stored once there, so a
 * replay never reaches here): a transfer's outcome settles the payout sent under its key, and an account's
 * readiness is kept, making payouts that waited for it due again.
 */
export async function applyPayoutEvent(
  tx: Tx,
  network: string,
  event: PayoutEvent,
  now = new Date(),
): Promise<PayoutEventResult> {
  if (event.kind === 'transfer') return applyTransfer(tx, network, event.transfer, now);
  if (event.kind === 'account') return { outcome: await applyAccount(tx, network, event.account, now) };
  return { outcome: 'ignored' };
}

async function applyTransfer(
  tx: Tx,
  network: string,
  transfer: Transfer,
  now: Date,
): Promise<PayoutEventResult> {
  if (!transfer.key) return { outcome: 'unknown' };
  const [payout] = await tx
    .select()
    .from(payouts)
    .where(and(eq(payouts.transferKey, transfer.key), eq(payouts.network, network)))
    .for('update');
  if (!payout) return { outcome: 'unknown' };
  const set = (values: Partial<typeof payouts.$inferInsert>) =>
    tx
      .update(payouts)
      .set({ ...values, updatedAt: now })
      .where(eq(payouts.id, payout.id));
  if (transfer.state === 'paid') {
    // A payout failed for an unknown outcome (a timeout) whose transfer went through is paid after all.
    if (payout.status !== 'processing' && payout.status !== 'failed') return { outcome: 'ignored' };
    await set({
      status: 'completed',
      paidAt: now,
      payoutDate: now,
      providerRef: transfer.providerRef,
      failureReason: null,
      nextAttemptAt: null,
    });
    return { outcome: 'applied' };
  }
  if (transfer.state === 'pending') {
    if (payout.status !== 'processing' || payout.providerRef === transfer.providerRef)
      return { outcome: 'ignored' };
    await set({ providerRef: transfer.providerRef });
    return { outcome: 'applied' };
  }
  const reversed = transfer.state === 'reversed';
  // A failure settles a transfer on its way; a reversal also one already paid (the money came back).
  if (payout.status !== 'processing' && !(reversed && payout.status === 'completed')) {
    return { outcome: 'ignored' };
  }
  const reason = transfer.reason ?? PAYOUT_TEXTS.transferFailedReason;
  await set({
    status: 'failed',
    failureReason: reason,
    paidAt: null,
    sentAt: null,
    transferKey: nextTransferKey(payout.id, payout.attempts),
    // A reversal waits for the payee's method or account to change, or an admin's retry: the same destination
    // would only send it back again.
    nextAttemptAt: reversed ? null : nextAttemptAfter(payout.attempts, now),
  });
  return { outcome: 'applied', failed: { payout, reason } };
}

async function applyAccount(
  tx: Tx,
  network: string,
  account: AccountReadiness,
  now: Date,
): Promise<PayoutEventOutcome> {
  const [kept] = await tx
    .update(payoutAccounts)
    .set({
      payoutsEnabled: account.payoutsEnabled,
      chargesEnabled: account.chargesEnabled,
      requirementsDue: account.requirementsDue,
      ...(account.verifiedName && { verifiedName: account.verifiedName }),
      updatedAt: now,
    })
    .where(and(eq(payoutAccounts.network, network), eq(payoutAccounts.externalId, account.accountId)))
    .returning({ userId: payoutAccounts.userId });
  if (!kept) return 'unknown';
  if (account.payoutsEnabled) await makeWaitingPayoutsDue(tx, kept.userId, now);
  return 'applied';
}

/** The payee can be paid now: their payouts that failed for want of a method or account are due at once. */
export async function makeWaitingPayoutsDue(db: Db | Tx, payeeId: string, now: Date): Promise<void> {
  await db
    .update(payouts)
    .set({ nextAttemptAt: now, updatedAt: now })
    .where(
      and(
        eq(payouts.payeeId, payeeId),
        eq(payouts.status, 'failed'),
        isNull(payouts.nextAttemptAt),
        inArray(payouts.failureReason, [
          PAYOUT_TEXTS.noMethodReason,
          PAYOUT_TEXTS.noAccountReason,
          PAYOUT_TEXTS.accountNotReadyReason,
        ]),
      ),
    );
}

/** The admin alert for a transfer an event failed or reversed, raised after its transaction committed. */
export async function alertPayoutEvent(
  db: Db,
  result: PayoutEventResult,
  log?: { warn: (obj: object, msg: string) => void },
): Promise<void> {
  if (!result.failed) return;
  const { payout, reason } = result.failed;
  await raiseAlertSafely(db, await payoutFailedAlert(db, payout, reason), log);
}
