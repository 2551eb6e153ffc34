import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payoutDeductions, payouts } from '../../db/schema';

/**
 * Takes what the host owes back (refunds after a payout had gone: payout_deductions, oldest first) out of this
 * payout as it is sent, up to its amount, and records it on the payout. A payout that already took its share
 * (an earlier attempt that the provider refused) keeps it. The deductions' rows are locked, so two payouts of
 * one host released at once never take the same money twice.
 */
export async function reserveDeductions(
  db: Db,
  payout: { id: string; payeeId: string; amountCents: number; deductedCents: number },
): Promise<number> {
  if (payout.deductedCents > 0) return payout.deductedCents;
  return db.transaction(async (tx) => {
    const open = await tx
      .select({ id: payoutDeductions.id, remainingCents: payoutDeductions.remainingCents })
      .from(payoutDeductions)
      .where(and(eq(payoutDeductions.hostId, payout.payeeId), gt(payoutDeductions.remainingCents, 0)))
      .orderBy(asc(payoutDeductions.createdAt), asc(payoutDeductions.id))
      .for('update');
    let room = payout.amountCents;
    let taken = 0;
    for (const d of open) {
      if (room === 0) break;
      const take = Math.min(room, d.remainingCents);
      await tx
        .update(payoutDeductions)
        .set({ remainingCents: d.remainingCents - take })
        .where(eq(payoutDeductions.id, d.id));
      room -= take;
      taken += take;
    }
    if (taken > 0) await tx.update(payouts).set({ deductedCents: taken }).where(eq(payouts.id, payout.id));
    return taken;
  });
}
