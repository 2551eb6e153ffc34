import { alertPayoutEvent, applyPayoutEvent, type PayoutEventResult } from '../payouts/events';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentEvents, payments } from '../../db/schema';
import type { Tx } from '../admin/audit';
import { raiseAlertSafely } from '../admin/alerts';
import { syncBookingPayout } from '../payouts/ledger';
import { confirmWhileHeld } from '../bookings/holds';
import { markServicePaid } from '../services/payments';
import type { PaymentEvent, PaymentProvider, ProviderPayment } from './port';
import { receiveRefund } from './refunds';

/** What one word from the provider did to our records. */
export type PaymentOutcome = 'applied' | 'ignored' | 'unknown' | 'mismatch' | 'late';

type PaymentRow = typeof payments.$inferSelect;

/**
 * Applies the provider's word on one payment, in the caller's transaction, idempotently: the payment row is
 * locked, so a webhook and the return page's check arriving together apply it once.
 * - paid, for the amount and currency asked: the payment is paid and its booking confirmed while its hold runs
 *   ('late' when the hold ran out first: the money was taken for dates given up, and an admin must refund it);
 * - paid for another amount or currency, or naming another reference: 'mismatch', nothing changes;
 * - failed or expired: recorded on a payment still awaiting (the booking's hold decides its dates);
 * - anything said of a payment already settled (a replay, an event out of order): 'ignored'.
 */
export async function applyPayment(tx: Tx, provider: string, word: ProviderPayment): Promise<PaymentOutcome> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, word.providerRef)))
    .for('update');
  if (!payment) return 'unknown';
  if (word.reference !== null && word.reference !== payment.id) return 'mismatch';
  if (word.state === 'awaiting') return 'ignored';
  if (word.state === 'paid') {
    if (word.amountCents !== payment.amountCents || word.currency.toUpperCase() !== payment.currency) {
      return 'mismatch';
    }
    if (payment.state === 'paid') return 'ignored';
    await tx
      .update(payments)
      .set({ state: 'paid', chargeRef: word.chargeRef, settledAt: sql`now()` })
      .where(eq(payments.id, payment.id));
    if (payment.serviceBookingId) {
      return (await markServicePaid(tx, payment.serviceBookingId)) ? 'applied' : 'late';
    }
    if (!payment.bookingId || !(await confirmWhileHeld(tx, payment.bookingId))) return 'late';
    await syncBookingPayout(tx, payment.bookingId);
    return 'applied';
  }
  if (payment.state !== 'awaiting') return 'ignored';
  await tx
    .update(payments)
    .set({ state: word.state, settledAt: sql`now()` })
    .where(eq(payments.id, payment.id));
  return 'applied';
}

/** An alert for a word from the provider that changed nothing but needs an admin. */
async function alertOn(db: Db, provider: string, outcome: PaymentOutcome, ref: string): Promise<void> {
  if (outcome !== 'unknown' && outcome !== 'mismatch' && outcome !== 'late') return;
  const what = {
    unknown: 'for a checkout KaziStay does not know',
    mismatch: 'whose amount, currency or reference does not match the booking',
    late: 'after its booking’s hold ran out or its service booking lapsed (given up): refund it',
  }[outcome];
  await raiseAlertSafely(db, {
    kind: 'payment_mismatch',
    key: `payment:${provider}:${ref}:${outcome}`,
    description: `A ${provider} payment ${ref} was reported ${what}.`,
    action: 'Review the payment',
    path: '/admin/payments',
  });
}

/**
 * Stores a verified webhook event once and applies it in the same transaction: a replay (the same provider event
 * id) finds it stored and changes nothing; a crash before the commit stores nothing, so the provider's retry
 * applies it then.
 */
export async function receiveEvent(db: Db, provider: string, event: PaymentEvent): Promise<PaymentOutcome> {
  const ref =
    event.kind === 'payment'
      ? event.payment.providerRef
      : event.kind === 'refund'
        ? event.refund.providerRef
        : null;
  let payout: PayoutEventResult | null = null;
  const outcome = await db.transaction(async (tx) => {
    const stored = await tx
      .insert(paymentEvents)
      .values({ provider, eventId: event.eventId, kind: event.kind, providerRef: ref, outcome: 'received' })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (stored.length === 0) return 'ignored' as const;
    let result: PaymentOutcome = 'ignored';
    if (event.kind === 'payment') result = await applyPayment(tx, provider, event.payment);
    else if (event.kind === 'refund') result = await receiveRefund(tx, provider, event.refund);
    else if (event.kind === 'payout') {
      payout = await applyPayoutEvent(tx, provider, event.payout);
      result = payout.outcome;
    }
    await tx
      .update(paymentEvents)
      .set({ outcome: result })
      .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, event.eventId)));
    return result;
  });
  if (ref) await alertOn(db, provider, outcome, ref);
  if (payout) await alertPayoutEvent(db, payout);
  if (event.kind === 'refund' && event.refund.state === 'failed' && outcome === 'applied') {
    await raiseAlertSafely(db, {
      kind: 'payment_mismatch',
      key: `refund:${provider}:${event.refund.providerRef}`,
      description: `A ${provider} refund of a booking failed: ${event.refund.reason ?? 'no reason given'}`,
      action: 'Review the refund',
      path: '/admin/payments',
    });
  }
  return outcome;
}

/** Asks the provider about a payment still awaiting (the return page, the hold's end) and applies its answer. */
export async function checkPayment(
  db: Db,
  provider: PaymentProvider,
  payment: PaymentRow,
): Promise<PaymentOutcome> {
  if (payment.state !== 'awaiting' || !payment.providerRef) return 'ignored';
  const word = await provider.readPayment(payment.providerRef);
  const outcome = await db.transaction((tx) => applyPayment(tx, provider.name, word));
  await alertOn(db, provider.name, outcome, payment.providerRef);
  return outcome;
}
