import { and, count, eq, gte, min, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { AppError } from '../../errors';

/** The contact form takes this many messages per sender email and per network address in the window. */
export const CONTACT_WINDOW_MS = 60 * 60 * 1000;
export const MAX_CONTACT_PER_EMAIL = 5;
export const MAX_CONTACT_PER_ADDRESS = 20;

/**
 * Refuses a just-stored contact message (and deletes it) when its sender email or network address has sent
 * more than its limit within the window. Counting after storing means parallel sends each see the others, so
 * a burst cannot slip past the limit; a refused message leaves nothing behind and does not extend the wait.
 */
export async function refuseOverContactLimit(
  db: Db,
  message: { id: string; email: string; ip: string },
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - CONTACT_WINDOW_MS);
  const checks: [SQL, number][] = [
    [sql`lower(${contactMessages.email}) = ${message.email.toLowerCase()}`, MAX_CONTACT_PER_EMAIL],
    [eq(contactMessages.ip, message.ip), MAX_CONTACT_PER_ADDRESS],
  ];
  for (const [sender, limit] of checks) {
    const [recent] = await db
      .select({ sent: count(), oldest: min(contactMessages.createdAt) })
      .from(contactMessages)
      .where(and(sender, gte(contactMessages.createdAt, since)));
    if (!recent || recent.sent <= limit) continue;
    await db.delete(contactMessages).where(eq(contactMessages.id, message.id));
    const oldest = recent.oldest ? new Date(recent.oldest).getTime() : now.getTime();
    const seconds = Math.max(60, Math.ceil((oldest + CONTACT_WINDOW_MS - now.getTime()) / 1000));
    const minutes = Math.ceil(seconds / 60);
    throw new AppError(
      'too_many_requests',
      `Too many messages. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { retryAfterSeconds: seconds },
    );
  }
}
