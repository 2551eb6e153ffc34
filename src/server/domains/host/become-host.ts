import { and, eq } from 'drizzle-orm';
import { HOST_TEXTS } from '../../../shared/host';
import type { Role } from '../../../shared/roles';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError } from '../../errors';

/**
 * 'Start hosting': a guest becomes a host (stored on the profile, which every request re-reads, so the host
 * area opens at once). Asking again as a host changes nothing. Admins have the host area already; a provider's
 * account stays a provider's (one role per account).
 */
export async function becomeHost(db: Db, userId: string): Promise<{ role: Role }> {
  await db
    .update(profiles)
    .set({ role: 'host', updatedAt: new Date() })
    .where(and(eq(profiles.id, userId), eq(profiles.role, 'guest')));
  const [row] = await db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, userId));
  if (!row) throw new AppError('unauthorized', 'You need to be signed in to do that.');
  if (row.role === 'admin') throw new AppError('conflict', HOST_TEXTS.adminCannotBecomeHost);
  if (row.role === 'provider') throw new AppError('conflict', HOST_TEXTS.providerCannotBecomeHost);
  return { role: row.role };
}
