import { and, asc, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { refundOfPayment } from '../../../shared/payments';
import type { Db } from '../../db/client';
import { payments, refunds } from '../../db/schema';
import type { Tx } from '../admin/audit';
import { raiseAlertSafely } from '../admin/alerts';
import {
  PaymentProviderError,
  type PaymentCurrency,
  type PaymentProvider,
  type ProviderRefund,
} from './port';
import type { PaymentOutcome } from './settle';
import { paymentsOf, type PaidFor } from './paid-for';

export type RefundReason = 'cancellation' | 'dispute' | 'workday';

/**
 * Records money going back to the guest of a booking (stay or service) paid through a provider, in the caller's
 * transaction (the one that changes the booking's refunded total): `usdCents`, in the booking's own currency
 * (US cents for a stay), becomes the payment's currency at the payment's own rate, never more than what is left
 * of the payment. Null when the booking was not paid through a provider (the demo's): then no money moved and
 * none is sent back.
 */
export async function recordRefund(
  tx: Tx,
  paidFor: PaidFor,
  usdCents: number,
  reason: RefundReason,
): Promise<string | null> {
  if (usdCents <= 0) return null;
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(paymentsOf(paidFor), eq(payments.state, 'paid')))
    .orderBy(desc(payments.createdAt))
    .limit(1)
    .for('update');
  if (!payment?.chargeRef) return null;
  const [given] = await tx
    .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::bigint`.mapWith(Number) })
    .from(refunds)
    .where(and(eq(refunds.paymentId, payment.id), ne(refunds.state, 'failed')));
  const left = payment.amountCents - (given?.cents ?? 0);
  const inCurrency = refundOfPayment(usdCents, {
    amountCents: payment.amountCents,
    priceCents: payment.usdCents,
  });
  const amountCents = Math.min(inCurrency, left);
  if (amountCents <= 0) return null;
  const [row] = await tx
    .insert(refunds)
    .values({ paymentId: payment.id, reason, amountCents, usdCents })
    .returning({ id: refunds.id });
  return row!.id;
}

async function alertRefund(db: Db, refundId: string, description: string): Promise<void> {
  await raiseAlertSafely(db, {
    kind: 'payment_mismatch',
    key: `refund:${refundId}`,
    description,
    action: 'Review the refund',
    path: '/admin/payments',
  });
}

/** Applies what the provider says of a refund (its answer or a webhook); a settled refund stays as it is. */
async function applyRefund(tx: Tx, refundId: string, word: ProviderRefund): Promise<PaymentOutcome> {
  const [current] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
  if (!current) return 'unknown';
  if (word.amountCents !== current.amountCents) return 'mismatch';
  if (current.state !== 'pending') return 'ignored';
  await tx
    .update(refunds)
    .set({
      providerRef: word.providerRef,
      state: word.state,
      failureReason: word.state === 'failed' ? (word.reason ?? 'refused by the provider') : null,
      settledAt: word.state === 'pending' ? null : sql`now()`,
    })
    .where(eq(refunds.id, refundId));
  return 'applied';
}

/**
 * A refund event from a webhook, matched to our record by the provider's id, our reference, or (Paystack's
 * events carry neither) the oldest refund of that payment still pending for the same amount.
 */
export async function receiveRefund(tx: Tx, provider: string, word: ProviderRefund): Promise<PaymentOutcome> {
  const [found] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(
        eq(payments.provider, provider),
        or(
          eq(refunds.providerRef, word.providerRef),
          word.reference ? sql`${refunds.id}::text = ${word.reference}` : sql`false`,
          word.chargeRef
            ? and(
                eq(payments.chargeRef, word.chargeRef),
                eq(refunds.state, 'pending'),
                eq(refunds.amountCents, word.amountCents),
              )
            : sql`false`,
        ),
      ),
    )
    .orderBy(asc(refunds.createdAt))
    .limit(1);
  if (!found) return 'unknown';
  const outcome = await applyRefund(tx, found.id, word);
  return outcome;
}

/**
 * Sends one recorded refund to the provider. It is marked sent first: should the answer be lost (the process
 * dies, the network fails), a provider that honours our reference as an idempotency key is simply asked again,
 * and one that does not (Paystack) is not asked twice: an admin is told to check it instead.
 */
export async function sendRefund(db: Db, provider: PaymentProvider, refundId: string): Promise<void> {
  const claimed = await db
    .update(refunds)
    .set({ sentAt: sql`now()` })
    .where(
      and(
        eq(refunds.id, refundId),
        eq(refunds.state, 'pending'),
        isNull(refunds.providerRef),
        provider.refundsIdempotent ? sql`true` : isNull(refunds.sentAt),
      ),
    )
    .returning();
  const refund = claimed[0];
  if (!refund) return;
  const [payment] = await db.select().from(payments).where(eq(payments.id, refund.paymentId));
  if (!payment?.chargeRef) return;
  let word: ProviderRefund;
  try {
    word = await provider.refund({
      reference: refund.id,
      chargeRef: payment.chargeRef,
      amountCents: refund.amountCents,
      currency: payment.currency as PaymentCurrency,
    });
  } catch (err) {
    if (!(err instanceof PaymentProviderError) || err.status === null) throw err;
    // The provider answered and refused: the refund failed, for the reason it gave.
    await db
      .update(refunds)
      .set({ state: 'failed', failureReason: err.message, settledAt: sql`now()` })
      .where(eq(refunds.id, refund.id));
    await alertRefund(db, refund.id, `A ${provider.name} refund of a booking failed: ${err.message}`);
    return;
  }
  await db.transaction((tx) => applyRefund(tx, refund.id, word));
  if (word.state === 'failed') {
    await alertRefund(
      db,
      refund.id,
      `A ${provider.name} refund of a booking failed: ${word.reason ?? 'no reason given'}`,
    );
  }
}

/**
 * One run of the send-refunds job: every refund recorded and not yet answered. One sent before whose answer
 * was lost is asked again only of a provider that honours the idempotency key; otherwise an admin is told.
 */
export async function sendPendingRefunds(db: Db, provider: PaymentProvider): Promise<number> {
  const due = await db
    .select({ id: refunds.id, sentAt: refunds.sentAt })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(eq(refunds.state, 'pending'), isNull(refunds.providerRef), eq(payments.provider, provider.name)),
    )
    .orderBy(asc(refunds.createdAt))
    .limit(100);
  let sent = 0;
  for (const { id, sentAt } of due) {
    if (sentAt && !provider.refundsIdempotent) {
      await alertRefund(
        db,
        id,
        `A ${provider.name} refund was sent but its answer was lost: check it at ${provider.name} before sending it again.`,
      );
      continue;
    }
    try {
      await sendRefund(db, provider, id);
      sent += 1;
    } catch {
      // The provider could not be reached: the next run sends it again.
    }
  }
  return sent;
}
