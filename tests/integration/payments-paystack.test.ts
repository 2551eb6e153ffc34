import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PaystackPayments,
  paystackPaymentState,
  paystackRefundState,
} from '../../src/server/domains/payments/paystack';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type CheckoutRequest,
  type WebhookHeaders,
} from '../../src/server/domains/payments/port';
import { startPaystackDouble, type PaystackDouble, type RecordedRequest } from '../support/paystack-double';

const KEY = 'sk_test_kazistay_0123456789';

const checkout: CheckoutRequest = {
  reference: 'pay_01J9ZK4QF7',
  amountCents: 1_850_000, // KES 18,500.00
  currency: 'KES',
  description: '3 nights at Savanna Desk Loft',
  customerEmail: 'amina@example.com',
  successUrl: 'https://kazistay.test/bookings/bk_1/paid',
  cancelUrl: 'https://kazistay.test/bookings/bk_1',
  expiresAt: new Date('2026-03-01T10:15:00Z'),
};

let double: PaystackDouble;
let payments: PaystackPayments;

beforeAll(async () => {
  double = await startPaystackDouble();
  payments = new PaystackPayments({ secretKey: KEY, apiUrl: double.url });
}, 60_000);

afterAll(async () => {
  await double?.close();
});

beforeEach(() => {
  double.requests.length = 0;
});

function only(): RecordedRequest {
  expect(double.requests).toHaveLength(1);
  return double.requests[0]!;
}

/** The `data` of Prism's answer: the description has no example for these answers, so Prism fills the schema. */
function answered(request: RecordedRequest): Record<string, unknown> {
  return (request.response.body as { data: Record<string, unknown> }).data;
}

function violations(request: RecordedRequest): Array<{ location: string[]; message: string }> {
  const header = request.response.headers['sl-violations'];
  return typeof header === 'string'
    ? (JSON.parse(header) as Array<{ location: string[]; message: string }>)
    : [];
}

describe('Paystack adapter against Paystack’s own description (Prism)', () => {
  it('starts a checkout with a request the description accepts', async () => {
    const result = await payments.startCheckout(checkout);

    const request = only();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/transaction/initialize');
    expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request.headers['content-type']).toMatch(/^application\/json/);
    expect(request.response.status).toBe(200);
    expect(request.response.headers['sl-violations']).toBeUndefined();
    // Prism does not refuse unknown fields here, so the body is compared whole.
    expect(request.body).toEqual({
      email: 'amina@example.com',
      amount: 1_850_000,
      currency: 'KES',
      reference: checkout.reference,
      callback_url: checkout.successUrl,
      channels: ['card', 'mobile_money'],
      metadata: { reference: checkout.reference, cancel_action: checkout.cancelUrl },
    });
    // The URL Prism answered with (the description gives no example, so it is Prism's filler for a string).
    expect(answered(request).authorization_url).toEqual(expect.any(String) as unknown);
    expect(result).toEqual({ providerRef: checkout.reference, url: answered(request).authorization_url });
  });

  it('surfaces a request the description forbids (a fractional amount) as a 400 PaymentProviderError', async () => {
    const error: unknown = await payments
      .startCheckout({ ...checkout, amountCents: 1_850_000.5 })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ provider: 'paystack', status: 400 });
    const request = only();
    expect(request.response.status).toBe(400);
    expect(violations(request)).toContainEqual(
      expect.objectContaining({
        location: ['request', 'body', 'amount'],
        message: expect.stringMatching(/integer/) as unknown,
      }),
    );
  });

  it('surfaces a missing secret key as a 401 PaymentProviderError with Paystack’s message', async () => {
    const keyless = new PaystackPayments({ secretKey: '', apiUrl: double.url });
    const error: unknown = await keyless.readPayment(checkout.reference).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ provider: 'paystack', status: 401, message: 'paystack: Invalid key' });
    expect(only().response.status).toBe(401);
  });

  it('reads a payment from the verify answer', async () => {
    const payment = await payments.readPayment(checkout.reference);

    const request = only();
    expect(request.method).toBe('GET');
    expect(request.path).toBe(`/transaction/verify/${checkout.reference}`);
    expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request.response.status).toBe(200);
    expect(request.response.headers['sl-violations']).toBeUndefined();
    const data = answered(request);
    // Prism's filler status is none of Paystack's final ones, so the payment is still awaited.
    expect(data.status).not.toMatch(/^(success|failed|reversed)$/);
    expect(payment).toEqual({
      providerRef: data.reference,
      reference: data.reference,
      state: 'awaiting',
      amountCents: data.amount,
      currency: data.currency,
      chargeRef: data.reference,
    });
  });

  it('maps every Paystack transaction and refund status', () => {
    expect(paystackPaymentState('success')).toBe('paid');
    expect(paystackPaymentState('failed')).toBe('failed');
    expect(paystackPaymentState('reversed')).toBe('failed');
    for (const status of ['abandoned', 'ongoing', 'pending', 'processing', 'queued']) {
      expect(paystackPaymentState(status)).toBe('awaiting');
    }
    expect(paystackRefundState('processed')).toBe('succeeded');
    expect(paystackRefundState('failed')).toBe('failed');
    for (const status of ['pending', 'processing', 'needs-attention']) {
      expect(paystackRefundState(status)).toBe('pending');
    }
  });

  it('refuses an answer of another shape instead of reading undefined from it', async () => {
    // A real Paystack answer (a customer) where a verification is expected.
    const misrouted = new PaystackPayments({
      secretKey: KEY,
      apiUrl: `${double.url}/customer/CUS_kazistay?as=`,
    });
    const error: unknown = await misrouted.readPayment(checkout.reference).catch((e: unknown) => e);

    expect(only().response.status).toBe(200);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).toMatch(/unexpected answer/);
  });

  it('turns a network failure into a PaymentProviderError', async () => {
    const unreachable = new PaystackPayments({ secretKey: KEY, apiUrl: 'http://127.0.0.1:1' });
    const error: unknown = await unreachable.readPayment(checkout.reference).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ provider: 'paystack', status: null });
  });

  it('refunds against the transaction reference with an amount the description accepts', async () => {
    const refund = await payments.refund({
      reference: 'rf_01J9ZM2B8C',
      chargeRef: checkout.reference,
      amountCents: 500_000,
      currency: 'KES',
    });

    const request = only();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/refund');
    expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request.response.status).toBe(200);
    expect(request.response.headers['sl-violations']).toBeUndefined();
    expect(request.body).toEqual({
      transaction: checkout.reference,
      amount: 500_000,
      currency: 'KES',
      merchant_note: expect.stringContaining('rf_01J9ZM2B8C') as unknown,
    });
    const data = answered(request);
    expect(data.status).not.toMatch(/^(processed|failed)$/);
    expect(refund).toEqual({
      providerRef: String(data.id),
      reference: 'rf_01J9ZM2B8C',
      chargeRef: 'pay_01J9ZK4QF7',
      state: 'pending',
      amountCents: data.amount,
      reason: null,
    });
  });

  it('expires a checkout on our side only (Paystack has no such call)', async () => {
    await payments.expireCheckout(checkout.reference);
    expect(double.requests).toHaveLength(0);
  });
});

describe('Paystack webhooks', () => {
  const sign = (body: string, key = KEY) => createHmac('sha512', key).update(body).digest('hex');
  const signed = (signature: string): WebhookHeaders => ({ 'x-paystack-signature': signature });
  const deliver = (body: string, headers: WebhookHeaders = signed(sign(body))) =>
    payments.verifyWebhook(Buffer.from(body), headers);

  // Shaped like Paystack's documented event examples, in KES.
  const chargeSuccess = JSON.stringify({
    event: 'charge.success',
    data: {
      id: 302961,
      domain: 'test',
      status: 'success',
      reference: checkout.reference,
      amount: 1_850_000,
      gateway_response: 'Approved',
      channel: 'mobile_money',
      currency: 'KES',
      metadata: { reference: checkout.reference },
      customer: { id: 68324, email: 'amina@example.com', customer_code: 'CUS_qo38as2hpsgk2r0' },
    },
  });
  const refundEvent = (
    event: string,
    status: string,
    amount: string | number,
    refundReference: string | null,
  ) =>
    JSON.stringify({
      event,
      data: {
        status,
        transaction_reference: checkout.reference,
        refund_reference: refundReference,
        amount,
        currency: 'KES',
        processor: 'mpesa',
        customer: { first_name: 'Amina', last_name: 'Otieno', email: 'amina@example.com' },
        integration: 412829,
        domain: 'test',
      },
    });

  it('reads a paid charge', () => {
    const event = deliver(chargeSuccess);
    expect(event).toEqual({
      eventId: expect.any(String) as unknown,
      kind: 'payment',
      payment: {
        providerRef: checkout.reference,
        reference: checkout.reference,
        state: 'paid',
        amountCents: 1_850_000,
        currency: 'KES',
        chargeRef: checkout.reference,
      },
    });
  });

  it('reads processed, failed and pending refunds (amount as Paystack sends it, string or number)', () => {
    expect(deliver(refundEvent('refund.processed', 'processed', '500000', '132013318360'))).toMatchObject({
      kind: 'refund',
      refund: {
        providerRef: '132013318360',
        reference: null,
        chargeRef: checkout.reference,
        state: 'succeeded',
        amountCents: 500_000,
      },
    });
    expect(deliver(refundEvent('refund.failed', 'failed', 500_000, 'TRF_9vgfawjnoz58uxy'))).toMatchObject({
      kind: 'refund',
      refund: { providerRef: 'TRF_9vgfawjnoz58uxy', state: 'failed', amountCents: 500_000 },
    });
    expect(deliver(refundEvent('refund.pending', 'pending', '500000', null))).toMatchObject({
      kind: 'refund',
      refund: { providerRef: checkout.reference, state: 'pending', amountCents: 500_000 },
    });
  });

  it('keeps an unrelated event as other', () => {
    const body = JSON.stringify({ event: 'subscription.create', data: { id: 1, status: 'active' } });
    expect(deliver(body)).toEqual({
      eventId: expect.any(String) as unknown,
      kind: 'other',
      type: 'subscription.create',
    });
  });

  it('hands a transfer event to the payout ledger', () => {
    const body = JSON.stringify({
      event: 'transfer.success',
      data: { reference: 'po_1', transfer_code: 'TRF_1', status: 'success', amount: 500, currency: 'KES' },
    });
    expect(deliver(body)).toMatchObject({
      kind: 'payout',
      payout: {
        kind: 'transfer',
        transfer: { key: 'po_1', providerRef: 'TRF_1', state: 'paid', amountMinor: 500, currency: 'KES' },
      },
    });
  });

  it('gives a redelivered event the same id and a different event another', () => {
    const first = deliver(chargeSuccess);
    const again = deliver(chargeSuccess);
    expect(again.eventId).toBe(first.eventId);
    // Two pending partial refunds of one payment are two events, though neither has an id yet.
    const firstPartial = deliver(refundEvent('refund.pending', 'pending', '500000', null));
    const secondPartial = deliver(refundEvent('refund.pending', 'pending', '250000', null));
    expect(new Set([first.eventId, firstPartial.eventId, secondPartial.eventId]).size).toBe(3);
  });

  it('refuses a tampered body, a wrong key, a malformed and a missing signature', () => {
    const tampered = chargeSuccess.replace('1850000', '1');
    expect(tampered).not.toBe(chargeSuccess);
    expect(() => deliver(chargeSuccess)).not.toThrow();
    expect(() => deliver(tampered, signed(sign(chargeSuccess)))).toThrow(WebhookSignatureError);
    expect(() => deliver(chargeSuccess, signed(sign(chargeSuccess, 'sk_test_someone_else')))).toThrow(
      WebhookSignatureError,
    );
    expect(() => deliver(chargeSuccess, signed(sign(chargeSuccess).slice(0, 64)))).toThrow(
      WebhookSignatureError,
    );
    expect(() => deliver(chargeSuccess, {})).toThrow(WebhookSignatureError);
  });
});
