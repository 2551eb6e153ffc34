import { and, count, gte, min, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { AppError } from '../../errors';
import { LIMITS } from '../../../shared/limits';

/** The contact form takes this many messages per sender email and per network address in the window. */
export const CONTACT_WINDOW_MS = LIMITS.contactEmail.windowSeconds * 1000;
export const MAX_CONTACT_PER_EMAIL = LIMITS.contactEmail.points;
export const MAX_CONTACT_PER_ADDRESS = LIMITS.contactAddress.points;

type NewContactMessage = typeof contactMessages.$inferInsert & { email: string; ip: string; createdAt: Date };

/**
 * Stores a contact message unless its sender email or network address has already sent its limit within the
 * window. One sender's messages are counted and stored one at a time (transaction-scoped advisory locks,
 * always email first, then address, so two sends never wait on each other in a circle): a burst can neither
 * slip past the limit nor refuse more than the messages over it. A refused message leaves nothing behind.
 */
export async function storeWithinContactLimit(db: Db, message: NewContactMessage): Promise<{ id: string }> {
  const since = new Date(message.createdAt.getTime() - CONTACT_WINDOW_MS);
  const email = message.email.toLowerCase();
  const checks: [SQL, number][] = [
    [sql`lower(${contactMessages.email}) = ${email}`, MAX_CONTACT_PER_EMAIL],
    [sql`${contactMessages.ip} = ${message.ip}`, MAX_CONTACT_PER_ADDRESS],
  ];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contact:email:${email}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`contact:ip:${message.ip}`}))`);
    for (const [sender, limit] of checks) {
      const [recent] = await tx
        .select({ sent: count(), oldest: min(contactMessages.createdAt) })
        .from(contactMessages)
        .where(and(sender, gte(contactMessages.createdAt, since)));
      if (recent && recent.sent >= limit) throw tooMany(recent.oldest, message.createdAt);
    }
    const [row] = await tx.insert(contactMessages).values(message).returning({ id: contactMessages.id });
    if (!row) throw new Error('contact insert returned nothing');
    return row;
  });
}

/** The refusal, with how long until the oldest counted message leaves the window. */
function tooMany(oldest: Date | string | null, now: Date): AppError {
  const start = oldest ? new Date(oldest).getTime() : now.getTime();
  const seconds = Math.max(60, Math.ceil((start + CONTACT_WINDOW_MS - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    'too_many_requests',
    `Too many messages. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { retryAfterSeconds: seconds },
  );
}
