import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, payments } from '../../db/schema';
import type { PaymentProvider } from './port';
import { checkPayment } from './settle';

/**
 * The checkouts still awaiting payment for bookings whose hold ran out: each is asked about once more (its
 * answer applied: a payment that went through is recorded, and an admin told), then closed at the provider and
 * marked expired, so nobody can pay for dates that were given up. One that fails (the provider unreachable) is
 * tried again at the next run; its booking expires meanwhile all the same.
 */
export async function expireCheckouts(db: Db, provider: PaymentProvider): Promise<number> {
  const due = await db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(
      and(
        eq(payments.provider, provider.name),
        eq(payments.state, 'awaiting'),
        inArray(bookings.status, ['pending', 'cancelled']),
        lte(bookings.holdExpiresAt, sql`now()`),
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
