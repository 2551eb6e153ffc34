/**
 * The payout network port: what KaziStay asks of a provider that sends money to hosts and service providers.
 * Each adapter (stripe-connect.ts, paystack-transfers.ts) speaks one provider's API; nothing outside them knows
 * a provider's wire format. Amounts are integer minor units of the transfer's currency (cents; KES has two
 * decimals too).
 */

export type TransferState = 'pending' | 'paid' | 'failed' | 'reversed';

export interface TransferRequest {
  /**
   * Our payout's id: the provider's reference for the transfer and the idempotency key of the call, so a send
   * repeated after a crash makes one transfer.
   */
  key: string;
  /**
   * Where the money goes: a Stripe connected account id (acct_…), a Paystack recipient code (RCP_…), or the
   * payee's id for the demo network.
   */
  destination: string;
  amountMinor: number;
  /** ISO 4217, upper case (USD, EUR, GBP, KES). */
  currency: string;
  /** Shown on the payee's statement where the provider supports it ("KaziStay payout for …"). */
  description: string;
}

/** A transfer as the provider reports it (a send, a read or a webhook). */
export interface Transfer {
  /** Our payout id, as given in the request (null when the provider's record lacks it). */
  key: string | null;
  /** The provider's id of the transfer (Stripe tr_…; Paystack transfer_code): shown as the payout's reference. */
  providerRef: string;
  state: TransferState;
  amountMinor: number;
  currency: string;
  /** Why it failed or was reversed, in the provider's words (null otherwise). */
  reason: string | null;
}

/** A payee's account at the provider and whether it can be paid. */
export interface AccountReadiness {
  /** Stripe: acct_…; Paystack: the recipient code. */
  accountId: string;
  /** Money can be sent to it now. */
  payoutsEnabled: boolean;
  /** Stripe: charges_enabled; Paystack: true once the recipient is active. */
  chargesEnabled: boolean;
  /** What the provider still needs from the payee (Stripe's requirements.currently_due), empty when nothing. */
  requirementsDue: string[];
  /** The account holder's name as the provider verified it (Paystack's account resolution), when known. */
  verifiedName: string | null;
}

/** One verified webhook event, reduced to what changes our payout records. */
export type PayoutEvent =
  | { eventId: string; kind: 'transfer'; transfer: Transfer }
  | { eventId: string; kind: 'account'; account: AccountReadiness }
  /** Verified, but about nothing the payout ledger records. */
  | { eventId: string; kind: 'other'; type: string };

/** The provider refused the transfer for good (closed account, invalid recipient…): `reason` is its words. */
export class TransferRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'TransferRefused';
  }
}

export interface PayoutNetwork {
  /** demo: the simulated network (provider.ts), which records transfers and moves no money. */
  readonly name: 'demo' | 'stripe' | 'paystack';
  /**
   * Sends a transfer, or returns the one already made under `request.key`. Throws TransferRefused when the
   * provider refuses it for good, any other error when the outcome is unknown (timeout, outage): the ledger then
   * asks `readTransfer` before sending again.
   */
  sendTransfer(request: TransferRequest): Promise<Transfer>;
  /** The transfer made under our key, or null when the provider has none. */
  readTransfer(key: string): Promise<Transfer | null>;
}
