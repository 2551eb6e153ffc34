import { eq } from 'drizzle-orm';
import { bookingMoney } from '../../../shared/money';
import { bookings, payoutDeductions, payouts } from '../../db/schema';
import type { Tx } from '../admin/audit';
import { syncBookingPayout } from '../payouts/ledger';
import { recordRefund, type RefundReason } from '../payments/refunds';

type BookingRow = typeof bookings.$inferSelect;

/**
 * Refunds the guest `amountCents` more of a booking locked by the caller, through the same money rules
 * as a cancellation: the booking records the refund; the host's payout for it is reduced when it has not gone
 * yet, and otherwise what the host received beyond their new earnings is taken from their next payouts
 * (payout_deductions). Returns the booking's refunded total in cents. The caller checks the amount is still paid.
 */
export async function refundBooking(
  tx: Tx,
  booking: BookingRow,
  hostId: string,
  amountCents: number,
  now: Date,
  reason: RefundReason,
): Promise<number> {
  const [payout] = await tx
    .select({ status: payouts.status, amountCents: payouts.amountCents })
    .from(payouts)
    .where(eq(payouts.bookingId, booking.id));
  const refundCents = (booking.refundCents ?? 0) + amountCents;
  const paymentStatus = refundCents >= booking.totalCents ? 'refunded' : booking.paymentStatus;
  await tx
    .update(bookings)
    .set({ refundCents, paymentStatus, updatedAt: now })
    .where(eq(bookings.id, booking.id));
  await syncBookingPayout(tx, booking.id, now);
  // Paid through a provider, the money goes back through it (the send-refunds job sends it).
  await recordRefund(tx, { stay: booking.id }, amountCents, reason);
  if (payout && (payout.status === 'processing' || payout.status === 'completed')) {
    const after = bookingMoney({ ...booking, refundCents, paymentStatus });
    const owed = payout.amountCents - after.hostEarningsCents;
    if (owed > 0) {
      await tx
        .insert(payoutDeductions)
        .values({ hostId, bookingId: booking.id, amountCents: owed, remainingCents: owed });
    }
  }
  return refundCents;
}
