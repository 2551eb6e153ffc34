import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAlerts, bookings, payments, platformSettings, refunds } from '../../src/server/db/schema';
import { PaystackPayments } from '../../src/server/domains/payments/paystack';
import { sendPendingRefunds } from '../../src/server/domains/payments/refunds';
import { StripePayments } from '../../src/server/domains/payments/stripe';
import type { BookingView } from '../../src/shared/booking';
import { refundLineText } from '../../src/shared/payments';
import { addDays, platformToday } from '../../src/shared/dates';
import { createTestApp, signedInClient, type TestApp, type TestClient } from '../support/app';
import { createProperty, createUser } from '../support/factories';
import { startStripeDouble, type StripeDouble } from '../support/stripe-double';
import { deliverStripeEvent, stripeEvent, stripeFixtures } from '../support/stripe-webhooks';

const WEBHOOK_SECRET = 'whsec_test_kazistay_refunds';

let double: StripeDouble;
let stripe: StripePayments;
let t: TestApp;
let guest: TestClient;
let guestId: string;
let propertyId: string;
let keys = 0;
const day = (n: number) => addDays(platformToday(), n);
const db = () => t.database.db;

beforeAll(async () => {
  double = await startStripeDouble();
  stripe = new StripePayments({
    secretKey: 'sk_test_refunds',
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: double.url,
  });
  t = await createTestApp({}, { payments: stripe });
  // One night at $1 and no fees: a booking of 100 cents, the amount of Stripe's example refund, so the double's
  // answer is the refund of this very booking.
  await db().update(platformSettings).set({ serviceFeeCents: 0, cleaningFeeCents: 0 });
  const hostId = await createUser(db(), { role: 'host' });
  propertyId = await createProperty(db(), hostId, { nightlyRateCents: 100 });
  guest = await signedInClient(t, { email: 'refunded@example.com' });
  guestId = (await guest.query<{ user: { id: string } }>('auth.me')).data!.user.id;
});
afterAll(async () => {
  await t.close();
  await double.close();
});
beforeEach(() => {
  double.requests.length = 0;
});

/** A booking paid through Stripe: booked, then Stripe's signed word that it was paid. */
async function paidBooking(from: number) {
  const res = await guest.mutate<BookingView>('bookings.create', {
    propertyId,
    checkIn: day(from),
    checkOut: day(from + 1),
    guests: 1,
    idempotencyKey: `refund-key-${++keys}`,
  });
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  const booking = res.data!;
  const [payment] = await db().select().from(payments).where(eq(payments.bookingId, booking.id));
  const session = {
    ...stripeFixtures['checkout.session'],
    id: payment!.providerRef,
    client_reference_id: payment!.id,
    amount_total: payment!.amountCents,
    currency: 'usd',
    status: 'complete',
    payment_status: 'paid',
    payment_intent: `pi_paid_${keys}`,
  };
  const paid = await deliverStripeEvent(
    t.app,
    stripeEvent('checkout.session.completed', session),
    WEBHOOK_SECRET,
  );
  expect(paid.body.outcome).toBe('applied');
  return { booking, payment: payment!, chargeRef: `pi_paid_${keys}` };
}

const refundsOf = (paymentId: string) => db().select().from(refunds).where(eq(refunds.paymentId, paymentId));

describe('refunds through the provider that took the money', () => {
  it('sends a cancellation’s refund to Stripe against the payment, once, and settles it from the answer', async () => {
    const { booking, payment, chargeRef } = await paidBooking(30);
    expect(payment.amountCents).toBe(100);
    const cancelled = await guest.mutate<BookingView>('bookings.cancel', { id: booking.id });
    expect(cancelled.data).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundCents: 100,
    });
    // The guest follows the money: on its way while the job has not sent it.
    expect(cancelled.data!.refunds).toEqual([
      {
        amountCents: 100,
        currency: 'USD',
        provider: 'stripe',
        state: 'pending',
        at: expect.any(String) as string,
      },
    ]);
    expect(refundLineText(cancelled.data!.refunds[0]!, (iso) => iso.slice(0, 10))).toBe(
      `$1.00 refund on its way to your card (started ${cancelled.data!.refunds[0]!.at.slice(0, 10)})`,
    );
    const [recorded] = await refundsOf(payment.id);
    expect(recorded).toMatchObject({
      reason: 'cancellation',
      amountCents: 100,
      usdCents: 100,
      state: 'pending',
    });

    expect(await sendPendingRefunds(db(), stripe)).toBe(1);
    const sent = double.requests.filter((r) => r.path === '/v1/refunds');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['idempotency-key']).toBe(`refund-${recorded!.id}`);
    expect(sent[0]!.body).toMatchObject({ payment_intent: chargeRef, amount: '100' });
    // Stripe's example refund succeeded: so did ours.
    const [settled] = await refundsOf(payment.id);
    expect(settled).toMatchObject({ state: 'succeeded', failureReason: null });
    expect(settled!.providerRef).toMatch(/^re_/);
    const seen = (await guest.query<BookingView>('bookings.byId', { id: booking.id })).data!;
    expect(seen.refunds).toEqual([
      {
        amountCents: 100,
        currency: 'USD',
        provider: 'stripe',
        state: 'succeeded',
        at: settled!.settledAt!.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      },
    ]);
    expect(refundLineText(seen.refunds[0]!, () => 'Mar 12, 2027')).toBe(
      '$1.00 refund sent to your card on Mar 12, 2027',
    );
    // Nobody else sees the guest's refunds.
    const other = await signedInClient(t, { email: 'not-the-guest@example.com' });
    expect((await other.query('bookings.byId', { id: booking.id })).status).toBe(404);

    // Nothing is sent twice.
    double.requests.length = 0;
    expect(await sendPendingRefunds(db(), stripe)).toBe(0);
    expect(double.requests).toEqual([]);
  });

  it('settles a refund from Stripe’s signed refund event, and tells an admin when it failed', async () => {
    const { booking, payment } = await paidBooking(40);
    await guest.mutate('bookings.cancel', { id: booking.id });
    const [recorded] = await refundsOf(payment.id);
    const failed = stripeEvent('refund.updated', {
      ...stripeFixtures.refund,
      id: 're_test_failed',
      amount: 100,
      status: 'failed',
      failure_reason: 'expired_or_canceled_card',
      payment_intent: 'pi_paid_2',
      metadata: { reference: recorded!.id },
    });
    expect((await deliverStripeEvent(t.app, failed, WEBHOOK_SECRET)).body.outcome).toBe('applied');
    expect((await refundsOf(payment.id))[0]).toMatchObject({
      state: 'failed',
      failureReason: 'expired_or_canceled_card',
      providerRef: 're_test_failed',
    });
    const alerts = await db()
      .select()
      .from(adminAlerts)
      .where(
        and(eq(adminAlerts.kind, 'payment_mismatch'), sql`${adminAlerts.description} like '%refund%failed%'`),
      );
    expect(alerts.length).toBeGreaterThan(0);
    const seen = (await guest.query<BookingView>('bookings.byId', { id: booking.id })).data!;
    expect(seen.refunds.map((r) => r.state)).toEqual(['failed']);
    expect(refundLineText(seen.refunds[0]!, () => '')).toBe(
      '$1.00 refund to your card could not be sent yet: our team has been alerted and will resolve it',
    );
    // A settled refund is not sent.
    expect(await sendPendingRefunds(db(), stripe)).toBe(0);
  });

  it('records nothing to send for a booking the demo took no money for', async () => {
    // A booking made without a provider (as under the demo): marked paid, with no payment behind it.
    const [demo] = await db()
      .insert(bookings)
      .values({
        userId: guestId,
        propertyId,
        checkIn: day(60),
        checkOut: day(61),
        totalCents: 100,
        status: 'confirmed',
        paymentStatus: 'completed',
      })
      .returning();
    const cancelled = await guest.mutate<BookingView>('bookings.cancel', { id: demo!.id });
    expect(cancelled.data).toMatchObject({ status: 'cancelled', refundCents: 100 });
    const recorded = await db()
      .select()
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(eq(payments.bookingId, demo!.id));
    expect(recorded).toEqual([]);
  });
});

describe('a provider without idempotent refunds (Paystack)', () => {
  it('never sends a refund twice when its answer was lost: an admin is told to check it', async () => {
    const unreachable = new PaystackPayments({ secretKey: 'sk_test_lost', apiUrl: 'http://127.0.0.1:9' });
    const [booking] = await db()
      .insert(bookings)
      .values({
        userId: guestId,
        propertyId,
        checkIn: day(70),
        checkOut: day(71),
        totalCents: 100,
        status: 'cancelled',
        paymentStatus: 'refunded',
        refundCents: 100,
      })
      .returning();
    const [payment] = await db()
      .insert(payments)
      .values({
        bookingId: booking!.id,
        provider: 'paystack',
        providerRef: 'ps_ref_lost',
        chargeRef: 'ps_ref_lost',
        amountCents: 13_000,
        currency: 'KES',
        usdCents: 100,
        rate: 130,
        state: 'paid',
      })
      .returning();
    const [refund] = await db()
      .insert(refunds)
      .values({ paymentId: payment!.id, reason: 'cancellation', amountCents: 13_000, usdCents: 100 })
      .returning();
    // The first send gets no answer: it is marked sent, and left for an admin rather than sent again.
    expect(await sendPendingRefunds(db(), unreachable)).toBe(0);
    const [after] = await db().select().from(refunds).where(eq(refunds.id, refund!.id));
    expect(after).toMatchObject({ state: 'pending', providerRef: null });
    expect(after!.sentAt).not.toBeNull();
    expect(await sendPendingRefunds(db(), unreachable)).toBe(0);
    const [alert] = await db()
      .select()
      .from(adminAlerts)
      .where(eq(adminAlerts.key, `refund:${refund!.id}`));
    expect(alert?.description).toMatch(/answer was lost: check it at paystack/);
  });
});
