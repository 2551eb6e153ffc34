import Stripe from 'stripe';
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
  type WebhookHeaders,
} from './port';
import { stripePayoutEvent } from '../payouts/stripe-connect';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another base URL for the API (tests point it at the loopback double), e.g. http://127.0.0.1:4010. */
  apiUrl?: string;
}

/** The official SDK's client, pointed at `apiUrl` when a test names one (the loopback double). */
export function stripeClient(secretKey: string, apiUrl?: string): Stripe {
  const api = apiUrl ? new URL(apiUrl) : null;
  return new Stripe(secretKey, {
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === 'http:' ? 80 : 443),
      protocol: api.protocol === 'http:' ? 'http' : 'https',
    }),
  });
}

/** A webhook's event once its Stripe-Signature verifies with `secret`; WebhookSignatureError otherwise. */
export function verifyStripeEvent(
  stripe: Stripe,
  rawBody: Buffer,
  headers: WebhookHeaders,
  secret: string,
): Stripe.Event {
  const entry = Object.entries(headers).find(([name]) => name.toLowerCase() === 'stripe-signature');
  const signature = entry?.[1];
  if (typeof signature !== 'string') throw new WebhookSignatureError('missing Stripe-Signature header');
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'signature did not verify');
  }
}

/** Stripe accepts a Checkout Session's `expires_at` from 30 minutes to 24 hours after its creation. */
const MIN_EXPIRY_S = 30 * 60;
const MAX_EXPIRY_S = 24 * 60 * 60;
/** Margin against the clock drift and transit between our "now" and Stripe's. */
const EXPIRY_MARGIN_S = 60;

/** Stripe Checkout (hosted page) for card payments in the price's currency, through the official SDK. */
export class StripePayments implements PaymentProvider {
  readonly name = 'stripe';
  readonly chargesIn = null;
  readonly refundsIdempotent = true;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(options: StripeOptions) {
    this.stripe = stripeClient(options.secretKey, options.apiUrl);
    this.webhookSecret = options.webhookSecret;
  }

  async startCheckout(request: CheckoutRequest): Promise<Checkout> {
    const now = Math.floor(Date.now() / 1000);
    const wanted = Math.floor(request.expiresAt.getTime() / 1000);
    const expiresAt = Math.min(
      Math.max(wanted, now + MIN_EXPIRY_S + EXPIRY_MARGIN_S),
      now + MAX_EXPIRY_S - EXPIRY_MARGIN_S,
    );
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amountCents,
                product_data: { name: request.description },
              },
              quantity: 1,
            },
          ],
          client_reference_id: request.reference,
          metadata: { reference: request.reference },
          payment_intent_data: { metadata: { reference: request.reference } },
          customer_email: request.customerEmail,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: expiresAt,
        },
        { idempotencyKey: `checkout-${request.reference}` },
      ),
    );
    if (!session.url) throw new PaymentProviderError(this.name, `Checkout Session ${session.id} has no URL`);
    return { providerRef: session.id, url: session.url };
  }

  async readPayment(providerRef: string): Promise<ProviderPayment> {
    return toPayment(await this.call(() => this.stripe.checkout.sessions.retrieve(providerRef)));
  }

  async refund(request: RefundRequest): Promise<ProviderRefund> {
    const refund = await this.call(() =>
      this.stripe.refunds.create(
        {
          payment_intent: request.chargeRef,
          amount: request.amountCents,
          metadata: { reference: request.reference },
        },
        { idempotencyKey: `refund-${request.reference}` },
      ),
    );
    return toRefund(refund);
  }

  async expireCheckout(providerRef: string): Promise<void> {
    try {
      await this.call(() => this.stripe.checkout.sessions.expire(providerRef));
    } catch (error) {
      // Stripe refuses to expire a session that is no longer open (paid, or already expired): that is done.
      if (!(error instanceof PaymentProviderError) || error.status !== 400) throw error;
      const session = await this.call(() => this.stripe.checkout.sessions.retrieve(providerRef));
      if (session.status === 'open') throw error;
    }
  }

  verifyWebhook(rawBody: Buffer, headers: WebhookHeaders): PaymentEvent {
    const event = verifyStripeEvent(this.stripe, rawBody, headers, this.webhookSecret);
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return { eventId: event.id, kind: 'payment', payment: toPayment(event.data.object) };
      case 'checkout.session.async_payment_failed':
        return { eventId: event.id, kind: 'payment', payment: toPayment(event.data.object, 'failed') };
      case 'checkout.session.expired':
        return { eventId: event.id, kind: 'payment', payment: toPayment(event.data.object, 'expired') };
      case 'refund.created':
      case 'refund.updated':
      case 'refund.failed':
        return { eventId: event.id, kind: 'refund', refund: toRefund(event.data.object) };
      default:
        // Transfers to payees are the platform's own objects: their events come to this endpoint.
        if (event.type.startsWith('transfer.') || event.type === 'account.updated') {
          return { eventId: event.id, kind: 'payout', payout: stripePayoutEvent(event) };
        }
        return { eventId: event.id, kind: 'other', type: event.type };
    }
  }

  /** Runs an SDK call, turning Stripe's refusals and connection failures into the port's error. */
  private async call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError) {
        throw new PaymentProviderError(this.name, error.message, error.statusCode ?? null);
      }
      throw error;
    }
  }
}

function toPayment(session: Stripe.Checkout.Session, state?: PaymentState): ProviderPayment {
  const intent = session.payment_intent;
  return {
    providerRef: session.id,
    reference: session.client_reference_id ?? session.metadata?.reference ?? null,
    state: state ?? sessionState(session),
    // Null only for sessions without line items (setup mode), which KaziStay never creates.
    amountCents: session.amount_total ?? 0,
    currency: (session.currency ?? '').toUpperCase(),
    chargeRef: typeof intent === 'string' ? intent : (intent?.id ?? null),
  };
}

function sessionState(session: Stripe.Checkout.Session): PaymentState {
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') return 'paid';
  if (session.status === 'expired') return 'expired';
  return 'awaiting';
}

function toRefund(refund: Stripe.Refund): ProviderRefund {
  const failed = refund.status === 'failed' || refund.status === 'canceled';
  return {
    providerRef: refund.id,
    reference: refund.metadata?.reference ?? null,
    chargeRef:
      typeof refund.payment_intent === 'string' ? refund.payment_intent : (refund.payment_intent?.id ?? null),
    state: refund.status === 'succeeded' ? 'succeeded' : failed ? 'failed' : 'pending',
    amountCents: refund.amount,
    reason: failed ? (refund.failure_reason ?? null) : null,
  };
}
