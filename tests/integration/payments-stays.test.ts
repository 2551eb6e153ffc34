import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAlerts, bookings, paymentEvents, payments, payouts } from '../../src/server/db/schema';
import { settlePendingBookings } from '../../src/server/domains/bookings/holds';
import { PAYMENT_UNREACHABLE } from '../../src/server/domains/payments/checkout';
import { StripePayments } from '../../src/server/domains/payments/stripe';
import type { BookingView } from '../../src/shared/booking';
import { addDays, platformToday } from '../../src/shared/dates';
import { createTestApp, signedInClient, TEST_ORIGIN, TestClient, type TestApp } from '../support/app';
import { createProperty, createUser } from '../support/factories';
import { startStripeDouble, type StripeDouble } from '../support/stripe-double';
import { deliverStripeEvent, stripeEvent, stripeFixtures } from '../support/stripe-webhooks';

const fixtures = stripeFixtures;
const WEBHOOK_SECRET = 'whsec_test_kazistay_stays';
const WEBHOOK = '/api/payments/stripe/webhook';

let double: StripeDouble;
let stripe: StripePayments;
let t: TestApp;
let guest: TestClient;
let other: TestClient;
let propertyId: string;
let keys = 0;
const day = (n: number) => addDays(platformToday(), n);
const db = () => t.database.db;

beforeAll(async () => {
  double = await startStripeDouble();
  stripe = new StripePayments({
    secretKey: 'sk_test_stays',
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: double.url,
  });
  t = await createTestApp({}, { payments: stripe });
  const hostId = await createUser(t.database.db, { role: 'host' });
  propertyId = await createProperty(t.database.db, hostId, { nightlyRateCents: 12_000 });
  guest = await signedInClient(t, { email: 'payer@example.com' });
  other = await signedInClient(t, { email: 'onlooker@example.com' });
});
afterAll(async () => {
  await t.close();
  await double.close();
});
beforeEach(() => {
  double.requests.length = 0;
});

type Booked = BookingView & { checkoutUrl: string | null };

async function book(from: number, to: number, idempotencyKey = `stay-pay-${++keys}`) {
  const res = await guest.mutate<Booked>('bookings.create', {
    propertyId,
    checkIn: day(from),
    checkOut: day(to),
    guests: 1,
    idempotencyKey,
  });
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.data!;
}

async function paymentOf(bookingId: string) {
  const [row] = await db().select().from(payments).where(eq(payments.bookingId, bookingId));
  return row!;
}

/** A Checkout Session event as Stripe sends it (Stripe's example session, with the fields of this payment). */
const sessionEvent = (type: string, session: Record<string, unknown>, id?: string) =>
  stripeEvent(type, { ...fixtures['checkout.session'], ...session }, id);

const paidSession = (p: typeof payments.$inferSelect, over: Record<string, unknown> = {}) => ({
  id: p.providerRef,
  client_reference_id: p.id,
  amount_total: p.amountCents,
  currency: 'usd',
  status: 'complete',
  payment_status: 'paid',
  payment_intent: `pi_${p.id.slice(0, 8)}`,
  ...over,
});

const deliver = (payload: string, secret = WEBHOOK_SECRET) => deliverStripeEvent(t.app, payload, secret);

async function bookingRow(id: string) {
  const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

async function alertsAbout(ref: string) {
  return db()
    .select()
    .from(adminAlerts)
    .where(and(eq(adminAlerts.kind, 'payment_mismatch'), sql`${adminAlerts.key} like ${`%${ref}%`}`));
}

describe('paying for a stay through Stripe Checkout', () => {
  it('holds the dates and sends the guest to Stripe’s hosted page for the quoted total', async () => {
    const booked = await book(10, 12);
    expect(booked).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    expect(booked.checkoutUrl).toBe(fixtures['checkout.session']!.url);
    // Two nights at $120 + $85 cleaning + $75 service.
    expect(booked.totalCents).toBe(40_000);
    const payment = await paymentOf(booked.id);
    expect(payment).toMatchObject({
      provider: 'stripe',
      state: 'awaiting',
      amountCents: booked.totalCents,
      usdCents: booked.totalCents,
      currency: 'USD',
      rate: null,
      checkoutUrl: booked.checkoutUrl,
    });
    const sent = double.requests.filter((r) => r.path === '/v1/checkout/sessions');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['idempotency-key']).toBe(`checkout-${payment.id}`);
    expect(sent[0]!.body).toMatchObject({
      client_reference_id: payment.id,
      customer_email: 'payer@example.com',
      success_url: `${TEST_ORIGIN}/bookings/payment?booking=${booked.id}`,
      cancel_url: `${TEST_ORIGIN}/bookings/payment?booking=${booked.id}&cancelled=1`,
      line_items: [{ price_data: { currency: 'usd', unit_amount: String(booked.totalCents) } }],
    });
    // The nights are held: nobody else can book them meanwhile.
    const taken = await other.mutate('bookings.create', {
      propertyId,
      checkIn: day(11),
      checkOut: day(13),
      guests: 1,
      idempotencyKey: 'someone-else',
    });
    expect(taken.status).toBe(409);
  });

  it('gives the same checkout to a retry of the same booking, without asking Stripe again', async () => {
    const first = await book(20, 22, 'retry-key');
    double.requests.length = 0;
    const again = await book(20, 22, 'retry-key');
    expect(again.id).toBe(first.id);
    expect(again.checkoutUrl).toBe(first.checkoutUrl);
    expect(double.requests).toEqual([]);
  });

  it('confirms the booking on Stripe’s signed word, once, and ignores a replay and a later expiry', async () => {
    const booked = await book(30, 33);
    const payment = await paymentOf(booked.id);
    const completed = sessionEvent('checkout.session.completed', paidSession(payment));
    expect(await deliver(completed)).toEqual({ status: 200, body: { received: true, outcome: 'applied' } });
    expect(await bookingRow(booked.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'completed' });
    expect(await paymentOf(booked.id)).toMatchObject({
      state: 'paid',
      chargeRef: `pi_${payment.id.slice(0, 8)}`,
    });
    // The host's payout follows the confirmed booking.
    expect(await db().select().from(payouts).where(eq(payouts.bookingId, booked.id))).toHaveLength(1);

    // The same event delivered again, and an expiry arriving after the payment, change nothing.
    expect((await deliver(completed)).body.outcome).toBe('ignored');
    const expired = sessionEvent('checkout.session.expired', { ...paidSession(payment), status: 'expired' });
    expect((await deliver(expired)).body.outcome).toBe('ignored');
    expect(await bookingRow(booked.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'completed' });
    const stored = await db()
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.providerRef, payment.providerRef!));
    expect(stored.map((e) => e.outcome).sort()).toEqual(['applied', 'ignored']);
  });

  it('refuses an event whose signature does not verify, and stores nothing of it', async () => {
    const booked = await book(40, 41);
    const payment = await paymentOf(booked.id);
    const forged = sessionEvent('checkout.session.completed', paidSession(payment), 'evt_forged');
    expect(await deliver(forged, 'whsec_someone_else')).toEqual({
      status: 400,
      body: { error: { message: 'Invalid signature.' } },
    });
    const unsigned = await t.app.inject({ method: 'POST', url: WEBHOOK, payload: forged });
    expect(unsigned.statusCode).toBe(400);
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_forged'))).toEqual(
      [],
    );
    expect(await bookingRow(booked.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
  });

  it('confirms nothing for another amount, another currency or an unknown checkout, and tells an admin', async () => {
    const booked = await book(50, 52);
    const payment = await paymentOf(booked.id);
    const short = sessionEvent('checkout.session.completed', paidSession(payment, { amount_total: 100 }));
    expect((await deliver(short)).body.outcome).toBe('mismatch');
    const euros = sessionEvent('checkout.session.completed', paidSession(payment, { currency: 'eur' }));
    expect((await deliver(euros)).body.outcome).toBe('mismatch');
    expect(await bookingRow(booked.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    expect(await alertsAbout(payment.providerRef!)).toHaveLength(1);

    const stranger = sessionEvent('checkout.session.completed', {
      ...paidSession(payment),
      id: 'cs_test_not_ours',
      client_reference_id: null,
    });
    expect((await deliver(stranger)).body.outcome).toBe('unknown');
    expect(await alertsAbout('cs_test_not_ours')).toHaveLength(1);
  });

  it('takes no payment for dates given up: a payment after the hold ran out is recorded for a refund', async () => {
    const booked = await book(60, 62);
    const payment = await paymentOf(booked.id);
    await db()
      .update(bookings)
      .set({ holdExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(bookings.id, booked.id));
    const late = sessionEvent('checkout.session.completed', paidSession(payment));
    expect((await deliver(late)).body.outcome).toBe('late');
    expect(await bookingRow(booked.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    expect(await paymentOf(booked.id)).toMatchObject({ state: 'paid' });
    expect(await alertsAbout(payment.providerRef!)).toHaveLength(1);
  });

  it('expires an unpaid checkout at Stripe when its hold runs out, freeing the dates', async () => {
    const booked = await book(70, 72);
    const payment = await paymentOf(booked.id);
    await db()
      .update(bookings)
      .set({ holdExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(bookings.id, booked.id));
    double.requests.length = 0;
    await settlePendingBookings(db(), 0, stripe);
    // Asked once more (still open and unpaid, as Stripe's example session is), then closed.
    expect(double.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/checkout/sessions/${payment.providerRef}`,
      `POST /v1/checkout/sessions/${payment.providerRef}/expire`,
    ]);
    expect(await paymentOf(booked.id)).toMatchObject({ state: 'expired' });
    expect(await bookingRow(booked.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' });
  });

  it('keeps the money records: a booking with a payment cannot be deleted', async () => {
    const booked = await book(110, 111);
    await expect(db().delete(bookings).where(eq(bookings.id, booked.id))).rejects.toThrow();
    expect(await paymentOf(booked.id)).toBeDefined();
  });

  it('never confirms a booking that waits for a provider through the demo’s settling', async () => {
    const booked = await book(80, 81);
    await settlePendingBookings(db(), 0, null);
    expect(await bookingRow(booked.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
  });

  it('gives the guest back their checkout to pay now, and nothing to pay for a booking not waiting', async () => {
    const booked = await book(100, 101);
    double.requests.length = 0;
    const again = await guest.mutate<{ url: string }>('bookings.checkout', { id: booked.id });
    expect(again.data?.url).toBe(booked.checkoutUrl);
    expect(double.requests).toEqual([]);
    expect((await other.mutate('bookings.checkout', { id: booked.id })).status).toBe(404);
    expect((await new TestClient(t.app).mutate('bookings.checkout', { id: booked.id })).status).toBe(401);
    const payment = await paymentOf(booked.id);
    await deliver(sessionEvent('checkout.session.completed', paidSession(payment)));
    const paid = await guest.mutate('bookings.checkout', { id: booked.id });
    expect([paid.status, paid.error?.message]).toEqual([409, 'This booking is not waiting for a payment.']);
  });

  it('lets only the guest ask where their payment is; the provider is asked for them', async () => {
    const booked = await book(90, 91);
    const payment = await paymentOf(booked.id);
    double.requests.length = 0;
    const mine = await guest.mutate<{ booking: BookingView; holdExpiresAt: string; holdExpired: boolean }>(
      'bookings.payment',
      { id: booked.id },
    );
    expect(mine.status).toBe(200);
    expect(mine.data?.booking).toMatchObject({ id: booked.id, status: 'pending' });
    expect(mine.data?.holdExpired).toBe(false);
    // Held for the default 30 minutes from when it was made.
    const heldFor = new Date(mine.data!.holdExpiresAt).getTime() - new Date(booked.createdAt).getTime();
    expect(Math.round(heldFor / 60_000)).toBe(30);
    expect(double.requests.map((r) => r.path)).toEqual([`/v1/checkout/sessions/${payment.providerRef}`]);

    double.requests.length = 0;
    expect((await other.mutate('bookings.payment', { id: booked.id })).status).toBe(404);
    expect((await new TestClient(t.app).mutate('bookings.payment', { id: booked.id })).status).toBe(401);
    expect((await guest.mutate('bookings.payment', { id: 'not-a-booking' })).status).toBe(404);
    expect(double.requests).toEqual([]);
  });
});

describe('when Stripe cannot be reached', () => {
  it('keeps the hold and says to try again, and closes the checkout never made when the hold ends', async () => {
    const down = new StripePayments({
      secretKey: 'sk_test_down',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: 'http://127.0.0.1:9',
    });
    const cut = await createTestApp({}, { payments: down });
    try {
      const hostId = await createUser(cut.database.db, { role: 'host' });
      const place = await createProperty(cut.database.db, hostId, { nightlyRateCents: 9000 });
      const traveller = await signedInClient(cut, { email: 'offline@example.com' });
      const request = {
        propertyId: place,
        checkIn: day(5),
        checkOut: day(7),
        guests: 1,
        idempotencyKey: 'down-key-1',
      };
      const res = await traveller.mutate('bookings.create', request);
      expect(res.status, JSON.stringify(res.error)).toBe(503);
      expect(res.error?.message).toBe(PAYMENT_UNREACHABLE);
      const [held] = await cut.database.db.select().from(bookings);
      expect(held).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
      const [waiting] = await cut.database.db.select().from(payments);
      expect(waiting).toMatchObject({ state: 'awaiting', providerRef: null, checkoutUrl: null });
      // Its hold over, a checkout never made is closed without asking anyone, and the dates are free.
      await cut.database.db
        .update(bookings)
        .set({ holdExpiresAt: sql`now() - interval '1 second'` })
        .where(eq(bookings.id, held!.id));
      await settlePendingBookings(cut.database.db, 0, down);
      expect((await cut.database.db.select().from(payments))[0]).toMatchObject({ state: 'expired' });
      expect((await cut.database.db.select().from(bookings))[0]).toMatchObject({ status: 'cancelled' });
    } finally {
      await cut.close();
    }
  });
});
