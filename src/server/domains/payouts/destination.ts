import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { chargeCents, kesPer } from '../../../shared/payments';
import { PAYOUT_TEXTS } from '../../../shared/payouts';
import type { ServiceCurrency } from '../../../shared/services';
import type { Db } from '../../db/client';
import { payments, payoutAccounts, payoutMethods } from '../../db/schema';
import { platformSettingsOf } from '../admin/settings';
import type { PayoutNetwork } from './network';

/** What a release needs to know of a payout to send it. */
export interface PayoutToSend {
  payeeId: string;
  kind: 'stay' | 'service';
  bookingId: string | null;
  serviceBookingId: string | null;
  currency: string;
}

export type Destination =
  | { ok: true; destination: string }
  /** The payee cannot be paid yet: no method or account, or one the network does not pay to yet. */
  | { ok: false; reason: string };

/**
 * Where the network pays this payee: the demo network, to their saved payout method; Stripe and Paystack, to the
 * account they set up in Settings (a connected account, a transfer recipient), once the network says it can be
 * paid.
 */
export async function destinationOf(
  db: Db,
  network: PayoutNetwork['name'],
  payout: PayoutToSend,
): Promise<Destination> {
  if (network === 'demo') {
    const [method] = await db
      .select({ userId: payoutMethods.userId })
      .from(payoutMethods)
      .where(eq(payoutMethods.userId, payout.payeeId));
    return method
      ? { ok: true, destination: method.userId }
      : { ok: false, reason: PAYOUT_TEXTS.noMethodReason };
  }
  const [account] = await db
    .select({ externalId: payoutAccounts.externalId, payoutsEnabled: payoutAccounts.payoutsEnabled })
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.userId, payout.payeeId), eq(payoutAccounts.network, network)));
  if (!account) return { ok: false, reason: PAYOUT_TEXTS.noAccountReason };
  if (!account.payoutsEnabled) return { ok: false, reason: PAYOUT_TEXTS.accountNotReadyReason };
  return { ok: true, destination: account.externalId };
}

/**
 * What the network is asked to send for `cents` of the payout's currency: the same under Stripe (it pays in the
 * booking's currency) and the demo; in KES under Paystack, at the rate the guest's payment was converted at (the
 * admin's current rate for the currency when the booking was paid without a conversion).
 */
export async function transferAmount(
  db: Db,
  network: PayoutNetwork['name'],
  payout: PayoutToSend,
  cents: number,
): Promise<{ amountMinor: number; currency: string }> {
  if (network !== 'paystack' || payout.currency === 'KES')
    return { amountMinor: cents, currency: payout.currency };
  const [paid] = await db
    .select({ rate: payments.rate })
    .from(payments)
    .where(
      and(
        payout.kind === 'stay'
          ? eq(payments.bookingId, payout.bookingId ?? '')
          : eq(payments.serviceBookingId, payout.serviceBookingId ?? ''),
        eq(payments.state, 'paid'),
        eq(payments.currency, 'KES'),
        isNotNull(payments.rate),
      ),
    )
    .orderBy(desc(payments.settledAt))
    .limit(1);
  const rate = paid?.rate ?? kesPer(await platformSettingsOf(db), payout.currency as ServiceCurrency);
  return { amountMinor: chargeCents(cents, 'KES', rate), currency: 'KES' };
}
