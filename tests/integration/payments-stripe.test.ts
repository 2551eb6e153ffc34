import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type CheckoutRequest,
} from '../../src/server/domains/payments/port';
import { StripePayments } from '../../src/server/domains/payments/stripe';
import { startStripeDouble, type StripeDouble } from '../support/stripe-double';

const fixtures = (
  JSON.parse(
    readFileSync(fileURLToPath(new URL('../support/payments/fixtures3.json', import.meta.url)), 'utf8'),
  ) as { resources: Record<string, Record<string, unknown>> }
).resources;
const sessionFixture = fixtures['checkout.session']!;
const refundFixture = fixtures.refund!;
const eventFixture = fixtures.event!;

const WEBHOOK_SECRET = 'whsec_test_kazistay';

let double: StripeDouble;
let stripe: StripePayments;

beforeAll(async () => {
  double = await startStripeDouble();
  stripe = new StripePayments({
    secretKey: 'sk_test_kazistay',
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: double.url,
  });
});
afterAll(async () => {
  await double.close();
});
beforeEach(() => {
  double.requests.length = 0;
});

const checkout = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  reference: 'pay_01HZX4',
  amountCents: 45_000,
  currency: 'USD',
  description: '3 nights at Savanna Desk Loft',
  customerEmail: 'guest@example.com',
  successUrl: 'https://kazistay.test/payments/return?ok=1',
  cancelUrl: 'https://kazistay.test/payments/return?cancelled=1',
  expiresAt: new Date(Date.now() + 2 * 60 * 60 * 1000),
  ...overrides,
});

const lastRequest = () => {
  const request = double.requests.at(-1);
  if (!request) throw new Error('the double received no request');
  return request;
};

describe('StripePayments against Stripe’s API description', () => {
  it('sends a checkout Stripe accepts, with the amount in cents and the idempotency key', async () => {
    const before = Math.floor(Date.now() / 1000);
    const request = checkout();
    const result = await stripe.startCheckout(request);

    // Each create gets an id of its own: the example's, numbered at its end.
    expect(result.providerRef).toMatch(new RegExp(`^${String(sessionFixture.id).slice(0, 40)}\\w*_\\d+$`));
    expect(result.url).toBe(sessionFixture.url);
    const sent = lastRequest();
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.headers['idempotency-key']).toBe('checkout-pay_01HZX4');
    expect(sent.body).toMatchObject({
      mode: 'payment',
      line_items: [
        {
          price_data: {
            currency: 'usd',
            unit_amount: '45000',
            product_data: { name: '3 nights at Savanna Desk Loft' },
          },
          quantity: '1',
        },
      ],
      client_reference_id: 'pay_01HZX4',
      metadata: { reference: 'pay_01HZX4' },
      payment_intent_data: { metadata: { reference: 'pay_01HZX4' } },
      customer_email: 'guest@example.com',
      success_url: 'https://kazistay.test/payments/return?ok=1',
      cancel_url: 'https://kazistay.test/payments/return?cancelled=1',
    });
    const expiresAt = Number(sent.body.expires_at);
    expect(expiresAt).toBe(Math.floor(request.expiresAt.getTime() / 1000));
    expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * 60);
    expect(expiresAt).toBeLessThanOrEqual(before + 24 * 60 * 60);
  });

  it('clamps the expiry into the 30 minutes to 24 hours Stripe accepts', async () => {
    const now = Math.floor(Date.now() / 1000);
    await stripe.startCheckout(checkout({ expiresAt: new Date(Date.now() + 5 * 60 * 1000) }));
    const soon = Number(lastRequest().body.expires_at);
    await stripe.startCheckout(checkout({ expiresAt: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000) }));
    const late = Number(lastRequest().body.expires_at);

    expect(soon).toBeGreaterThanOrEqual(now + 30 * 60);
    expect(soon).toBeLessThan(now + 40 * 60);
    expect(late).toBeLessThanOrEqual(now + 24 * 60 * 60 + 1);
    expect(late).toBeGreaterThan(now + 23 * 60 * 60);
  });

  it('surfaces a checkout the description forbids as PaymentProviderError with Stripe’s message', async () => {
    const fractional = stripe.startCheckout(checkout({ amountCents: 450.5 }));
    await expect(fractional).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(fractional).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('line_items[0][price_data][unit_amount]') as unknown,
    });
    expect(lastRequest().body).toMatchObject({ line_items: [{ price_data: { unit_amount: '450.5' } }] });

    // client_reference_id is at most 200 characters.
    const longReference = stripe.startCheckout(checkout({ reference: 'r'.repeat(201) }));
    await expect(longReference).rejects.toMatchObject({
      name: 'PaymentProviderError',
      provider: 'stripe',
      status: 400,
      message: expect.stringContaining('client_reference_id') as unknown,
    });
  });

  it('the double refuses a parameter Stripe does not know (so a 200 above means the call is valid)', async () => {
    const sdk = new Stripe('sk_test_kazistay', { host: double.host, port: double.port, protocol: 'http' });
    const broken = sdk.checkout.sessions.create({
      mode: 'payment',
      success_url: 'https://kazistay.test/ok',
      // A misspelt parameter, as a careless call would send it.
      client_reference: 'pay_1',
    } as Stripe.Checkout.SessionCreateParams);
    await expect(broken).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(broken).rejects.toMatchObject({ message: 'Received unknown parameter: client_reference' });
  });

  it('reads a checkout session as the fixture says', async () => {
    const payment = await stripe.readPayment('cs_test_kazistay_1');

    expect(lastRequest()).toMatchObject({ method: 'GET', path: '/v1/checkout/sessions/cs_test_kazistay_1' });
    // The fixture: open, unpaid, no amount or currency yet, no reference, payment intent pi_1Pgafy...
    expect(payment).toEqual({
      providerRef: 'cs_test_kazistay_1',
      reference: null,
      state: 'awaiting',
      amountCents: 0,
      currency: '',
      chargeRef: sessionFixture.payment_intent,
    });
  });

  it('refunds against the payment intent with the refund idempotency key', async () => {
    const refund = await stripe.refund({
      reference: 'ref_01HZX9',
      chargeRef: 'pi_3KaziStay',
      amountCents: 12_500,
      currency: 'USD',
    });

    const request = lastRequest();
    expect(request).toMatchObject({ method: 'POST', path: '/v1/refunds' });
    expect(request.headers['idempotency-key']).toBe('refund-ref_01HZX9');
    expect(request.body).toEqual({
      payment_intent: 'pi_3KaziStay',
      amount: '12500',
      metadata: { reference: 'ref_01HZX9' },
    });
    // The fixture: re_1Pgc72..., 100 cents, succeeded, empty metadata.
    expect(refund.providerRef).toMatch(new RegExp(`^${String(refundFixture.id).slice(0, 10)}\\w*_\\d+$`));
    expect({ ...refund, providerRef: 'created' }).toEqual({
      providerRef: 'created',
      reference: null,
      chargeRef: null,
      state: 'succeeded',
      amountCents: 100,
      reason: null,
    });
  });

  it('expires a checkout through the expire path', async () => {
    await stripe.expireCheckout('cs_test_kazistay_2');

    expect(double.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/checkout/sessions/cs_test_kazistay_2/expire',
    ]);
  });

  it('does not swallow a refused expiry when Stripe cannot show the session closed', async () => {
    // Longer than Stripe's description allows on both paths: the expiry is refused and so is the check.
    const id = `cs_test_${'x'.repeat(5000)}`;
    await expect(stripe.expireCheckout(id)).rejects.toMatchObject({
      name: 'PaymentProviderError',
      status: 400,
    });
    expect(double.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /v1/checkout/sessions/${id}/expire`,
      `GET /v1/checkout/sessions/${id}`,
    ]);
  });

  it('turns a connection failure into PaymentProviderError', async () => {
    const closed = await startStripeDouble();
    await closed.close();
    const offline = new StripePayments({
      secretKey: 'sk_test_kazistay',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: closed.url,
    });
    await expect(offline.readPayment('cs_test_1')).rejects.toMatchObject({
      name: 'PaymentProviderError',
      status: null,
    });
  });
});

describe('StripePayments.verifyWebhook', () => {
  const event = (type: string, object: Record<string, unknown>, id = `evt_${type.replaceAll('.', '_')}`) =>
    JSON.stringify({ ...eventFixture, id, type, data: { object } });
  const signed = (payload: string, options: { secret?: string; timestamp?: number } = {}) => ({
    'stripe-signature': Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
      ...(options.timestamp !== undefined && { timestamp: options.timestamp }),
    }),
  });
  const verify = (payload: string, headers: Record<string, string>) =>
    stripe.verifyWebhook(Buffer.from(payload), headers);

  const paidSession = {
    ...sessionFixture,
    id: 'cs_test_paid',
    status: 'complete',
    payment_status: 'paid',
    amount_total: 45_000,
    currency: 'usd',
    client_reference_id: 'pay_01HZX4',
    metadata: { reference: 'pay_01HZX4' },
  };

  it('maps a completed, paid session', () => {
    const body = event('checkout.session.completed', paidSession, 'evt_completed');
    expect(verify(body, signed(body))).toEqual({
      eventId: 'evt_completed',
      kind: 'payment',
      payment: {
        providerRef: 'cs_test_paid',
        reference: 'pay_01HZX4',
        state: 'paid',
        amountCents: 45_000,
        currency: 'USD',
        chargeRef: sessionFixture.payment_intent,
      },
    });
  });

  it('keeps a completed session still unpaid (delayed method) awaiting, reading the reference from metadata', () => {
    const pending = { ...paidSession, payment_status: 'unpaid', client_reference_id: null };
    const body = event('checkout.session.completed', pending);
    expect(verify(body, signed(body))).toMatchObject({
      kind: 'payment',
      payment: { state: 'awaiting', reference: 'pay_01HZX4' },
    });
  });

  it('maps an expired session and an async payment that failed', () => {
    const expired = event('checkout.session.expired', {
      ...paidSession,
      status: 'expired',
      payment_status: 'unpaid',
      payment_intent: null,
    });
    expect(verify(expired, signed(expired))).toMatchObject({
      kind: 'payment',
      payment: { providerRef: 'cs_test_paid', state: 'expired', chargeRef: null },
    });

    const failed = event('checkout.session.async_payment_failed', {
      ...paidSession,
      payment_status: 'unpaid',
    });
    expect(verify(failed, signed(failed))).toMatchObject({
      kind: 'payment',
      payment: { state: 'failed', reference: 'pay_01HZX4', amountCents: 45_000 },
    });
  });

  it('maps refund updates that succeeded and failed', () => {
    const refund = {
      ...refundFixture,
      amount: 12_500,
      payment_intent: 'pi_paid_01',
      metadata: { reference: 'ref_01HZX9' },
    };
    const succeeded = event('refund.updated', { ...refund, status: 'succeeded' }, 'evt_refund_ok');
    expect(verify(succeeded, signed(succeeded))).toEqual({
      eventId: 'evt_refund_ok',
      kind: 'refund',
      refund: {
        providerRef: refundFixture.id,
        reference: 'ref_01HZX9',
        chargeRef: 'pi_paid_01',
        state: 'succeeded',
        amountCents: 12_500,
        reason: null,
      },
    });

    const failed = event('refund.updated', {
      ...refund,
      status: 'failed',
      failure_reason: 'expired_or_canceled_card',
    });
    expect(verify(failed, signed(failed))).toMatchObject({
      kind: 'refund',
      refund: { state: 'failed', reason: 'expired_or_canceled_card', reference: 'ref_01HZX9' },
    });
  });

  it('reports an unrelated event as other', () => {
    const body = JSON.stringify(eventFixture);
    expect(verify(body, signed(body))).toEqual({
      eventId: eventFixture.id,
      kind: 'other',
      type: 'plan.created',
    });
  });

  it('refuses a tampered body, a wrong secret, a stale timestamp and a missing header', () => {
    const body = event('checkout.session.completed', paidSession);
    const headers = signed(body);
    const tampered = body.replace('"amount_total":45000', '"amount_total":1');
    expect(tampered).not.toBe(body);
    expect(() => verify(tampered, headers)).toThrow(WebhookSignatureError);

    expect(() => verify(body, signed(body, { secret: 'whsec_someone_else' }))).toThrow(WebhookSignatureError);

    const stale = Math.floor(Date.now() / 1000) - Stripe.webhooks.DEFAULT_TOLERANCE - 10;
    expect(() => verify(body, signed(body, { timestamp: stale }))).toThrow(WebhookSignatureError);

    expect(() => verify(body, {})).toThrow(WebhookSignatureError);
  });
});
