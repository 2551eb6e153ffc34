import { eq } from 'drizzle-orm';
import { formatMoney } from '../../../shared/money';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import type { RaisedAlert } from '../admin/alerts';
import type { ClaimedPayout } from './release';

/** What an alert names of a payout. */
type AlertedPayout = Pick<ClaimedPayout, 'id' | 'payeeId' | 'kind' | 'amountCents' | 'currency'>;

async function payeeOf(db: Db, payout: AlertedPayout) {
  const [payee] = await db
    .select({ name: profiles.fullName, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, payout.payeeId));
  const who = payee?.name.trim() || (payout.kind === 'stay' ? 'a host' : 'a service provider');
  return { who, path: `/admin/payouts?search=${encodeURIComponent(payee?.email ?? payout.id)}` };
}

/**
 * The admin alert for a payout the network refused or could not take: one open alert per payee, counting
 * repeats, leading to their payouts in Admin → Payouts. (A payout failed for want of a method or account is the
 * payee's to fix: their dashboard asks them; no alert.)
 */
export async function payoutFailedAlert(db: Db, payout: AlertedPayout, reason: string): Promise<RaisedAlert> {
  const { who, path } = await payeeOf(db, payout);
  return {
    kind: 'payout_failed',
    key: `payout_failed:${payout.payeeId}`,
    description: `A payout of ${formatMoney(payout.amountCents, payout.currency)} to ${who} failed: ${reason}`,
    action: 'View payouts',
    path,
  };
}

/**
 * The admin alert for a payout found processing past its lease with a transfer the network has not confirmed
 * (still pending there, or unknown to it after a send whose answer was lost): one open alert per payout, counting
 * each time it is found so.
 */
export async function payoutStuckAlert(db: Db, payout: AlertedPayout): Promise<RaisedAlert> {
  const { who, path } = await payeeOf(db, payout);
  return {
    kind: 'payout_stuck',
    key: `payout_stuck:${payout.id}`,
    description: `A payout of ${formatMoney(payout.amountCents, payout.currency)} to ${who} was still unconfirmed by the payout network past its lease; it was asked about the transfer before anything was sent again`,
    action: 'View payouts',
    path,
  };
}
