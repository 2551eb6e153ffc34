import Stripe from 'stripe';
import { PaymentProviderError, type WebhookHeaders } from '../payments/port';
import { stripeClient, verifyStripeEvent } from '../payments/stripe';
import {
  TransferRefused,
  type AccountReadiness,
  type PayoutEvent,
  type PayoutNetwork,
  type Transfer,
  type TransferRequest,
} from './network';

export interface StripeConnectOptions {
  secretKey: string;
  /** The signing secret of the Connect webhook endpoint (events of connected accounts). */
  connectWebhookSecret: string;
  /** Another base URL for the API (tests point it at the loopback double), e.g. http://127.0.0.1:4010. */
  apiUrl?: string;
}

export interface StripeAccountRequest {
  email: string;
  /** ISO 3166-1 alpha-2; Stripe asks the payee during onboarding when absent. */
  country?: string;
  /** Our payee's id: kept in the account's metadata and the idempotency key, so a repeated create makes one account. */
  payeeId: string;
}

export interface OnboardingLink {
  url: string;
  /** The link works once, until then; a new one is made after. */
  expiresAt: Date;
}

/** Why a transfer shows as reversed: Stripe's transfer objects carry no reason of their own. */
const REVERSED_REASON = 'Reversed by Stripe';

/**
 * Stripe Connect: Express accounts for hosts and service providers, and transfers from the platform's balance to
 * them, through the official SDK. A transfer to a connected account lands in its Stripe balance at once; Stripe
 * pays it out to the payee's bank on the account's own schedule.
 */
export class StripeConnectPayouts implements PayoutNetwork {
  readonly name = 'stripe';
  private readonly stripe: Stripe;
  private readonly connectWebhookSecret: string;

  constructor(options: StripeConnectOptions) {
    this.stripe = stripeClient(options.secretKey, options.apiUrl);
    this.connectWebhookSecret = options.connectWebhookSecret;
  }

  async createAccount(request: StripeAccountRequest): Promise<AccountReadiness> {
    const account = await this.call(() =>
      this.stripe.accounts.create(
        {
          type: 'express',
          email: request.email,
          ...(request.country && { country: request.country }),
          capabilities: { transfers: { requested: true } },
          metadata: { payee_id: request.payeeId },
        },
        { idempotencyKey: `account-${request.payeeId}` },
      ),
    );
    return toReadiness(account);
  }

  /** A Stripe-hosted page where the payee completes what the account still needs. */
  async onboardingLink(
    accountId: string,
    urls: { refreshUrl: string; returnUrl: string },
  ): Promise<OnboardingLink> {
    const link = await this.call(() =>
      this.stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        refresh_url: urls.refreshUrl,
        return_url: urls.returnUrl,
      }),
    );
    return { url: link.url, expiresAt: new Date(link.expires_at * 1000) };
  }

  async readAccount(accountId: string): Promise<AccountReadiness> {
    return toReadiness(await this.call(() => this.stripe.accounts.retrieve(accountId)));
  }

  async sendTransfer(request: TransferRequest): Promise<Transfer> {
    const transfer = await this.call(
      () =>
        this.stripe.transfers.create(
          {
            amount: request.amountMinor,
            currency: request.currency.toLowerCase(),
            destination: request.destination,
            transfer_group: request.key,
            description: request.description,
            metadata: { payout_id: request.key },
          },
          { idempotencyKey: `payout-${request.key}` },
        ),
      { refusals: true },
    );
    return toTransfer(transfer);
  }

  async readTransfer(key: string): Promise<Transfer | null> {
    const list = await this.call(() => this.stripe.transfers.list({ transfer_group: key, limit: 1 }));
    const transfer = list.data[0];
    return transfer ? toTransfer(transfer) : null;
  }

  /** Verifies a Connect webhook delivery (Stripe-Signature, with the Connect endpoint's secret) and reads it. */
  verifyWebhook(rawBody: Buffer, headers: WebhookHeaders): PayoutEvent {
    return stripePayoutEvent(verifyStripeEvent(this.stripe, rawBody, headers, this.connectWebhookSecret));
  }

  /**
   * Runs an SDK call, turning Stripe's errors into the port's. With `refusals`, a definite refusal of a transfer
   * (an invalid request or a declined one, answered 400, 402, 403 or 404) is TransferRefused; anything else
   * (5xx, rate limit, idempotency conflict, no connection) leaves the outcome unknown and is PaymentProviderError.
   */
  private async call<T>(run: () => Promise<T>, options: { refusals?: boolean } = {}): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      if (options.refusals && isDefiniteRefusal(error)) throw new TransferRefused(error.message);
      throw new PaymentProviderError(this.name, error.message, error.statusCode ?? null);
    }
  }
}

/**
 * A verified Stripe event, reduced to what changes the payout records: `account.updated` (Connect webhook) and
 * `transfer.*` (platform webhook). API 2024-04-10 has no transfer.paid or transfer.failed: a transfer is paid once
 * created, and only a reversal takes it back.
 */
export function stripePayoutEvent(event: Stripe.Event): PayoutEvent {
  switch (event.type) {
    case 'account.updated':
      return { eventId: event.id, kind: 'account', account: toReadiness(event.data.object) };
    case 'transfer.created':
    case 'transfer.updated':
      return { eventId: event.id, kind: 'transfer', transfer: toTransfer(event.data.object) };
    case 'transfer.reversed':
      return { eventId: event.id, kind: 'transfer', transfer: toTransfer(event.data.object, true) };
    default:
      return { eventId: event.id, kind: 'other', type: event.type };
  }
}

function isDefiniteRefusal(error: Stripe.errors.StripeError): boolean {
  const refused =
    error instanceof Stripe.errors.StripeInvalidRequestError ||
    error instanceof Stripe.errors.StripeCardError;
  return refused && [400, 402, 403, 404].includes(error.statusCode ?? 0);
}

function toReadiness(account: Stripe.Account): AccountReadiness {
  const person = account.individual;
  const personName = [person?.first_name, person?.last_name].filter(Boolean).join(' ');
  return {
    accountId: account.id,
    payoutsEnabled: account.payouts_enabled ?? false,
    chargesEnabled: account.charges_enabled ?? false,
    requirementsDue: account.requirements?.currently_due ?? [],
    verifiedName: account.business_profile?.name || personName || null,
  };
}

function toTransfer(transfer: Stripe.Transfer, reversed = transfer.reversed): Transfer {
  return {
    key: transfer.metadata?.payout_id ?? transfer.transfer_group ?? null,
    providerRef: transfer.id,
    state: reversed ? 'reversed' : 'paid',
    amountMinor: transfer.amount,
    currency: transfer.currency.toUpperCase(),
    reason: reversed ? REVERSED_REASON : null,
  };
}
