import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaystackPayments } from '../../src/server/domains/payments/paystack';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type WebhookHeaders,
} from '../../src/server/domains/payments/port';
import { TransferRefused, type TransferRequest } from '../../src/server/domains/payouts/network';
import {
  PaystackTransfers,
  paystackPayoutEvent,
  paystackTransferState,
  type PaystackPayoutMethod,
} from '../../src/server/domains/payouts/paystack-transfers';
import { startPaystackDouble, type PaystackDouble, type RecordedRequest } from '../support/paystack-double';

const KEY = 'sk_test_kazistay_0123456789';
const PAYOUT_ID = '3f2b8c1e-9d4a-4e57-b1c2-7a0d5e6f8091';

const mpesa: PaystackPayoutMethod = { kind: 'mpesa', phone: '+254712345678', name: 'Amina Wanjiku' };
const bank: PaystackPayoutMethod = {
  kind: 'bank',
  accountNumber: '0123456789012',
  bankCode: '68',
  name: 'Otieno Studio Ltd',
};

const transfer: TransferRequest = {
  key: PAYOUT_ID,
  destination: 'RCP_m7ljkv8leesep7p',
  amountMinor: 1_572_500, // KES 15,725.00
  currency: 'KES',
  description: 'KaziStay payout for 3 nights at Savanna Desk Loft',
};

/** What a test makes the double answer: Prism's answer rewritten per path, or another documented status. */
let rewrite: ((path: string, body: unknown) => unknown) | undefined;
let answerStatus: ((method: string, path: string) => number | undefined) | undefined;

let double: PaystackDouble;
let transfers: PaystackTransfers;

beforeAll(async () => {
  double = await startPaystackDouble({
    rewrite: (path, body) => (rewrite ? rewrite(path, body) : body),
    answerStatus: (method, path) => answerStatus?.(method, path),
  });
  transfers = new PaystackTransfers({ secretKey: KEY, apiUrl: double.url });
}, 60_000);

afterAll(async () => {
  await double?.close();
});

beforeEach(() => {
  double.requests.length = 0;
  rewrite = undefined;
  answerStatus = undefined;
});

/**
 * Prism's answer at `at` (the path, before any query; a path ending in / takes everything under it) with `data`
 * merged into its data: the description has no examples for these answers, so Prism fills in "string" and 0.
 */
function answerWith(at: string, data: Record<string, unknown>) {
  return (path: string, body: unknown) => {
    const pathname = path.split('?')[0]!;
    if (at.endsWith('/') ? !pathname.startsWith(at) : pathname !== at) return body;
    const answered = body as { data: Record<string, unknown> };
    return { ...answered, data: { ...answered.data, ...data } };
  };
}

function only(): RecordedRequest {
  expect(double.requests).toHaveLength(1);
  return double.requests[0]!;
}

function violations(request: RecordedRequest): Array<{ location: string[]; message: string }> {
  const header = request.response.headers['sl-violations'];
  return typeof header === 'string'
    ? (JSON.parse(header) as Array<{ location: string[]; message: string }>)
    : [];
}

/** Prism found nothing to object to in the request and answered it with success. */
function expectAccepted(request: RecordedRequest, status = 200) {
  expect(violations(request)).toEqual([]);
  expect(request.response.status).toBe(status);
  expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
}

describe('Paystack account resolution', () => {
  it('resolves a Kenyan bank account to its holder’s name', async () => {
    rewrite = answerWith('/bank/resolve', { account_name: 'OTIENO STUDIO LTD' });

    const resolved = await transfers.resolveAccount({ accountNumber: '0123456789012', bankCode: '68' });

    const request = only();
    expectAccepted(request);
    expect(request.method).toBe('GET');
    const url = new URL(request.path, double.url);
    expect(url.pathname).toBe('/bank/resolve');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      account_number: '0123456789012',
      bank_code: '68',
    });
    expect(resolved).toEqual({ accountName: 'OTIENO STUDIO LTD' });
  });

  it('verifies a bank account’s name and never an M-Pesa number’s (Paystack has no resolution for it)', async () => {
    rewrite = answerWith('/bank/resolve', { account_name: 'OTIENO STUDIO LTD' });

    expect(await transfers.verifiedNameFor(mpesa)).toBeNull();
    expect(double.requests).toHaveLength(0);
    expect(await transfers.verifiedNameFor(bank)).toBe('OTIENO STUDIO LTD');
    expect(only().path).toMatch(/^\/bank\/resolve\?/);
  });

  it('surfaces an account Paystack cannot resolve as a PaymentProviderError', async () => {
    answerStatus = (_method, path) => (path.startsWith('/bank/resolve') ? 404 : undefined);

    const error: unknown = await transfers.verifiedNameFor(bank).catch((e: unknown) => e);

    expect(only().response.status).toBe(404);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ status: 404, message: 'paystack: Entity not found' });
  });
});

describe('Paystack transfer recipients', () => {
  it('makes an M-Pesa recipient: mobile_money, bank code MPESA, the number in its local form, KES', async () => {
    rewrite = answerWith('/transferrecipient', { active: true, recipient_code: 'RCP_m7ljkv8leesep7p' });

    const recipient = await transfers.createRecipient(mpesa);

    const request = only();
    expectAccepted(request, 201);
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/transferrecipient');
    expect(request.body).toEqual({
      type: 'mobile_money',
      name: 'Amina Wanjiku',
      account_number: '0712345678',
      bank_code: 'MPESA',
      currency: 'KES',
    });
    expect(recipient).toEqual({
      recipientCode: 'RCP_m7ljkv8leesep7p',
      accountReadiness: {
        accountId: 'RCP_m7ljkv8leesep7p',
        payoutsEnabled: true,
        chargesEnabled: true,
        requirementsDue: [],
        // Whatever the answer's details say, an M-Pesa name is not one Paystack verified.
        verifiedName: null,
      },
    });
  });

  it('writes every Kenyan form of a mobile number the same way, and refuses a number that is not one', async () => {
    for (const phone of ['254712345678', '0712 345 678', '+254-712-345-678']) {
      await transfers.createRecipient({ ...mpesa, phone });
    }
    await transfers.createRecipient({ ...mpesa, phone: '+254112345678' });
    expect(double.requests.map((r) => (r.body as { account_number: string }).account_number)).toEqual([
      '0712345678',
      '0712345678',
      '0712345678',
      '0112345678',
    ]);

    double.requests.length = 0;
    for (const phone of ['+255712345678', '071234567', '+254812345678']) {
      await expect(transfers.createRecipient({ ...mpesa, phone })).rejects.toThrow(/Kenyan mobile number/);
    }
    expect(double.requests).toHaveLength(0);
  });

  it('makes a Kenyan bank recipient as kepss, with the name Paystack resolved', async () => {
    rewrite = answerWith('/transferrecipient', {
      active: true,
      recipient_code: 'RCP_2x5j67tnnw1t98k',
      details: {
        authorization_code: null,
        account_number: '0123456789012',
        account_name: 'OTIENO STUDIO LTD',
        bank_code: '68',
        bank_name: 'Equity Bank',
      },
    });

    const recipient = await transfers.createRecipient(bank);

    const request = only();
    // Paystack's published description lacks kepss: without patch-paystack.mjs, Prism answers 422 here.
    expectAccepted(request, 201);
    expect(request.body).toEqual({
      type: 'kepss',
      name: 'Otieno Studio Ltd',
      account_number: '0123456789012',
      bank_code: '68',
      currency: 'KES',
    });
    expect(recipient.recipientCode).toBe('RCP_2x5j67tnnw1t98k');
    expect(recipient.accountReadiness).toMatchObject({
      payoutsEnabled: true,
      verifiedName: 'OTIENO STUDIO LTD',
    });
  });

  it('reads an inactive recipient as not payable', async () => {
    rewrite = answerWith('/transferrecipient', { active: false, recipient_code: 'RCP_inactive00000' });

    const { accountReadiness } = await transfers.createRecipient(bank);

    expect(accountReadiness).toMatchObject({ payoutsEnabled: false, chargesEnabled: false });
  });

  it('surfaces a refused recipient as a PaymentProviderError with Paystack’s message', async () => {
    rewrite = (path, body) =>
      path === '/transferrecipient' ? { status: false, message: 'Account number is invalid' } : body;

    const error: unknown = await transfers.createRecipient(bank).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).toBe('paystack: Account number is invalid');
  });
});

describe('Paystack transfers', () => {
  it('sends from the balance in KES, our payout id as the reference', async () => {
    rewrite = answerWith('/transfer', {
      status: 'pending',
      transfer_code: 'TRF_1ptvuv321ahaa7q',
      reference: PAYOUT_ID,
      amount: 1_572_500,
      currency: 'KES',
    });

    const sent = await transfers.sendTransfer(transfer);

    const request = only();
    expectAccepted(request);
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/transfer');
    expect(request.body).toEqual({
      source: 'balance',
      amount: 1_572_500,
      currency: 'KES',
      recipient: 'RCP_m7ljkv8leesep7p',
      reference: PAYOUT_ID,
      reason: transfer.description,
    });
    expect(sent).toEqual({
      key: PAYOUT_ID,
      providerRef: 'TRF_1ptvuv321ahaa7q',
      state: 'pending',
      amountMinor: 1_572_500,
      currency: 'KES',
      reason: null,
    });
  });

  it('reads each status Paystack answers a send with', async () => {
    const expected = {
      success: 'paid',
      pending: 'pending',
      processing: 'pending',
      received: 'pending',
      queued: 'pending',
      otp: 'pending',
      failed: 'failed',
      abandoned: 'failed',
      rejected: 'failed',
      blocked: 'failed',
      reversed: 'reversed',
    } as const;
    for (const [status, state] of Object.entries(expected)) {
      rewrite = answerWith('/transfer', { status, transfer_code: 'TRF_1ptvuv321ahaa7q' });
      expect((await transfers.sendTransfer(transfer)).state, status).toBe(state);
    }
    expect(double.requests.every((r) => r.response.status === 200 && violations(r).length === 0)).toBe(true);
  });

  it('maps Paystack’s transfer statuses, an unknown one as pending', () => {
    expect(paystackTransferState('success')).toBe('paid');
    for (const status of ['pending', 'processing', 'received', 'queued', 'otp', 'string']) {
      expect(paystackTransferState(status), status).toBe('pending');
    }
    for (const status of ['failed', 'abandoned', 'rejected', 'blocked']) {
      expect(paystackTransferState(status), status).toBe('failed');
    }
    expect(paystackTransferState('reversed')).toBe('reversed');
  });

  it('gives a failed send the gateway’s words, never the narration', async () => {
    rewrite = answerWith('/transfer', { status: 'failed', reason: transfer.description });
    expect((await transfers.sendTransfer(transfer)).reason).toBe('Paystack reports the transfer failed');

    rewrite = answerWith('/transfer', { status: 'failed', gateway_response: 'Invalid M-PESA number' });
    expect((await transfers.sendTransfer(transfer)).reason).toBe('Invalid M-PESA number');
  });

  it('throws TransferRefused with Paystack’s message when it refuses and has no transfer under the key', async () => {
    rewrite = (path, body) =>
      path === '/transfer'
        ? { status: false, message: 'Your balance is not enough to fulfil this request' }
        : body;
    answerStatus = (_method, path) => (path.startsWith('/transfer/verify/') ? 404 : undefined);

    const error: unknown = await transfers.sendTransfer(transfer).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(TransferRefused);
    expect(error).toMatchObject({ reason: 'Your balance is not enough to fulfil this request' });
    expect(double.requests.map((r) => `${r.method} ${r.path} ${r.response.status}`)).toEqual([
      'POST /transfer 200',
      `GET /transfer/verify/${PAYOUT_ID} 404`,
    ]);
  });

  it('throws TransferRefused on a 4xx: a currency Paystack does not transfer in', async () => {
    answerStatus = (_method, path) => (path.startsWith('/transfer/verify/') ? 404 : undefined);

    const error: unknown = await transfers
      .sendTransfer({ ...transfer, currency: 'USD' })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(TransferRefused);
    const [send] = double.requests;
    expect(send!.response.status).toBe(422);
    expect(violations(send!)).toContainEqual(
      expect.objectContaining({ location: ['request', 'body', 'currency'] }),
    );
  });

  it('returns the transfer already made under the key when Paystack refuses a repeated send', async () => {
    rewrite = (path, body) => {
      if (path === '/transfer') return { status: false, message: 'Duplicate Transfer Reference' };
      return answerWith('/transfer/verify/', {
        status: 'success',
        transfer_code: 'TRF_1ptvuv321ahaa7q',
        reference: PAYOUT_ID,
        amount: 1_572_500,
        currency: 'KES',
      })(path, body);
    };

    const sent = await transfers.sendTransfer(transfer);

    expect(double.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /transfer',
      `GET /transfer/verify/${PAYOUT_ID}`,
    ]);
    expect(violations(double.requests[1]!)).toEqual([]);
    expect(sent).toMatchObject({ key: PAYOUT_ID, providerRef: 'TRF_1ptvuv321ahaa7q', state: 'paid' });
  });

  it('refuses a key Paystack would not take as a reference, without sending', async () => {
    for (const key of ['3F2B8C1E-9D4A-4E57-B1C2-7A0D5E6F8091', 'payout 1', 'po.1', '']) {
      await expect(transfers.sendTransfer({ ...transfer, key })).rejects.toBeInstanceOf(TransferRefused);
    }
    expect(double.requests).toHaveLength(0);
  });

  it('leaves the outcome unknown (PaymentProviderError) on an outage, a bad key or no connection', async () => {
    answerStatus = (_method, path) => (path === '/transfer' ? 500 : undefined);
    const outage: unknown = await transfers.sendTransfer(transfer).catch((e: unknown) => e);
    expect(outage).toBeInstanceOf(PaymentProviderError);
    expect(outage).toMatchObject({ status: 500 });
    expect(only().response.status).toBe(500);

    double.requests.length = 0;
    answerStatus = undefined;
    const keyless = new PaystackTransfers({ secretKey: '', apiUrl: double.url });
    const badKey: unknown = await keyless.sendTransfer(transfer).catch((e: unknown) => e);
    expect(badKey).toBeInstanceOf(PaymentProviderError);
    expect(badKey).toMatchObject({ status: 401, message: 'paystack: Invalid key' });
    // Not looked up as a refusal either: with our key refused, Paystack has said nothing about the transfer.
    expect(only().response.status).toBe(401);

    const unreachable = new PaystackTransfers({ secretKey: KEY, apiUrl: 'http://127.0.0.1:1' });
    const offline: unknown = await unreachable.sendTransfer(transfer).catch((e: unknown) => e);
    expect(offline).toBeInstanceOf(PaymentProviderError);
    expect(offline).toMatchObject({ status: null });
  });

  it('reads a transfer by our key', async () => {
    rewrite = answerWith('/transfer/verify/', {
      status: 'reversed',
      transfer_code: 'TRF_1ptvuv321ahaa7q',
      reference: PAYOUT_ID,
      amount: 1_572_500,
      currency: 'KES',
      reason: transfer.description,
      gateway_response: 'Beneficiary account closed',
    });

    const read = await transfers.readTransfer(PAYOUT_ID);

    const request = only();
    expectAccepted(request);
    expect(request.method).toBe('GET');
    expect(request.path).toBe(`/transfer/verify/${PAYOUT_ID}`);
    expect(read).toEqual({
      key: PAYOUT_ID,
      providerRef: 'TRF_1ptvuv321ahaa7q',
      state: 'reversed',
      amountMinor: 1_572_500,
      currency: 'KES',
      reason: 'Beneficiary account closed',
    });
  });

  it('reads no transfer as null when Paystack has none under the key (404)', async () => {
    answerStatus = (_method, path) => (path.startsWith('/transfer/verify/') ? 404 : undefined);

    expect(await transfers.readTransfer(PAYOUT_ID)).toBeNull();
    expect(only().response.status).toBe(404);
  });

  it('surfaces another refusal of a read as a PaymentProviderError, not as no transfer', async () => {
    rewrite = (path, body) =>
      path.startsWith('/transfer/verify/') ? { status: false, message: 'Nope' } : body;

    await expect(transfers.readTransfer(PAYOUT_ID)).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

describe('Paystack transfer webhooks', () => {
  const sign = (body: string, key = KEY) => createHmac('sha512', key).update(body).digest('hex');
  const signed = (signature: string): WebhookHeaders => ({ 'x-paystack-signature': signature });
  const deliver = (body: string, headers: WebhookHeaders = signed(sign(body))) =>
    transfers.verifyWebhook(Buffer.from(body), headers);

  // Shaped like Paystack's documented transfer events, in KES. `reason` is the narration we sent.
  const transferEvent = (event: string, status: string, extra: Record<string, unknown> = {}) =>
    JSON.stringify({
      event,
      data: {
        amount: 1_572_500,
        currency: 'KES',
        domain: 'test',
        failures: null,
        id: 37272792,
        integration: { id: 463433, is_live: false, business_name: 'KaziStay' },
        reason: transfer.description,
        reference: PAYOUT_ID,
        source: 'balance',
        source_details: null,
        status,
        titan_code: null,
        transfer_code: 'TRF_1ptvuv321ahaa7q',
        transferred_at: null,
        recipient: {
          domain: 'test',
          type: 'mobile_money',
          currency: 'KES',
          name: 'Amina Wanjiku',
          details: {
            account_number: '0712345678',
            account_name: null,
            bank_code: 'MPESA',
            bank_name: 'M-PESA',
          },
          recipient_code: 'RCP_m7ljkv8leesep7p',
          active: true,
        },
        session: { provider: null, id: null },
        created_at: '2026-03-02T09:00:00.000Z',
        updated_at: '2026-03-02T09:00:04.000Z',
        ...extra,
      },
    });

  it('reads a paid transfer', () => {
    expect(deliver(transferEvent('transfer.success', 'success'))).toEqual({
      eventId: expect.stringMatching(/^transfer\.success:[0-9a-f]{64}$/) as unknown,
      kind: 'transfer',
      transfer: {
        key: PAYOUT_ID,
        providerRef: 'TRF_1ptvuv321ahaa7q',
        state: 'paid',
        amountMinor: 1_572_500,
        currency: 'KES',
        reason: null,
      },
    });
  });

  it('reads a failed transfer with the gateway’s reason, or Paystack’s word when it gives none', () => {
    const failed = deliver(
      transferEvent('transfer.failed', 'failed', { gateway_response: 'Invalid M-PESA number' }),
    );
    expect(failed).toMatchObject({
      kind: 'transfer',
      transfer: { state: 'failed', reason: 'Invalid M-PESA number', providerRef: 'TRF_1ptvuv321ahaa7q' },
    });
    expect(deliver(transferEvent('transfer.failed', 'failed'))).toMatchObject({
      transfer: { state: 'failed', reason: 'Paystack reports the transfer failed' },
    });
  });

  it('reads a reversed transfer, the amount as a string too', () => {
    expect(deliver(transferEvent('transfer.reversed', 'reversed', { amount: '1572500' }))).toMatchObject({
      kind: 'transfer',
      transfer: {
        key: PAYOUT_ID,
        state: 'reversed',
        amountMinor: 1_572_500,
        reason: expect.any(String) as unknown,
      },
    });
  });

  it('keeps other events as other, and names an event as the payments webhook does', () => {
    const charge = JSON.stringify({
      event: 'charge.success',
      data: { status: 'success', reference: 'pay_01J9ZK4QF7', amount: 1_850_000, currency: 'KES' },
    });
    const payout = deliver(charge);
    expect(payout).toEqual({ eventId: expect.any(String) as unknown, kind: 'other', type: 'charge.success' });
    // One URL per integration: the payments adapter must see the same event under the same id.
    const payments = new PaystackPayments({ secretKey: KEY });
    expect(payments.verifyWebhook(Buffer.from(charge), signed(sign(charge))).eventId).toBe(payout.eventId);
    expect(deliver(transferEvent('transfer.success', 'success')).eventId).not.toBe(payout.eventId);
  });

  it('reads a transfer event the payments webhook hands over (paystackPayoutEvent)', () => {
    const { data } = JSON.parse(transferEvent('transfer.failed', 'failed')) as { data: unknown };
    expect(paystackPayoutEvent('transfer.failed', data, 'evt-1')).toMatchObject({
      eventId: 'evt-1',
      kind: 'transfer',
      transfer: { key: PAYOUT_ID, state: 'failed' },
    });
    expect(paystackPayoutEvent('transfer.otp', data, 'evt-2')).toEqual({
      eventId: 'evt-2',
      kind: 'other',
      type: 'transfer.otp',
    });
    expect(() => paystackPayoutEvent('transfer.success', { reference: PAYOUT_ID }, 'evt-3')).toThrow(
      PaymentProviderError,
    );
  });

  it('refuses a tampered body, a wrong key, a malformed and a missing signature', () => {
    const body = transferEvent('transfer.success', 'success');
    const tampered = body.replace('1572500', '9572500');
    expect(tampered).not.toBe(body);
    expect(() => deliver(body)).not.toThrow();
    expect(() => deliver(tampered, signed(sign(body)))).toThrow(WebhookSignatureError);
    expect(() => deliver(body, signed(sign(body, 'sk_test_someone_else')))).toThrow(WebhookSignatureError);
    expect(() => deliver(body, signed(sign(body).slice(0, 64)))).toThrow(WebhookSignatureError);
    expect(() => deliver(body, {})).toThrow(WebhookSignatureError);
  });
});
