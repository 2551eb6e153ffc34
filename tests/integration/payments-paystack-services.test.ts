import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAlerts, payments, refunds, serviceBookings } from '../../src/server/db/schema';
import { settlePendingBookings } from '../../src/server/domains/bookings/holds';
import { PaystackPayments } from '../../src/server/domains/payments/paystack';
import { sendPendingRefunds } from '../../src/server/domains/payments/refunds';
import { PAYMENT_TEXTS } from '../../src/shared/payments';
import {
  SERVICE_BOOKING_TEXTS,
  type ProviderDashboardView,
  type ServiceBookingView,
} from '../../src/shared/service-bookings';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../support/app';
import { person, type Person } from '../support/host';
import { startPaystackDouble, type PaystackDouble } from '../support/paystack-double';
import { deliverPaystackEvent } from '../support/paystack-webhooks';
import { addService, answer, bookingRow, booked, day, payoutsOf, provider } from '../support/services';
import { saveKesRates } from '../support/settings';

const SECRET = 'sk_test_kazistay_paystack_services';
const REFUND_ID = 3_018_284;

let double: PaystackDouble;
let paystack: PaystackPayments;
let t: TestApp;
let pat: Person;
/** Sunset boat trip, €45. */
let tripId: string;
/** Each booking on a day of its own. */
let ahead = 2;
const nextDate = () => day(++ahead);
const db = () => t.database.db;
/** The amount Paystack answers a refund request with: the amount the test asked for. */
let refundAsked = 0;

/**
 * Prism answers Paystack's description with placeholders; where our records depend on the answer, the double
 * answers what Paystack would for the request at hand: a verify names the transaction asked about (abandoned:
 * opened, not paid), and a refund is pending for the amount asked.
 */
function asPaystackWould(path: string, body: unknown): unknown {
  const answer = body as { data: Record<string, unknown> };
  const verify = /^\/transaction\/verify\/([^/?]+)$/.exec(path);
  if (verify) {
    const reference = decodeURIComponent(verify[1]!);
    return { ...answer, data: { ...answer.data, reference, status: 'abandoned', currency: 'KES' } };
  }
  if (path === '/refund') {
    return {
      ...answer,
      data: { ...answer.data, id: REFUND_ID, status: 'pending', amount: refundAsked, currency: 'KES' },
    };
  }
  return body;
}

beforeAll(async () => {
  double = await startPaystackDouble({ rewrite: asPaystackWould });
  paystack = new PaystackPayments({ secretKey: SECRET, apiUrl: double.url });
  t = await createTestApp({}, { payments: paystack });
  const admin = await person(t, 'admin', 'Rate Setter');
  await saveKesRates(admin.client, { kesPerUsd: 129.55, kesPerEur: 151.3377, kesPerGbp: 171.05 });
  pat = await provider(t, 'Pat Provider', { currency: 'EUR' });
  tripId = (await addService(pat, { title: 'Sunset boat trip', price: 45, currency: 'EUR' })).id;
}, 60_000);
afterAll(async () => {
  await t.close();
  await double.close();
});
beforeEach(() => {
  double.requests.length = 0;
});

const guest = () => person(t, 'guest', 'Wanjiku Guest');

/** Confirmed by Pat, its checkout opened by the guest: the booking, its payment row and the checkout's address. */
async function awaitingPayment(who: Person, serviceId = tripId) {
  const request = await booked(who, serviceId, { bookingDate: nextDate() });
  const booking = await answer(pat, 'confirm', request.id);
  const res = await who.client.mutate<{ url: string }>('services.checkout', { id: booking.id });
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  const rows = await db().select().from(payments).where(eq(payments.serviceBookingId, booking.id));
  expect(rows).toHaveLength(1);
  return { booking, payment: rows[0]!, url: res.data!.url };
}

/** Posts a webhook event to the app, signed as Paystack signs it (with the secret key, or `key`). */
const deliver = (event: unknown, key = SECRET) => deliverPaystackEvent(t.app, event, key);

const chargeSuccess = (p: typeof payments.$inferSelect, over: Record<string, unknown> = {}) => ({
  event: 'charge.success',
  data: {
    id: 4_099_260_516,
    status: 'success',
    reference: p.id,
    amount: p.amountCents,
    currency: 'KES',
    channel: 'mobile_money',
    ...over,
  },
});

const payUrl = (id: string) => `${TEST_ORIGIN}/bookings/payment?service=${id}`;

describe('paying for a service booking in Kenyan shillings through Paystack', () => {
  it('charges the service’s euro price at the admin’s KES per EUR, records the rate, and opens Paystack’s page', async () => {
    const wanjiku = await guest();
    const { booking, payment, url } = await awaitingPayment(wanjiku);
    // €45 at 151.3377 KES per EUR is KES 6,810.1965, rounded half up to the cent.
    expect(payment).toMatchObject({
      provider: 'paystack',
      serviceBookingId: booking.id,
      currency: 'KES',
      amountCents: 681_020,
      usdCents: 4500,
      rate: 151.3377,
      providerRef: payment.id,
      state: 'awaiting',
      checkoutUrl: url,
    });
    // Paystack's description accepts the checkout (no violations), for that amount in KES.
    const initialize = double.requests.filter((r) => r.path === '/transaction/initialize');
    expect(initialize).toHaveLength(1);
    expect(initialize[0]!.response.status).toBe(200);
    expect(initialize[0]!.response.headers['sl-violations']).toBeUndefined();
    expect(initialize[0]!.body).toMatchObject({
      amount: 681_020,
      currency: 'KES',
      reference: payment.id,
      callback_url: `${payUrl(booking.id)}&paid=1`,
      metadata: { reference: payment.id, cancel_action: payUrl(booking.id) },
    });

    // The guest back on the return page: Paystack is asked about the transaction, still unpaid.
    double.requests.length = 0;
    const seen = await wanjiku.client.mutate<ServiceBookingView>('services.payment', { id: booking.id });
    expect(seen.data).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'pending',
      actions: { pay: true },
    });
    expect(double.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /transaction/verify/${payment.id}`,
    ]);
    expect(double.requests[0]!.response.headers['sl-violations']).toBeUndefined();
    expect(await db().select().from(payments).where(eq(payments.id, payment.id))).toMatchObject([
      { state: 'awaiting' },
    ]);
  });

  it('converts a service priced in pounds at the KES per GBP rate', async () => {
    const gbp = await addService(pat, { title: 'London-style tea tasting', price: 20, currency: 'GBP' });
    const { payment } = await awaitingPayment(await guest(), gbp.id);
    expect(payment).toMatchObject({ currency: 'KES', amountCents: 342_100, usdCents: 2000, rate: 171.05 });
  });

  it('marks the booking paid on Paystack’s HMAC-SHA512-signed word, once', async () => {
    const { booking, payment } = await awaitingPayment(await guest());
    // Signed with another key: refused, nothing stored.
    expect(await deliver(chargeSuccess(payment), 'sk_test_someone_else')).toMatchObject({ status: 400 });
    // The euro cents instead of the shillings: not this payment's amount.
    expect(await deliver(chargeSuccess(payment, { amount: 4500 }))).toEqual({
      status: 200,
      outcome: 'mismatch',
    });
    expect(await bookingRow(t, booking.id)).toMatchObject({ paymentStatus: 'pending' });
    const alerts = await db()
      .select()
      .from(adminAlerts)
      .where(
        and(eq(adminAlerts.kind, 'payment_mismatch'), sql`${adminAlerts.key} like ${`%${payment.id}%`}`),
      );
    expect(alerts.map((a) => a.key)).toEqual([`payment:paystack:${payment.id}:mismatch`]);

    expect(await deliver(chargeSuccess(payment))).toEqual({ status: 200, outcome: 'applied' });
    expect(await deliver(chargeSuccess(payment))).toEqual({ status: 200, outcome: 'ignored' });
    expect(await bookingRow(t, booking.id)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'completed',
      payBy: null,
    });
    expect(await db().select().from(payments).where(eq(payments.id, payment.id))).toMatchObject([
      { state: 'paid', chargeRef: payment.id },
    ]);
    // The provider is owed in the service's own currency, whatever the guest paid in.
    expect(await payoutsOf(t, booking.id)).toMatchObject([
      { amountCents: 3825, platformFeeCents: 675, currency: 'EUR', status: 'scheduled', releaseAt: null },
    ]);
  });

  it('lets an unpaid booking lapse: Paystack is asked once more, the checkout closed on our side', async () => {
    const wanjiku = await guest();
    const { booking, payment } = await awaitingPayment(wanjiku);
    await db()
      .update(serviceBookings)
      .set({ payBy: sql`now() - interval '1 second'` })
      .where(eq(serviceBookings.id, booking.id));
    double.requests.length = 0;
    await settlePendingBookings(db(), 0, paystack);
    // Paystack has no call to close a transaction: only the verify reaches it.
    expect(double.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /transaction/verify/${payment.id}`,
    ]);
    expect(await db().select().from(payments).where(eq(payments.id, payment.id))).toMatchObject([
      { state: 'expired' },
    ]);
    expect(await bookingRow(t, booking.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'pending',
      note: SERVICE_BOOKING_TEXTS.lapsed,
    });
    const res = await wanjiku.client.mutate('services.checkout', { id: booking.id });
    expect([res.status, res.error?.message]).toEqual([409, PAYMENT_TEXTS.serviceNotWaiting]);
  });

  it('refunds the whole payment in shillings through Paystack when a paid booking is cancelled', async () => {
    const wanjiku = await guest();
    const { booking, payment } = await awaitingPayment(wanjiku);
    // Pat's answer, as the provider sees it: confirmed, waiting for the guest's payment until a set time.
    expect(booking).toMatchObject({ status: 'confirmed', viewerIs: 'provider', paidWith: null, refunds: [] });
    expect(booking.payBy).toMatch(/^\d{4}-\d\d-\d\dT/);
    const waiting = (await pat.client.query<ProviderDashboardView>('services.dashboard')).data!;
    expect(waiting.recentBookings.find((b) => b.id === booking.id)).toMatchObject({ payBy: booking.payBy });

    expect(await deliver(chargeSuccess(payment))).toMatchObject({ outcome: 'applied' });
    const paidWith = { provider: 'paystack', amountCents: 681_020, currency: 'KES', priceCents: 4500 };
    const paid = (await wanjiku.client.query<ServiceBookingView[]>('services.myBookings')).data!;
    expect(paid.find((b) => b.id === booking.id)).toMatchObject({ payBy: null, paidWith, refunds: [] });
    const cancelled = await wanjiku.client.mutate<ServiceBookingView>('services.cancel', {
      id: booking.id,
      reason: 'Flight moved',
    });
    expect(cancelled.data).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundedCents: 4500,
      paidWith,
      refunds: [{ amountCents: 681_020, currency: 'KES', provider: 'paystack', state: 'pending' }],
    });
    const [recorded] = await db().select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(recorded).toMatchObject({
      reason: 'cancellation',
      amountCents: 681_020,
      usdCents: 4500,
      state: 'pending',
    });

    refundAsked = 681_020;
    double.requests.length = 0;
    expect(await sendPendingRefunds(db(), paystack)).toBe(1);
    const sent = double.requests.filter((r) => r.path === '/refund');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.response.status).toBe(200);
    expect(sent[0]!.response.headers['sl-violations']).toBeUndefined();
    expect(sent[0]!.body).toEqual({
      transaction: payment.id,
      amount: 681_020,
      currency: 'KES',
      merchant_note: `KaziStay refund ${recorded!.id}`,
    });
    expect((await db().select().from(refunds).where(eq(refunds.id, recorded!.id)))[0]).toMatchObject({
      state: 'pending',
      providerRef: String(REFUND_ID),
    });

    // Paystack's word that the refund went through settles it.
    const processed = {
      event: 'refund.processed',
      data: {
        id: REFUND_ID,
        status: 'processed',
        transaction_reference: payment.id,
        refund_reference: null,
        amount: '681020',
        currency: 'KES',
      },
    };
    expect(await deliver(processed)).toEqual({ status: 200, outcome: 'applied' });
    const [settled] = await db().select().from(refunds).where(eq(refunds.id, recorded!.id));
    expect(settled).toMatchObject({ state: 'succeeded', failureReason: null });
    expect(settled!.settledAt).not.toBeNull();
    // The guest follows it on the booking: the shillings sent back, and when.
    const mine = (await wanjiku.client.query<ServiceBookingView[]>('services.myBookings')).data!;
    expect(mine.find((b) => b.id === booking.id)).toMatchObject({
      paidWith,
      refunds: [
        {
          amountCents: 681_020,
          currency: 'KES',
          provider: 'paystack',
          state: 'succeeded',
          at: `${settled!.settledAt!.toISOString().slice(0, 19)}Z`,
        },
      ],
    });
    // Sent once: nothing more to send.
    double.requests.length = 0;
    expect(await sendPendingRefunds(db(), paystack)).toBe(0);
    expect(double.requests).toEqual([]);
  });
});
