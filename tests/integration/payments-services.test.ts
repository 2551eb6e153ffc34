import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAlerts, messages, payments, refunds, serviceBookings, users } from '../../src/server/db/schema';
import { settlePendingBookings } from '../../src/server/domains/bookings/holds';
import { sendPendingRefunds } from '../../src/server/domains/payments/refunds';
import { StripePayments } from '../../src/server/domains/payments/stripe';
import { formatStayDate } from '../../src/shared/host';
import { PAYMENT_TEXTS, payByText, SERVICE_PAY_HOURS } from '../../src/shared/payments';
import {
  SERVICE_BOOKING_TEXTS,
  type ProviderDashboardView,
  type ServiceBookingView,
} from '../../src/shared/service-bookings';
import { createTestApp, TEST_ORIGIN, TestClient, type CallResult, type TestApp } from '../support/app';
import { person, type Person } from '../support/host';
import { addService, answer, bookingRow, booked, day, payoutsOf, provider } from '../support/services';
import { startStripeDouble, type StripeDouble } from '../support/stripe-double';
import { deliverStripeEvent, stripeEvent, stripeFixtures } from '../support/stripe-webhooks';

const fixtures = stripeFixtures;
const WEBHOOK_SECRET = 'whsec_test_kazistay_services';
const HOUR_MS = 3_600_000;

let double: StripeDouble;
let stripe: StripePayments;
let t: TestApp;
let pat: Person;
let stranger: Person;
/** City photo walk, €45. */
let walkId: string;
/** Quick portrait, €1: the amount of Stripe's example refund, so the double's answer is this booking's refund. */
let portraitId: string;
/** Days ahead, a new one for each booking that must not meet another on its slot. */
let ahead = 2;
const nextDate = () => day(++ahead);
const db = () => t.database.db;

beforeAll(async () => {
  double = await startStripeDouble();
  stripe = new StripePayments({
    secretKey: 'sk_test_services',
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: double.url,
  });
  t = await createTestApp({}, { payments: stripe });
  [pat, stranger] = await Promise.all([
    provider(t, 'Pat Provider', { currency: 'EUR' }),
    person(t, 'guest', 'Sam Stranger'),
  ]);
  walkId = (await addService(pat, { title: 'City photo walk', price: 45, currency: 'EUR' })).id;
  portraitId = (await addService(pat, { title: 'Quick portrait', price: 1, currency: 'EUR' })).id;
});
afterAll(async () => {
  await t.close();
  await double.close();
});
beforeEach(() => {
  double.requests.length = 0;
});

/** A new guest (each test's requests stay within one guest's hourly limit). */
const guest = (name = 'Gita Guest') => person(t, 'guest', name);

const confirm = (who: Person, id: string) =>
  who.client.mutate<ServiceBookingView>('services.confirm', { id });
const checkout = (client: TestClient, id: string) =>
  client.mutate<{ url: string }>('services.checkout', { id });
const askPayment = (client: TestClient, id: string) =>
  client.mutate<ServiceBookingView>('services.payment', { id });
const cancel = (who: Person, id: string, reason = '') =>
  who.client.mutate<ServiceBookingView>('services.cancel', { id, reason });
const failure = (res: CallResult) => [res.status, res.error?.message];

/** A request of `who` for the walk (or another service), confirmed by Pat: waiting for its payment. */
async function confirmedBooking(who: Person, serviceId = walkId, bookingDate = nextDate()) {
  const request = await booked(who, serviceId, { bookingDate });
  return answer(pat, 'confirm', request.id);
}

/** Confirmed, its checkout opened by the guest: the booking, its payment row and the checkout's address. */
async function awaitingPayment(who: Person, serviceId = walkId, bookingDate = nextDate()) {
  const booking = await confirmedBooking(who, serviceId, bookingDate);
  const res = await checkout(who.client, booking.id);
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return { booking, payment: await paymentOf(booking.id), url: res.data!.url };
}

async function paymentOf(serviceBookingId: string) {
  const rows = await db().select().from(payments).where(eq(payments.serviceBookingId, serviceBookingId));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** A Checkout Session event as Stripe sends it (Stripe's example session, with the fields of this payment). */
const sessionEvent = (type: string, session: Record<string, unknown>) =>
  stripeEvent(type, { ...fixtures['checkout.session'], ...session });

const paidSession = (p: typeof payments.$inferSelect, over: Record<string, unknown> = {}) => ({
  id: p.providerRef,
  client_reference_id: p.id,
  amount_total: p.amountCents,
  currency: 'eur',
  status: 'complete',
  payment_status: 'paid',
  payment_intent: `pi_${p.id.slice(0, 8)}`,
  ...over,
});

const deliver = (payload: string) => deliverStripeEvent(t.app, payload, WEBHOOK_SECRET);

/** Pays a booking's payment on Stripe's signed word. */
async function pay(p: typeof payments.$inferSelect) {
  const res = await deliver(sessionEvent('checkout.session.completed', paidSession(p)));
  expect(res).toEqual({ status: 200, body: { received: true, outcome: 'applied' } });
}

async function alertsAbout(ref: string) {
  return db()
    .select()
    .from(adminAlerts)
    .where(and(eq(adminAlerts.kind, 'payment_mismatch'), sql`${adminAlerts.key} like ${`%${ref}%`}`));
}

/** What `to` received from `from`, oldest first. */
async function messagesBetween(from: Person, to: Person) {
  const rows = await db()
    .select({ content: messages.content })
    .from(messages)
    .where(and(eq(messages.senderId, from.id), eq(messages.receiverId, to.id)))
    .orderBy(asc(messages.createdAt));
  return rows.map((r) => r.content);
}

async function emailOf(who: Person) {
  const [row] = await db().select({ email: users.email }).from(users).where(eq(users.id, who.id));
  return row!.email;
}

/** The payment e-mails sent to `who`. */
async function paymentMails(who: Person) {
  const email = await emailOf(who);
  return t.mailer.sent.filter((m) => m.to === email && m.subject.startsWith('Confirmed: pay for'));
}

/** The requests Stripe's double received about one checkout, as 'METHOD path'. */
const requestsAbout = (ref: string) =>
  double.requests.filter((r) => r.path.includes(ref)).map((r) => `${r.method} ${r.path}`);

/**
 * Runs the settle job on an unpaid booking's open checkout: Stripe is asked about it once more (open and unpaid,
 * as Stripe's example session is), then the checkout is closed and its payment expired.
 */
async function settleClosesCheckout(payment: typeof payments.$inferSelect) {
  double.requests.length = 0;
  await settlePendingBookings(db(), 0, stripe);
  expect(requestsAbout(payment.providerRef!)).toEqual([
    `GET /v1/checkout/sessions/${payment.providerRef}`,
    `POST /v1/checkout/sessions/${payment.providerRef}/expire`,
  ]);
  expect(await paymentOf(payment.serviceBookingId!)).toMatchObject({ state: 'expired' });
}

const payUrl = (id: string) => `${TEST_ORIGIN}/bookings/payment?service=${id}`;

describe('a service booking confirmed under Stripe', () => {
  it('waits 24 hours for the guest’s payment, sending the link in Messages and by e-mail, and charges nothing yet', async () => {
    const gita = await guest();
    const bookingDate = nextDate();
    const request = await booked(gita, walkId, { bookingDate });
    const before = Date.now();
    const res = await confirm(pat, request.id);
    const after = Date.now();
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'pending',
      amountCents: 4500,
      currency: 'EUR',
      viewerIs: 'provider',
      actions: { pay: false, complete: false, cancel: true },
    });
    const payBy = new Date(res.data!.payBy!).getTime();
    expect(payBy).toBeGreaterThanOrEqual(before + SERVICE_PAY_HOURS * HOUR_MS);
    expect(payBy).toBeLessThanOrEqual(after + SERVICE_PAY_HOURS * HOUR_MS);
    expect(SERVICE_PAY_HOURS).toBe(24);
    const row = await bookingRow(t, request.id);
    expect(row).toMatchObject({ status: 'confirmed', paymentStatus: 'pending', refundedCents: 0 });
    expect(row.payBy?.toISOString()).toBe(res.data!.payBy);

    // The guest sees what to pay and until when.
    const mine = (await gita.client.query<ServiceBookingView[]>('services.myBookings')).data!;
    expect(mine.find((b) => b.id === request.id)).toMatchObject({
      payBy: res.data!.payBy,
      viewerIs: 'guest',
      actions: { pay: true, cancel: true },
      paidWith: null,
      refunds: [],
    });
    // The provider's dashboard says it still waits for the payment, and until when.
    const dashboard = (await pat.client.query<ProviderDashboardView>('services.dashboard')).data!;
    expect(dashboard.recentBookings.find((b) => b.id === request.id)).toMatchObject({
      payBy: res.data!.payBy,
      viewerIs: 'provider',
      paymentStatus: 'pending',
      paidWith: null,
    });

    // Nothing charged: no checkout made yet, no payment, and no payout to the provider until the guest pays.
    expect(double.requests).toEqual([]);
    expect(await db().select().from(payments).where(eq(payments.serviceBookingId, request.id))).toEqual([]);
    expect(await payoutsOf(t, request.id)).toEqual([]);

    const what = `City photo walk on ${formatStayDate(bookingDate)}, 09:00-12:00`;
    const told = await messagesBetween(pat, gita);
    expect(told).toEqual([
      `Your booking of ${what} is confirmed. ${PAYMENT_TEXTS.servicePayBy('€45.00', payByText(res.data!.payBy!))} Pay here: ${payUrl(request.id)}`,
    ]);
    const mails = await paymentMails(gita);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: `Confirmed: pay for ${what} on KaziStay` });
    expect(mails[0]!.text).toContain(
      `Pay €45.00 by ${payByText(res.data!.payBy!)} to keep it; unpaid, the booking lapses and the slot is freed.`,
    );
    expect(mails[0]!.text.endsWith(`\n\nPay here: ${payUrl(request.id)}`)).toBe(true);
  });

  it('sends the guest nothing more when the provider confirms again', async () => {
    const gita = await guest();
    const first = await confirmedBooking(gita);
    const row = await bookingRow(t, first.id);
    const again = await confirm(pat, first.id);
    expect(again.status).toBe(200);
    expect(again.data?.payBy).toBe(first.payBy);
    expect(await bookingRow(t, first.id)).toEqual(row);
    expect(await messagesBetween(pat, gita)).toHaveLength(1);
    expect(await paymentMails(gita)).toHaveLength(1);
  });

  it('takes a free service as paid on confirming: nothing to pay, no checkout, no e-mail', async () => {
    const gita = await guest();
    const free = await addService(pat, { title: 'Free intro call', price: 0, currency: 'EUR' });
    const view = await confirmedBooking(gita, free.id);
    expect(view).toMatchObject({ status: 'confirmed', paymentStatus: 'completed', payBy: null });
    expect((await bookingRow(t, view.id)).payBy).toBeNull();
    // Nothing is owed to the provider: the payout is cancelled from the start.
    expect(await payoutsOf(t, view.id)).toMatchObject([
      { amountCents: 0, platformFeeCents: 0, status: 'cancelled' },
    ]);
    expect(failure(await checkout(gita.client, view.id))).toEqual([409, PAYMENT_TEXTS.serviceNotWaiting]);
    expect(double.requests).toEqual([]);
    expect(await paymentMails(gita)).toEqual([]);
    const told = await messagesBetween(pat, gita);
    expect(told).toEqual([
      expect.stringMatching(/^Your booking of Free intro call on .+, 09:00-12:00 is confirmed\. /),
    ]);
    expect(told[0]).not.toContain('Pay');
  });
});

describe('paying for a service booking through Stripe Checkout', () => {
  it('opens Stripe’s hosted page for the service’s own price and currency, closing by its time to pay', async () => {
    const gita = await guest();
    const booking = await confirmedBooking(gita);
    const res = await checkout(gita.client, booking.id);
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data).toEqual({ url: fixtures['checkout.session']!.url });
    const payment = await paymentOf(booking.id);
    expect(payment).toMatchObject({
      provider: 'stripe',
      serviceBookingId: booking.id,
      bookingId: null,
      state: 'awaiting',
      amountCents: 4500,
      currency: 'EUR',
      usdCents: 4500,
      rate: null,
      checkoutUrl: res.data!.url,
    });
    const sent = double.requests.filter((r) => r.path === '/v1/checkout/sessions');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.response?.status).toBe(200);
    expect(payment.providerRef).toBe((sent[0]!.response!.body as { id: string }).id);
    expect(sent[0]!.headers['idempotency-key']).toBe(`checkout-${payment.id}`);
    expect(sent[0]!.body).toMatchObject({
      client_reference_id: payment.id,
      customer_email: await emailOf(gita),
      success_url: `${payUrl(booking.id)}&paid=1`,
      cancel_url: payUrl(booking.id),
      line_items: [
        {
          price_data: {
            currency: 'eur',
            unit_amount: '4500',
            product_data: { name: `City photo walk, ${booking.bookingDate} 09:00-12:00` },
          },
          quantity: '1',
        },
      ],
    });
    // Open no later than the booking's time to pay (Stripe's limit of 24 hours keeps it a minute short).
    const closes = Number(sent[0]!.body.expires_at);
    const payBySeconds = new Date(booking.payBy!).getTime() / 1000;
    expect(closes).toBeLessThanOrEqual(payBySeconds);
    expect(closes).toBeGreaterThan(payBySeconds - 120);

    // Asked again (the guest back on the page), the same checkout, without asking Stripe.
    double.requests.length = 0;
    expect((await checkout(gita.client, booking.id)).data).toEqual(res.data);
    expect(double.requests).toEqual([]);
    expect(await paymentOf(booking.id)).toEqual(payment);
  });

  it('lets only the guest pay, and only a booking waiting for its payment', async () => {
    const gita = await guest();
    const request = await booked(gita, walkId, { bookingDate: nextDate() });
    // A request the provider has not confirmed yet has nothing to pay.
    expect(failure(await checkout(gita.client, request.id))).toEqual([409, PAYMENT_TEXTS.serviceNotWaiting]);

    await answer(pat, 'confirm', request.id);
    expect((await checkout(stranger.client, request.id)).status).toBe(404);
    // The service's provider is not its guest: for them there is no such booking to pay.
    expect((await checkout(pat.client, request.id)).status).toBe(404);
    expect((await checkout(new TestClient(t.app), request.id)).status).toBe(401);
    expect((await checkout(gita.client, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect(double.requests).toEqual([]);
    expect(await db().select().from(payments).where(eq(payments.serviceBookingId, request.id))).toEqual([]);

    // Its time to pay over (the job has not lapsed it yet): nothing more to pay.
    await db()
      .update(serviceBookings)
      .set({ payBy: sql`now() - interval '1 second'` })
      .where(eq(serviceBookings.id, request.id));
    expect(failure(await checkout(gita.client, request.id))).toEqual([409, PAYMENT_TEXTS.serviceNotWaiting]);

    // Cancelled: nothing to pay.
    const other = await confirmedBooking(gita);
    expect((await cancel(gita, other.id)).status).toBe(200);
    expect(failure(await checkout(gita.client, other.id))).toEqual([409, PAYMENT_TEXTS.serviceNotWaiting]);
    expect(double.requests).toEqual([]);
  });

  it('answers the return page for the guest only, asking Stripe about the checkout still open', async () => {
    const gita = await guest();
    const { booking, payment } = await awaitingPayment(gita);
    double.requests.length = 0;
    const res = await askPayment(gita.client, booking.id);
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data).toMatchObject({
      id: booking.id,
      status: 'confirmed',
      paymentStatus: 'pending',
      payBy: booking.payBy,
      viewerIs: 'guest',
      actions: { pay: true },
    });
    // Stripe's example session is open and unpaid: asked, nothing changes.
    expect(double.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/checkout/sessions/${payment.providerRef}`,
    ]);
    expect(await paymentOf(booking.id)).toMatchObject({ state: 'awaiting' });

    double.requests.length = 0;
    expect((await askPayment(stranger.client, booking.id)).status).toBe(404);
    expect((await askPayment(pat.client, booking.id)).status).toBe(404);
    expect((await askPayment(new TestClient(t.app), booking.id)).status).toBe(401);
    expect(double.requests).toEqual([]);
  });

  it('marks the booking paid on Stripe’s signed word, once, and schedules the provider’s payout', async () => {
    const gita = await guest();
    const { booking, payment } = await awaitingPayment(gita);
    const completed = sessionEvent('checkout.session.completed', paidSession(payment));
    expect(await deliver(completed)).toEqual({ status: 200, body: { received: true, outcome: 'applied' } });
    expect(await bookingRow(t, booking.id)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'completed',
      payBy: null,
    });
    expect(await paymentOf(booking.id)).toMatchObject({
      state: 'paid',
      chargeRef: `pi_${payment.id.slice(0, 8)}`,
    });
    // €45 less the 15 % commission is the provider's, waiting for the booking to be completed.
    const scheduled = await payoutsOf(t, booking.id);
    expect(scheduled).toMatchObject([
      {
        kind: 'service',
        payeeId: pat.id,
        amountCents: 3825,
        platformFeeCents: 675,
        currency: 'EUR',
        status: 'scheduled',
        releaseAt: null,
      },
    ]);

    // The same event again changes nothing.
    expect((await deliver(completed)).body.outcome).toBe('ignored');
    expect(await payoutsOf(t, booking.id)).toEqual(scheduled);

    // Paid: nothing left to pay, and the return page says so without asking Stripe.
    double.requests.length = 0;
    const seen = await askPayment(gita.client, booking.id);
    expect(seen.data).toMatchObject({ paymentStatus: 'completed', payBy: null, actions: { pay: false } });
    expect(double.requests).toEqual([]);
    expect(failure(await checkout(gita.client, booking.id))).toEqual([409, PAYMENT_TEXTS.serviceNotWaiting]);
  });

  it('marks nothing paid for another amount or another currency, and tells an admin', async () => {
    const gita = await guest();
    const { booking, payment } = await awaitingPayment(gita);
    const short = sessionEvent('checkout.session.completed', paidSession(payment, { amount_total: 450 }));
    expect((await deliver(short)).body.outcome).toBe('mismatch');
    const dollars = sessionEvent('checkout.session.completed', paidSession(payment, { currency: 'usd' }));
    expect((await deliver(dollars)).body.outcome).toBe('mismatch');
    expect(await bookingRow(t, booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'pending' });
    expect(await paymentOf(booking.id)).toMatchObject({ state: 'awaiting', chargeRef: null });
    expect(await payoutsOf(t, booking.id)).toEqual([]);
    const alerts = await alertsAbout(payment.providerRef!);
    expect(alerts.map((a) => a.key)).toEqual([`payment:stripe:${payment.providerRef}:mismatch`]);
  });

  it('cannot be completed while unpaid, and can once paid', async () => {
    const gita = await guest();
    const { booking, payment } = await awaitingPayment(gita, walkId, day(0));
    const refused = await pat.client.mutate('services.complete', { id: booking.id });
    expect(failure(refused)).toEqual([409, SERVICE_BOOKING_TEXTS.cannotComplete]);
    expect(await bookingRow(t, booking.id)).toMatchObject({ status: 'confirmed', completedAt: null });
    await pay(payment);
    expect(await payoutsOf(t, booking.id)).toMatchObject([{ status: 'scheduled', releaseAt: null }]);
    expect(await answer(pat, 'complete', booking.id)).toMatchObject({ status: 'completed' });
    // Completed: the provider's payout is due from then on.
    const { completedAt } = await bookingRow(t, booking.id);
    expect(completedAt).not.toBeNull();
    expect(await payoutsOf(t, booking.id)).toMatchObject([
      { status: 'scheduled', releaseAt: completedAt, amountCents: 3825 },
    ]);
  });
});

describe('a service booking not paid in time', () => {
  it('lapses: its checkout is asked about and closed at Stripe, the slot freed, the guest told', async () => {
    const [gita, gus, greta] = await Promise.all([guest(), guest('Gus Guest'), guest('Greta Guest')]);
    const bookingDate = nextDate();
    const second = await booked(gus, walkId, { bookingDate });
    const { booking, payment } = await awaitingPayment(gita, walkId, bookingDate);
    // Greta never opened her checkout.
    const unopened = await confirmedBooking(greta);
    expect(failure(await confirm(pat, second.id))).toEqual([409, SERVICE_BOOKING_TEXTS.slotTaken]);

    await db()
      .update(serviceBookings)
      .set({ payBy: sql`now() - interval '1 second'` })
      .where(sql`${serviceBookings.id} in (${booking.id}, ${unopened.id})`);
    await settleClosesCheckout(payment);
    for (const id of [booking.id, unopened.id]) {
      expect(await bookingRow(t, id)).toMatchObject({
        status: 'cancelled',
        paymentStatus: 'pending',
        refundedCents: 0,
        note: SERVICE_BOOKING_TEXTS.lapsed,
      });
    }
    expect(await db().select().from(payments).where(eq(payments.serviceBookingId, unopened.id))).toEqual([]);
    expect((await messagesBetween(pat, gita)).at(-1)).toBe(
      `Your booking of City photo walk on ${formatStayDate(bookingDate)}, 09:00-12:00 lapsed: ${SERVICE_BOOKING_TEXTS.lapsed}`,
    );
    expect((await messagesBetween(pat, greta)).at(-1)).toContain(`lapsed: ${SERVICE_BOOKING_TEXTS.lapsed}`);
    expect(failure(await checkout(gita.client, booking.id))).toEqual([409, PAYMENT_TEXTS.serviceNotWaiting]);

    // The slot is free again: Gus's request for it can now be confirmed.
    expect(await answer(pat, 'confirm', second.id)).toMatchObject({ status: 'confirmed' });

    // A payment Stripe took after all is recorded, the booking stays lapsed, and an admin is told to refund it.
    const late = sessionEvent('checkout.session.completed', paidSession(payment));
    expect((await deliver(late)).body.outcome).toBe('late');
    expect(await bookingRow(t, booking.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'pending' });
    expect(await paymentOf(booking.id)).toMatchObject({ state: 'paid' });
    expect(await payoutsOf(t, booking.id)).toEqual([]);
    expect((await alertsAbout(payment.providerRef!)).map((a) => a.key)).toEqual([
      `payment:stripe:${payment.providerRef}:late`,
    ]);

    // A second run finds nothing more to do.
    double.requests.length = 0;
    await settlePendingBookings(db(), 0, stripe);
    expect(requestsAbout(payment.providerRef!)).toEqual([]);
  });

  it('keeps a booking paid before its time to pay ran out', async () => {
    const gita = await guest();
    const { booking, payment } = await awaitingPayment(gita);
    await pay(payment);
    await db()
      .update(serviceBookings)
      .set({ payBy: sql`now() - interval '1 second'` })
      .where(eq(serviceBookings.id, booking.id));
    double.requests.length = 0;
    await settlePendingBookings(db(), 0, stripe);
    expect(requestsAbout(payment.providerRef!)).toEqual([]);
    expect(await bookingRow(t, booking.id)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'completed',
    });
  });
});

describe('cancelling a service booking paid through Stripe', () => {
  it('refunds the whole payment, whoever cancels, through Stripe with our idempotency key', async () => {
    const [gita, gus] = await Promise.all([guest(), guest('Gus Guest')]);
    const byGuest = await awaitingPayment(gita, portraitId);
    const byProvider = await awaitingPayment(gus, portraitId);
    await pay(byGuest.payment);
    await pay(byProvider.payment);

    const cancelledByGuest = await cancel(gita, byGuest.booking.id, 'Plans changed');
    const paidWith = { provider: 'stripe', amountCents: 100, currency: 'EUR', priceCents: 100 };
    expect(cancelledByGuest.data).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundedCents: 100,
      cancelledBy: 'guest',
      paidWith,
      refunds: [{ amountCents: 100, currency: 'EUR', provider: 'stripe', state: 'pending' }],
    });
    const cancelledByProvider = await cancel(pat, byProvider.booking.id, 'Camera broke');
    expect(cancelledByProvider.data).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundedCents: 100,
      cancelledBy: 'provider',
    });
    expect((await messagesBetween(gita, pat)).at(-1)).toContain(
      ': Plans changed €1.00 is refunded to the guest through the payment provider they paid with.',
    );
    expect((await messagesBetween(pat, gus)).at(-1)).toContain(
      ': Camera broke €1.00 is refunded to the guest through the payment provider they paid with.',
    );

    const recorded = [];
    for (const { booking, payment } of [byGuest, byProvider]) {
      expect(payment).toMatchObject({ amountCents: 100, currency: 'EUR' });
      const rows = await db().select().from(refunds).where(eq(refunds.paymentId, payment.id));
      expect(rows).toMatchObject([
        {
          reason: 'cancellation',
          amountCents: payment.amountCents,
          usdCents: 100,
          state: 'pending',
          providerRef: null,
        },
      ]);
      recorded.push({ refund: rows[0]!, payment });
      // The provider's payout falls to nothing.
      expect(await payoutsOf(t, booking.id)).toMatchObject([
        { status: 'cancelled', amountCents: 0, platformFeeCents: 0 },
      ]);
    }

    double.requests.length = 0;
    expect(await sendPendingRefunds(db(), stripe)).toBe(2);
    const sent = double.requests.filter((r) => r.path === '/v1/refunds');
    expect(sent.map((r) => [r.headers['idempotency-key'], r.body.payment_intent, r.body.amount])).toEqual(
      recorded.map(({ refund, payment }) => [
        `refund-${refund.id}`,
        `pi_${payment.id.slice(0, 8)}`,
        String(payment.amountCents),
      ]),
    );
    for (const { refund } of recorded) {
      const [settled] = await db().select().from(refunds).where(eq(refunds.id, refund.id));
      expect(settled).toMatchObject({ state: 'succeeded', failureReason: null });
      expect(settled!.providerRef).toMatch(/^re_/);
    }
    // Sent once: the next run has nothing to send.
    double.requests.length = 0;
    expect(await sendPendingRefunds(db(), stripe)).toBe(0);
    expect(double.requests).toEqual([]);

    // Each guest follows the refund on their booking: what went back, in the payment's currency, and when.
    for (const [who, { booking }, { refund }] of [
      [gita, byGuest, recorded[0]!],
      [gus, byProvider, recorded[1]!],
    ] as const) {
      const mine = (await who.client.query<ServiceBookingView[]>('services.myBookings')).data!;
      const [settled] = await db().select().from(refunds).where(eq(refunds.id, refund.id));
      expect(mine.find((b) => b.id === booking.id)).toMatchObject({
        paidWith,
        refunds: [
          {
            amountCents: 100,
            currency: 'EUR',
            provider: 'stripe',
            state: 'succeeded',
            at: `${settled!.settledAt!.toISOString().slice(0, 19)}Z`,
          },
        ],
      });
    }
  });

  it('refunds nothing for a confirmed booking not yet paid, and closes its checkout', async () => {
    const gita = await guest();
    const { booking, payment } = await awaitingPayment(gita);
    const res = await cancel(gita, booking.id);
    expect(res.data).toMatchObject({ status: 'cancelled', paymentStatus: 'pending', refundedCents: 0 });
    expect(await db().select().from(refunds).where(eq(refunds.paymentId, payment.id))).toEqual([]);
    expect(await payoutsOf(t, booking.id)).toEqual([]);
    expect((await messagesBetween(gita, pat)).at(-1)).not.toContain('refunded');

    await settleClosesCheckout(payment);
    expect(await bookingRow(t, booking.id)).toMatchObject({ status: 'cancelled', note: null });
  });
});

describe('service bookings in the demo (no payment provider)', () => {
  it('offers no checkout', async () => {
    const demo = await createTestApp();
    try {
      const [dee, gita] = [await provider(demo, 'Dee Demo'), await person(demo, 'guest', 'Gita Guest')];
      const service = await addService(dee, { title: 'Demo walk', price: 30 });
      const request = await booked(gita, service.id, { bookingDate: nextDate() });
      const confirmed = await answer(dee, 'confirm', request.id);
      expect(confirmed).toMatchObject({ paymentStatus: 'completed', payBy: null });
      // Even a booking that would wait for a payment has no checkout without a provider.
      await demo.database.db
        .update(serviceBookings)
        .set({ paymentStatus: 'pending', payBy: sql`now() + interval '1 hour'` })
        .where(eq(serviceBookings.id, request.id));
      const res = await gita.client.mutate('services.checkout', { id: request.id });
      expect(failure(res)).toEqual([409, PAYMENT_TEXTS.serviceNotWaiting]);
      expect(await demo.database.db.select().from(payments)).toEqual([]);
    } finally {
      await demo.close();
    }
  });
});
