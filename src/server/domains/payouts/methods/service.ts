import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  PAYOUT_METHOD_LABELS,
  payoutMethodInput,
  type PayoutMethodDetails,
  type PayoutMethodInput,
  type PayoutMethodView,
} from '../../../../shared/payouts';
import type { Db } from '../../../db/client';
import { payoutMethods, payouts } from '../../../db/schema';
import { maskPayoutMethod } from './mask';

function toView(row: { details: PayoutMethodDetails; updatedAt: Date }): PayoutMethodView {
  return {
    kind: row.details.kind,
    label: PAYOUT_METHOD_LABELS[row.details.kind],
    masked: maskPayoutMethod(row.details),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The user's own payout method, masked (the full details never leave the server). */
export async function getPayoutMethod(db: Db, userId: string): Promise<PayoutMethodView | null> {
  const [row] = await db
    .select({ details: payoutMethods.details, updatedAt: payoutMethods.updatedAt })
    .from(payoutMethods)
    .where(eq(payoutMethods.userId, userId));
  return row ? toView(row) : null;
}

/**
 * Saves (replaces) the user's payout method. Parsed again here, so a caller other than the router cannot
 * store unchecked details (and numbers are stored normalised, without spaces). The host's unpaid payouts
 * take the new method, and failed ones with no retry pending (no method on file, or out of attempts) are
 * made due now: the next run of the release job pays them.
 */
export async function savePayoutMethod(
  db: Db,
  userId: string,
  input: PayoutMethodInput,
  now = new Date(),
): Promise<PayoutMethodView> {
  const details = payoutMethodInput.parse(input);
  await db
    .insert(payoutMethods)
    .values({ userId, kind: details.kind, details, updatedAt: now })
    .onConflictDoUpdate({
      target: payoutMethods.userId,
      set: { kind: details.kind, details, updatedAt: now },
    });
  await db
    .update(payouts)
    .set({ method: details.kind, updatedAt: now })
    .where(and(eq(payouts.payeeId, userId), inArray(payouts.status, ['scheduled', 'failed'])));
  await db
    .update(payouts)
    .set({ nextAttemptAt: now, updatedAt: now })
    .where(and(eq(payouts.payeeId, userId), eq(payouts.status, 'failed'), isNull(payouts.nextAttemptAt)));
  return toView({ details, updatedAt: now });
}

/** Removes the user's payout method; unpaid payouts then show no method (and fail when due until one is saved). */
export async function removePayoutMethod(db: Db, userId: string, now = new Date()): Promise<void> {
  await db.delete(payoutMethods).where(eq(payoutMethods.userId, userId));
  await db
    .update(payouts)
    .set({ method: null, updatedAt: now })
    .where(and(eq(payouts.payeeId, userId), inArray(payouts.status, ['scheduled', 'failed'])));
}
