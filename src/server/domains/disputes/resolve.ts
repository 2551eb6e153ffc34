import { eq } from 'drizzle-orm';
import { DISPUTE_TEXTS, type DisputeView } from '../../../shared/disputes';
import { bookingMoney, formatCents } from '../../../shared/money';
import type { Db } from '../../db/client';
import { bookings, disputes, properties } from '../../db/schema';
import { AppError } from '../../errors';
import { writeAudit, type Actor, type Tx } from '../admin/audit';
import { deliver } from '../messages/service';
import { refundBooking } from './refund';
import { disputeById } from './service';
import { demoMoney } from '../../../shared/payments';

const notFound = () => new AppError('not_found', 'Dispute not found');

async function lockOpenDispute(tx: Tx, id: string) {
  const [dispute] = await tx.select().from(disputes).where(eq(disputes.id, id)).for('update');
  if (!dispute) throw notFound();
  if (dispute.status !== 'open') throw new AppError('conflict', DISPUTE_TEXTS.alreadyResolved);
  const [booking] = await tx
    .select({ booking: bookings, hostId: properties.hostId })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(eq(bookings.id, dispute.bookingId))
    .for('update', { of: bookings });
  if (!booking) throw notFound();
  return { dispute, booking: booking.booking, hostId: booking.hostId };
}

/**
 * The dispute as resolved, after telling its guest and host in the booking's conversation (whoever resolved it
 * is not told their own words).
 */
async function resolvedAndTold(
  db: Db,
  actor: Actor,
  disputeId: string,
  parties: { guestId: string; hostId: string },
  say: (view: DisputeView) => string,
): Promise<DisputeView> {
  const view = await disputeById(db, disputeId);
  if (!view) throw notFound();
  for (const to of [parties.guestId, parties.hostId]) {
    if (to === actor.id) continue;
    await deliver(db, actor.id, { to, content: say(view), bookingId: view.bookingId });
  }
  return view;
}

/**
 * Refunds the guest `amountCents` (at most what they paid and kept paid), once, through the same money
 * rules as a cancellation: the booking records the refund; the host's payout for it is reduced when it has not
 * gone yet, and otherwise what the host received beyond their new earnings is taken from their next payouts
 * (payout_deductions). Audited; guest and host are told.
 */
export async function refundDispute(
  db: Db,
  actor: Actor,
  input: { disputeId: string; amountCents: number; note: string },
): Promise<DisputeView> {
  const parties = await db.transaction(async (tx) => {
    const { dispute, booking, hostId } = await lockOpenDispute(tx, input.disputeId);
    const before = bookingMoney(booking);
    if (input.amountCents > before.guestPaidCents)
      throw new AppError('bad_request', DISPUTE_TEXTS.amountTooHigh);
    const now = new Date();
    const refundedCents = await refundBooking(tx, booking, hostId, input.amountCents, now, 'dispute');
    await tx
      .update(disputes)
      .set({
        status: 'refunded',
        refundCents: input.amountCents,
        resolution: input.note || null,
        resolvedBy: actor.id,
        resolvedAt: now,
      })
      .where(eq(disputes.id, dispute.id));
    await writeAudit(tx, actor, {
      action: 'dispute.refund',
      targetType: 'dispute',
      targetId: dispute.id,
      targetLabel: `Booking ${booking.id.slice(0, 8)}`,
      before: { status: 'open', refunded: booking.refundCents ?? 0 },
      after: { status: 'refunded', refunded: refundedCents },
    });
    return { guestId: dispute.guestId, hostId };
  });
  return resolvedAndTold(
    db,
    actor,
    input.disputeId,
    parties,
    (view) =>
      `${demoMoney(`Dispute resolved for "${view.propertyTitle}": the guest is refunded ${formatCents(input.amountCents)}`)}.` +
      (input.note ? ` ${input.note}` : ''),
  );
}

/** Rejects the dispute with the reason (nothing is refunded). Audited; guest and host are told. */
export async function rejectDispute(
  db: Db,
  actor: Actor,
  input: { disputeId: string; reason: string },
): Promise<DisputeView> {
  const parties = await db.transaction(async (tx) => {
    const { dispute, hostId } = await lockOpenDispute(tx, input.disputeId);
    await tx
      .update(disputes)
      .set({ status: 'rejected', resolution: input.reason, resolvedBy: actor.id, resolvedAt: new Date() })
      .where(eq(disputes.id, dispute.id));
    await writeAudit(tx, actor, {
      action: 'dispute.reject',
      targetType: 'dispute',
      targetId: dispute.id,
      targetLabel: `Booking ${dispute.bookingId.slice(0, 8)}`,
      before: { status: 'open' },
      after: { status: 'rejected', reason: input.reason },
    });
    return { guestId: dispute.guestId, hostId };
  });
  return resolvedAndTold(
    db,
    actor,
    input.disputeId,
    parties,
    (view) => `Dispute closed for "${view.propertyTitle}" without a refund: ${input.reason}`,
  );
}
