/**
 * The payment port: what KaziStay asks of a payment provider. Each adapter (stripe.ts, paystack.ts) speaks one
 * provider's API; nothing outside them knows a provider's wire format. Amounts are integer minor units of the
 * payment's currency (cents for USD and KES alike: both have two decimals).
 */

import type { PaymentCurrency } from '../../../shared/payments';
import type { PayoutEvent } from '../payouts/network';

export type { PaymentCurrency };

export interface CheckoutRequest {
  /** Our payment record's id: the provider's reference for it and the idempotency key of the call. */
  reference: string;
  amountCents: number;
  currency: PaymentCurrency;
  /** What the guest pays for, shown on the hosted page ("3 nights at Savanna Desk Loft"). */
  description: string;
  customerEmail: string;
  /** Where the provider sends the browser back once paid, and when the guest gives up. */
  successUrl: string;
  cancelUrl: string;
  /** When the checkout stops taking payment (our hold's end). */
  expiresAt: Date;
}

/** A hosted checkout the browser is sent to. */
export interface Checkout {
  /** The provider's id of the checkout (Stripe: the Checkout Session id; Paystack: our reference). */
  providerRef: string;
  url: string;
}

export type PaymentState = 'awaiting' | 'paid' | 'failed' | 'expired';

/** A payment as the provider reports it (a verify call or a webhook). */
export interface ProviderPayment {
  providerRef: string;
  /** Our reference, as we gave it at checkout (null when the provider's record lacks it). */
  reference: string | null;
  state: PaymentState;
  amountCents: number;
  currency: string;
  /** What a refund is made against (Stripe: the PaymentIntent id; Paystack: the transaction reference). */
  chargeRef: string | null;
}

export interface RefundRequest {
  /** Our refund record's id: the idempotency key, so a retried send refunds once. */
  reference: string;
  chargeRef: string;
  amountCents: number;
  currency: PaymentCurrency;
}

export type RefundState = 'pending' | 'succeeded' | 'failed';

export interface ProviderRefund {
  providerRef: string;
  /** Our refund record's id, when the provider echoes it. */
  reference: string | null;
  /** The payment refunded (its ProviderPayment.chargeRef): what a refund event without our reference is matched by. */
  chargeRef: string | null;
  state: RefundState;
  amountCents: number;
  /** Why it failed, in the provider's words. */
  reason: string | null;
}

/** One verified webhook event, reduced to what changes our records. */
export type PaymentEvent =
  | { eventId: string; kind: 'payment'; payment: ProviderPayment }
  | { eventId: string; kind: 'refund'; refund: ProviderRefund }
  /** About a payout's transfer or a payee's account (the payout ledger applies it: payouts/events.ts). */
  | { eventId: string; kind: 'payout'; payout: PayoutEvent }
  /** Verified, but about nothing we record (stored and ignored). */
  | { eventId: string; kind: 'other'; type: string };

/** The signature did not verify: the request is refused and nothing is read from it. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** The provider refused a call (invalid request, declined refund...): `message` is the provider's. */
export class PaymentProviderError extends Error {
  constructor(
    readonly provider: string,
    message: string,
    readonly status: number | null = null,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'PaymentProviderError';
  }
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface PaymentProvider {
  readonly name: 'stripe' | 'paystack';
  /**
   * The currency every price is converted to and charged in (Paystack: KES), or null when a price is charged in
   * its own currency (Stripe: stays in USD, services in USD, EUR or GBP).
   */
  readonly chargesIn: 'KES' | null;
  /** Whether a refund sent again with the same reference is made once (an idempotency key the provider honours). */
  readonly refundsIdempotent: boolean;
  startCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Verifies the signature on the raw body and reads the event; throws WebhookSignatureError when it fails. */
  verifyWebhook(rawBody: Buffer, headers: WebhookHeaders): PaymentEvent;
  /** The provider's own word on a checkout (the return page and the hold's expiry ask it). */
  readPayment(providerRef: string): Promise<ProviderPayment>;
  refund(request: RefundRequest): Promise<ProviderRefund>;
  /** Stops a checkout from taking payment (the hold ran out); a provider without the notion does nothing. */
  expireCheckout(providerRef: string): Promise<void>;
}
