import { eq } from 'drizzle-orm';
import { formatCents } from '../../../shared/money';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import type { RaisedAlert } from '../admin/alerts';
import type { ClaimedPayout } from './release';

/**
 * The admin alert for a payout the provider refused or could not take: one open alert per host, counting
 * repeats, leading to the host in the users list. (A payout failed for want of a method is the host's to fix:
 * their dashboard asks them; no alert.)
 */
export async function payoutFailedAlert(db: Db, payout: ClaimedPayout, reason: string): Promise<RaisedAlert> {
  const [host] = await db
    .select({ name: profiles.fullName, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, payout.hostId));
  const who = host?.name.trim() || 'a host';
  return {
    kind: 'payout_failed',
    key: `payout_failed:${payout.hostId}`,
    description: `A payout of ${formatCents(payout.amountCents)} to ${who} failed: ${reason}`,
    action: 'View host',
    path: `/admin/users?search=${encodeURIComponent(host?.email ?? '')}`,
  };
}
