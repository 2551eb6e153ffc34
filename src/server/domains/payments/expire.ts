import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, payments, serviceBookings } from '../../db/schema';
import type { PaymentProvider } from './port';
import { checkPayment } from './settle';

/**
 * The checkouts still awaiting payment for stay bookings whose hold ran out, and for service bookings past the
 * time to pay (or no longer waiting: lapsed, cancelled): each is asked about once more (its answer applied: a
 * payment that went through is recorded, and an admin told if it came too late), then closed at the provider
 * and marked expired, so nobody can pay for dates or a slot given up. One that fails (the provider unreachable)
 * is tried again at the next run; its booking expires or lapses meanwhile all the same.
 */
export async function expireCheckouts(db: Db, provider: PaymentProvider): Promise<number> {
  const due = await db
    .select({ payment: payments })
    .from(payments)
    .leftJoin(bookings, eq(bookings.id, payments.bookingId))
    .leftJoin(serviceBookings, eq(serviceBookings.id, payments.serviceBookingId))
    .where(
      and(
        eq(payments.provider, provider.name),
        eq(payments.state, 'awaiting'),
        or(
          and(inArray(bookings.status, ['pending', 'cancelled']), lte(bookings.holdExpiresAt, sql`now()`)),
          inArray(serviceBookings.status, ['cancelled', 'declined']),
          and(eq(serviceBookings.paymentStatus, 'pending'), lte(serviceBookings.payBy, sql`now()`)),
        ),
      ),
    )
    .limit(100);
  let closed = 0;
  for (const { payment } of due) {
    try {
      if (payment.providerRef) {
        if ((await checkPayment(db, provider, payment)) !== 'ignored') continue;
        await provider.expireCheckout(payment.providerRef);
      }
      await db
        .update(payments)
        .set({ state: 'expired', settledAt: sql`now()` })
        .where(and(eq(payments.id, payment.id), eq(payments.state, 'awaiting')));
      closed += 1;
    } catch {
      // Left awaiting: the next run asks again.
    }
  }
  return closed;
}
