import { z } from 'zod';
import {
  envelope,
  eventBody,
  PaystackPayments,
  paystackConnection,
  paystackRequest,
  safeJson,
  type PaystackConnection,
  type PaystackOptions,
} from '../payments/paystack';
import { PaymentProviderError, type WebhookHeaders } from '../payments/port';
import {
  TransferRefused,
  type AccountReadiness,
  type PayoutEvent,
  type PayoutNetwork,
  type Transfer,
  type TransferRequest,
  type TransferState,
} from './network';

/** Where a payee is paid: an M-Pesa number or a Kenyan bank account, with the holder's name. */
export type PaystackPayoutMethod =
  | { kind: 'mpesa'; phone: string; name: string }
  | { kind: 'bank'; accountNumber: string; bankCode: string; name: string };

export interface PaystackRecipient {
  /** RCP_…: the destination of every transfer to this method. */
  recipientCode: string;
  accountReadiness: AccountReadiness;
}

// Paystack's transfer references: lowercase letters, digits, - and _ (our payout ids are uuids).
const REFERENCE = /^[a-z0-9_-]+$/;
// A Kenyan mobile number as +254…, 254… or 0…, the subscriber number starting with 7 or 1.
const KENYAN_MOBILE = /^(?:\+?254|0)([17]\d{8})$/;
// Paystack's bank code for M-Pesa among its Kenyan mobile money providers (GET /bank?currency=KES&type=mobile_money).
const MPESA_BANK_CODE = 'MPESA';

const resolveData = z.object({ account_name: z.string().min(1) });
const recipientData = z.object({
  active: z.boolean(),
  recipient_code: z.string().min(1),
  details: z.object({ account_name: z.string().nullish() }).optional(),
});
const transferData = z.object({
  status: z.string(),
  transfer_code: z.string().min(1),
  reference: z.string().nullish(),
  amount: z.number().int(),
  currency: z.string(),
  gateway_response: z.string().nullish(),
});
// Transfer events carry the transfer as the verify call answers it; the amount is read as the refund events
// send theirs, a number or a string of digits.
const transferEventData = transferData.extend({
  status: z.string().optional(),
  amount: z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]),
});

const EVENT_STATES = new Map<string, TransferState>([
  ['transfer.success', 'paid'],
  ['transfer.failed', 'failed'],
  ['transfer.reversed', 'reversed'],
]);

/**
 * Paystack's transfer status in our words. A status we do not know (and `otp`, a transfer waiting for its code)
 * stays pending: it may still be paid, so only a status Paystack calls final ends it.
 */
export function paystackTransferState(status: string): TransferState {
  switch (status) {
    case 'success':
      return 'paid';
    case 'failed':
    case 'abandoned':
    case 'rejected':
    case 'blocked':
      return 'failed';
    case 'reversed':
      return 'reversed';
    default:
      return 'pending';
  }
}

/**
 * One Paystack event (already verified) as a payout event: `transfer.success`, `transfer.failed` and
 * `transfer.reversed` change a transfer, anything else is `other`. Pure, so the payments webhook (one URL per
 * Paystack integration) can hand it the transfer events it verified.
 */
export function paystackPayoutEvent(eventName: string, data: unknown, eventId: string): PayoutEvent {
  const state = EVENT_STATES.get(eventName);
  if (!state) return { eventId, kind: 'other', type: eventName };
  const parsed = transferEventData.safeParse(data);
  if (!parsed.success) {
    throw new PaymentProviderError('paystack', `unexpected ${eventName}: ${z.prettifyError(parsed.error)}`);
  }
  return { eventId, kind: 'transfer', transfer: toTransfer(parsed.data, state) };
}

/** A refusal: Paystack answered `status: false` or a 4xx other than 401 and 429. */
class Refusal {
  constructor(
    readonly status: number,
    readonly message: string,
  ) {}
}

/**
 * Paystack Transfers (Kenya): money from the integration's KES balance to a payee's M-Pesa number or Kenyan bank
 * account, through a transfer recipient made once per payout method. Same `fetch` client shape and envelope as
 * the payments adapter (paystack.ts), with the secret key of the same integration.
 *
 * Transfer OTP must be disabled on the integration (the dashboard's transfer preferences, or /transfer/disable_otp):
 * with it on, Paystack holds every transfer in status `otp` until someone enters the code sent to the business,
 * and this adapter never finalizes one, so such a transfer reads as pending until it is finalized on the dashboard
 * or Paystack abandons it.
 */
export class PaystackTransfers implements PayoutNetwork {
  readonly name = 'paystack';
  private readonly connection: PaystackConnection;
  // Webhook signatures and event ids are the payments adapter's: both read the events of one integration.
  private readonly payments: PaystackPayments;

  constructor(options: PaystackOptions) {
    this.connection = paystackConnection(options);
    this.payments = new PaystackPayments(options);
  }

  /**
   * The name on a Kenyan bank account, as its bank gives it to Paystack. Paystack resolves bank accounts only:
   * its API has no resolution for a mobile money number, so an M-Pesa number's name is never verified (see
   * verifiedNameFor). Throws PaymentProviderError when Paystack cannot resolve the account.
   */
  async resolveAccount(account: {
    accountNumber: string;
    bankCode: string;
  }): Promise<{ accountName: string }> {
    const query = new URLSearchParams({ account_number: account.accountNumber, bank_code: account.bankCode });
    const data = refusedAsError(await this.call('GET', `/bank/resolve?${query.toString()}`, resolveData));
    return { accountName: data.account_name };
  }

  /** The holder's name as Paystack verified it: a bank account's resolved name; null for M-Pesa (no resolution). */
  async verifiedNameFor(method: PaystackPayoutMethod): Promise<string | null> {
    if (method.kind === 'mpesa') return null;
    return (await this.resolveAccount(method)).accountName;
  }

  /**
   * Makes the transfer recipient for a payout method (Paystack answers with the existing one for an account it
   * already has). M-Pesa is a `mobile_money` recipient with bank code MPESA and the number in its local form
   * (07XXXXXXXX): the description gives no format, and the mobile money example of Paystack's recipient guide is
   * a local number (0551234987, Ghana). A Kenyan bank account is a `kepss` recipient (Kenya Electronic Payment
   * and Settlement System).
   */
  async createRecipient(method: PaystackPayoutMethod): Promise<PaystackRecipient> {
    const body =
      method.kind === 'mpesa'
        ? {
            type: 'mobile_money',
            name: method.name,
            account_number: localMobileNumber(method.phone),
            bank_code: MPESA_BANK_CODE,
            currency: 'KES',
          }
        : {
            type: 'kepss',
            name: method.name,
            account_number: method.accountNumber,
            bank_code: method.bankCode,
            currency: 'KES',
          };
    const data = refusedAsError(await this.call('POST', '/transferrecipient', recipientData, body));
    return {
      recipientCode: data.recipient_code,
      accountReadiness: {
        accountId: data.recipient_code,
        payoutsEnabled: data.active,
        chargesEnabled: data.active,
        requirementsDue: [],
        verifiedName: method.kind === 'bank' ? (data.details?.account_name ?? null) : null,
      },
    };
  }

  /**
   * Sends from the integration's balance, our payout id as Paystack's reference: Paystack makes one transfer per
   * reference. When Paystack refuses, the transfer under our reference is looked up first, so a send repeated
   * after a crash (refused as a duplicate reference) returns the transfer already made instead of failing it.
   */
  async sendTransfer(request: TransferRequest): Promise<Transfer> {
    if (!REFERENCE.test(request.key)) {
      throw new TransferRefused('Paystack takes a reference of lowercase letters, digits, - and _ only');
    }
    const answer = await this.call('POST', '/transfer', transferData, {
      source: 'balance',
      amount: request.amountMinor,
      currency: request.currency,
      recipient: request.destination,
      reference: request.key,
      reason: request.description,
    });
    if (!(answer instanceof Refusal)) return toTransfer(answer, paystackTransferState(answer.status));
    const made = await this.readTransfer(request.key);
    if (made) return made;
    throw new TransferRefused(answer.message);
  }

  async readTransfer(key: string): Promise<Transfer | null> {
    const answer = await this.call('GET', `/transfer/verify/${encodeURIComponent(key)}`, transferData);
    if (answer instanceof Refusal && answer.status === 404) return null;
    const data = refusedAsError(answer);
    return toTransfer(data, paystackTransferState(data.status));
  }

  /** Checks x-paystack-signature as the payments adapter does (throws WebhookSignatureError) and reads the event. */
  verifyWebhook(rawBody: Buffer, headers: WebhookHeaders): PayoutEvent {
    const { eventId } = this.payments.verifyWebhook(rawBody, headers);
    const body = eventBody.parse(safeJson(rawBody.toString('utf8')));
    return paystackPayoutEvent(body.event, body.data, eventId);
  }

  /**
   * One call: the answer's `data`, or the refusal. No connection, a timeout, a 5xx, a 401 (our key), a 429 (too
   * many calls) or an answer of another shape throw PaymentProviderError: the outcome is unknown or not the
   * payee's doing.
   */
  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T>,
    body?: object,
  ): Promise<T | Refusal> {
    const { status, json } = await paystackRequest(this.connection, method, path, body);
    const parsed = envelope.safeParse(json);
    const message = parsed.success && parsed.data.message ? parsed.data.message : `HTTP ${status}`;
    if (status >= 500 || status === 401 || status === 429) {
      throw new PaymentProviderError('paystack', message, status);
    }
    if (status >= 400 || (parsed.success && !parsed.data.status)) return new Refusal(status, message);
    if (!parsed.success) throw unexpected(parsed.error, status);
    const data = schema.safeParse(parsed.data.data);
    if (!data.success) throw unexpected(data.error, status);
    return data.data;
  }
}

/** The data, or the refusal as a PaymentProviderError (calls other than a transfer's send). */
function refusedAsError<T>(answer: T | Refusal): T {
  if (!(answer instanceof Refusal)) return answer;
  throw new PaymentProviderError('paystack', answer.message, answer.status);
}

function unexpected(error: z.ZodError, status: number): PaymentProviderError {
  return new PaymentProviderError('paystack', `unexpected answer: ${z.prettifyError(error)}`, status);
}

/** 07XXXXXXXX from a Kenyan mobile number written +2547…, 2547… or 07… (spaces and dashes allowed). */
function localMobileNumber(phone: string): string {
  const match = KENYAN_MOBILE.exec(phone.replace(/[\s-]/g, ''));
  if (!match) throw new Error('paystack: an M-Pesa recipient needs a Kenyan mobile number');
  return `0${match[1]}`;
}

/**
 * A transfer as Paystack reports it. Paystack's `reason` is the narration we sent, not why a transfer failed:
 * a failure's reason is its gateway response when Paystack gives one.
 */
function toTransfer(data: z.output<typeof transferEventData>, state: TransferState): Transfer {
  const ended = state === 'failed' || state === 'reversed';
  return {
    key: data.reference || null,
    providerRef: data.transfer_code,
    state,
    amountMinor: data.amount,
    currency: data.currency,
    reason: ended ? data.gateway_response || `Paystack reports the transfer ${state}` : null,
  };
}
