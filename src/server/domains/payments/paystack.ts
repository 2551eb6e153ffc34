import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type Checkout,
  type CheckoutRequest,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentState,
  type ProviderPayment,
  type ProviderRefund,
  type RefundRequest,
  type RefundState,
  type WebhookHeaders,
} from './port';
import { paystackPayoutEvent } from '../payouts/paystack-transfers';

/**
 * Paystack (cards and M-Pesa in Kenya, charged in KES) over a small `fetch` client: the official SDK does not
 * load on Node 20 and hard-codes its base URL. Answers are checked with zod, reading only the fields we use.
 */
export interface PaystackOptions {
  secretKey: string;
  apiUrl?: string;
  /** How long one call may take before it counts as a network failure. */
  timeoutMs?: number;
}

// Every Paystack answer is wrapped in { status, message, data }; `status: false` is a refusal even on a 2xx.
export const envelope = z.object({
  status: z.boolean(),
  message: z.string().optional(),
  data: z.unknown().optional(),
});
const initializeData = z.object({ authorization_url: z.string().min(1) });
const transactionData = z.object({
  status: z.string(),
  reference: z.string(),
  amount: z.number().int(),
  currency: z.string(),
});
const refundData = z.object({ id: z.number().int(), status: z.string(), amount: z.number().int() });
// Refund events send the amount as a string or a number, and only sometimes the refund's id.
const refundEventData = z.object({
  status: z.string(),
  id: z.union([z.string(), z.number()]).optional(),
  refund_reference: z.string().nullish(),
  transaction_reference: z.string(),
  amount: z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]),
});
export const eventBody = z.object({ event: z.string(), data: z.unknown() });

/** Paystack's transaction status in our words. An abandoned checkout can still be paid until our hold ends. */
export function paystackPaymentState(status: string): PaymentState {
  if (status === 'success') return 'paid';
  if (status === 'failed' || status === 'reversed') return 'failed';
  return 'awaiting';
}

export function paystackRefundState(status: string): RefundState {
  if (status === 'processed') return 'succeeded';
  if (status === 'failed') return 'failed';
  return 'pending';
}

const REFUND_EVENTS = new Set(['refund.processed', 'refund.failed', 'refund.pending']);

export class PaystackPayments implements PaymentProvider {
  readonly name = 'paystack';
  readonly chargesIn = 'KES';
  readonly refundsIdempotent = false;
  private readonly connection: PaystackConnection;

  constructor(options: PaystackOptions) {
    this.connection = paystackConnection(options);
  }

  async startCheckout(request: CheckoutRequest): Promise<Checkout> {
    // Paystack takes the amount in the currency's smallest unit, as an integer: our cents as they are. The hold's
    // end is ours to enforce (Paystack has no expiry on an initialized transaction).
    const data = await this.call('POST', '/transaction/initialize', initializeData, {
      email: request.customerEmail,
      amount: request.amountCents,
      currency: 'KES',
      reference: request.reference,
      callback_url: request.successUrl,
      channels: ['card', 'mobile_money'],
      metadata: { reference: request.reference, cancel_action: request.cancelUrl },
    });
    return { providerRef: request.reference, url: data.authorization_url };
  }

  async readPayment(providerRef: string): Promise<ProviderPayment> {
    const path = `/transaction/verify/${encodeURIComponent(providerRef)}`;
    const data = await this.call('GET', path, transactionData);
    return {
      providerRef: data.reference,
      reference: data.reference,
      state: paystackPaymentState(data.status),
      amountCents: data.amount,
      currency: data.currency,
      chargeRef: data.reference,
    };
  }

  async refund(request: RefundRequest): Promise<ProviderRefund> {
    // Paystack takes no idempotency key on refunds: a retried send could refund twice, so the caller's refund
    // record (sent once, then only read back) is the guard. Our reference rides along in the merchant note.
    const data = await this.call('POST', '/refund', refundData, {
      transaction: request.chargeRef,
      amount: request.amountCents,
      currency: 'KES',
      merchant_note: `KaziStay refund ${request.reference}`,
    });
    return {
      providerRef: String(data.id),
      reference: request.reference,
      chargeRef: request.chargeRef,
      state: paystackRefundState(data.status),
      amountCents: data.amount,
      reason: null,
    };
  }

  // Paystack has no call that closes an initialized transaction: it expires on our side when the hold ends. The
  // caller verifies before expiring, so a payment that went through in the meantime is still seen.
  async expireCheckout(_providerRef: string): Promise<void> {}

  verifyWebhook(rawBody: Buffer, headers: WebhookHeaders): PaymentEvent {
    const header = Object.entries(headers).find(
      ([name]) => name.toLowerCase() === 'x-paystack-signature',
    )?.[1];
    const signature = Array.isArray(header) ? header[0] : header;
    if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) {
      throw new WebhookSignatureError('paystack: missing or malformed x-paystack-signature');
    }
    const expected = createHmac('sha512', this.connection.secretKey).update(rawBody).digest();
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
      throw new WebhookSignatureError('paystack: signature does not match the body');
    }
    const body = this.parse(eventBody, safeJson(rawBody.toString('utf8')));
    // Paystack events carry no id, and refund events not even a refund id. The SHA-256 of the signed body is the
    // same for every redelivery of one event and never shared by two different ones (fields such as
    // event:reference:status would collide for two pending partial refunds of one payment).
    const eventId = `${body.event}:${createHash('sha256').update(rawBody).digest('hex')}`;
    if (body.event === 'charge.success') {
      const data = this.parse(transactionData, body.data);
      const payment: ProviderPayment = {
        providerRef: data.reference,
        reference: data.reference,
        state: 'paid',
        amountCents: data.amount,
        currency: data.currency,
        chargeRef: data.reference,
      };
      return { eventId, kind: 'payment', payment };
    }
    if (REFUND_EVENTS.has(body.event)) {
      const data = this.parse(refundEventData, body.data);
      const refund: ProviderRefund = {
        providerRef:
          data.id !== undefined ? String(data.id) : (data.refund_reference ?? data.transaction_reference),
        reference: null,
        chargeRef: data.transaction_reference,
        state: paystackRefundState(data.status),
        amountCents: data.amount,
        // Refund events give no reason for a failure.
        reason: null,
      };
      return { eventId, kind: 'refund', refund };
    }
    // One webhook URL per Paystack integration: transfers to payees arrive here too.
    if (body.event.startsWith('transfer.')) {
      return { eventId, kind: 'payout', payout: paystackPayoutEvent(body.event, body.data, eventId) };
    }
    return { eventId, kind: 'other', type: body.event };
  }

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T>,
    body?: object,
  ): Promise<T> {
    const { status, ok, json } = await paystackRequest(this.connection, method, path, body);
    const parsed = envelope.safeParse(json);
    if (!ok || (parsed.success && !parsed.data.status)) {
      const message = parsed.success && parsed.data.message ? parsed.data.message : `HTTP ${status}`;
      throw new PaymentProviderError('paystack', message, status);
    }
    return this.parse(schema, this.parse(envelope, json, status).data, status);
  }

  private parse<T>(schema: z.ZodType<T>, value: unknown, status: number | null = null): T {
    const result = schema.safeParse(value);
    if (!result.success) {
      throw new PaymentProviderError(
        'paystack',
        `unexpected answer: ${z.prettifyError(result.error)}`,
        status,
      );
    }
    return result.data;
  }
}

/** Where and how to reach Paystack's API. */
export interface PaystackConnection {
  apiUrl: string;
  secretKey: string;
  timeoutMs: number;
}

/** The API's address (Paystack's own unless a test names another) and the call timeout, from the options. */
export function paystackConnection(options: PaystackOptions): PaystackConnection {
  return {
    apiUrl: (options.apiUrl ?? 'https://api.paystack.co').replace(/\/+$/, ''),
    secretKey: options.secretKey,
    timeoutMs: options.timeoutMs ?? 20_000,
  };
}

/**
 * One call to Paystack's API with the secret key: the answer's HTTP status and body read as JSON (null when it is
 * not JSON). A network failure or timeout throws PaymentProviderError; what the answer means is the caller's.
 */
export async function paystackRequest(
  connection: PaystackConnection,
  method: 'GET' | 'POST',
  path: string,
  body?: object,
): Promise<{ status: number; ok: boolean; json: unknown }> {
  try {
    const response = await fetch(`${connection.apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${connection.secretKey}`,
        accept: 'application/json',
        'content-type': 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(connection.timeoutMs),
    });
    const text = await response.text();
    return { status: response.status, ok: response.ok, json: safeJson(text) };
  } catch (error) {
    throw new PaymentProviderError('paystack', `network error: ${(error as Error).message}`);
  }
}

export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
