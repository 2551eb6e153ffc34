import { and, eq } from 'drizzle-orm';
import {
  PAYOUT_ACCOUNT_TEXTS,
  type PayoutAccountView,
  type PayoutMethodDetails,
} from '../../../shared/payouts';
import type { Db } from '../../db/client';
import { payoutAccounts } from '../../db/schema';
import { AppError } from '../../errors';
import { PaymentProviderError } from '../payments/port';
import { makeWaitingPayoutsDue } from './events';
import { maskPayoutMethod } from './methods/mask';
import type { AccountReadiness, PayoutNetwork } from './network';
import { PaystackTransfers } from './paystack-transfers';
import { StripeConnectPayouts } from './stripe-connect';

async function accountRow(db: Db, network: string, userId: string) {
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.userId, userId), eq(payoutAccounts.network, network)));
  return row ?? null;
}

/** The caller's account at the payout network, and whether it can be paid (null under the demo or before one). */
export async function getPayoutAccount(
  db: Db,
  network: PayoutNetwork,
  userId: string,
): Promise<PayoutAccountView> {
  if (network.name === 'demo') return { network: 'demo', account: null };
  const row = await accountRow(db, network.name, userId);
  return {
    network: network.name,
    account: row && {
      payoutsEnabled: row.payoutsEnabled,
      requirementsDue: row.requirementsDue,
      verifiedName: row.verifiedName,
      destination: row.destination,
      updatedAt: row.updatedAt.toISOString(),
    },
  };
}

/** Keeps what the network said of the payee's account; once it can be paid, their waiting payouts are due. */
async function keepAccount(
  db: Db,
  network: string,
  userId: string,
  readiness: AccountReadiness,
  destination: string | null,
  now: Date,
) {
  const values = {
    externalId: readiness.accountId,
    payoutsEnabled: readiness.payoutsEnabled,
    chargesEnabled: readiness.chargesEnabled,
    requirementsDue: readiness.requirementsDue,
    verifiedName: readiness.verifiedName,
    destination,
    updatedAt: now,
  };
  await db
    .insert(payoutAccounts)
    .values({ userId, network, createdAt: now, ...values })
    .onConflictDoUpdate({ target: [payoutAccounts.userId, payoutAccounts.network], set: values });
  if (readiness.payoutsEnabled) await makeWaitingPayoutsDue(db, userId, now);
}

function stripeOf(network: PayoutNetwork): StripeConnectPayouts {
  if (!(network instanceof StripeConnectPayouts)) {
    throw new AppError('conflict', PAYOUT_ACCOUNT_TEXTS.notStripe);
  }
  return network;
}

/** A refusal or outage of the network, said plainly; nothing was saved. */
function unreachable(error: unknown): never {
  if (error instanceof PaymentProviderError)
    throw new AppError('conflict', PAYOUT_ACCOUNT_TEXTS.networkError);
  throw error;
}

/**
 * Stripe: the payee's Express account (made on their first visit, one per payee) and a one-time link to Stripe's
 * onboarding, which sends them back to Settings › Payouts.
 */
export async function stripeOnboardingLink(
  db: Db,
  network: PayoutNetwork,
  user: { id: string; email: string },
  publicUrl: string,
  now = new Date(),
): Promise<{ url: string }> {
  const stripe = stripeOf(network);
  try {
    let row = await accountRow(db, 'stripe', user.id);
    if (!row) {
      const readiness = await stripe.createAccount({ email: user.email, payeeId: user.id });
      await keepAccount(db, 'stripe', user.id, readiness, null, now);
      row = await accountRow(db, 'stripe', user.id);
    }
    const back = (step: string) => `${publicUrl}/settings?tab=payouts&stripe=${step}`;
    const link = await stripe.onboardingLink(row!.externalId, {
      refreshUrl: back('refresh'),
      returnUrl: back('return'),
    });
    return { url: link.url };
  } catch (error) {
    return unreachable(error);
  }
}

/** Stripe: asks Stripe about the payee's account now (back from onboarding) and keeps its readiness. */
export async function refreshStripeAccount(
  db: Db,
  network: PayoutNetwork,
  userId: string,
  now = new Date(),
): Promise<PayoutAccountView> {
  const stripe = stripeOf(network);
  const row = await accountRow(db, 'stripe', userId);
  if (!row) throw new AppError('not_found', PAYOUT_ACCOUNT_TEXTS.noAccount);
  try {
    await keepAccount(db, 'stripe', userId, await stripe.readAccount(row.externalId), null, now);
  } catch (error) {
    unreachable(error);
  }
  return getPayoutAccount(db, network, userId);
}

/**
 * Paystack: the payout method being saved becomes a transfer recipient first (a bank account's holder as the bank
 * gives it), so a method Paystack refuses is never saved. Other networks keep the method as it is.
 */
export async function prepareRecipient(
  db: Db,
  network: PayoutNetwork,
  userId: string,
  holderName: string,
  details: PayoutMethodDetails,
  now = new Date(),
): Promise<void> {
  if (!(network instanceof PaystackTransfers)) return;
  if (details.kind === 'mpesa' || (details.kind === 'bank_transfer' && details.bankCode)) {
    const method =
      details.kind === 'mpesa'
        ? { kind: 'mpesa' as const, phone: details.phone, name: holderName }
        : {
            kind: 'bank' as const,
            accountNumber: details.accountNumber,
            bankCode: details.bankCode ?? '',
            name: details.accountName,
          };
    try {
      const verifiedName = await network.verifiedNameFor(method);
      const recipient = await network.createRecipient(
        verifiedName ? { ...method, name: verifiedName } : method,
      );
      const readiness = { ...recipient.accountReadiness, verifiedName };
      await keepAccount(db, 'paystack', userId, readiness, maskPayoutMethod(details), now);
      return;
    } catch (error) {
      unreachable(error);
    }
  }
  throw new AppError('bad_request', PAYOUT_ACCOUNT_TEXTS.paystackMethods);
}
