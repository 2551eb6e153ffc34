import { and, eq, ne } from 'drizzle-orm';
import { ACCOUNT_TEXTS } from '../../../shared/account';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { EventBus } from '../../realtime/bus';
import { AppError } from '../../errors';

/**
 * A new password needs the current one. Every other session of the user ends (and its open sockets close on
 * every instance); the session that made the change stays signed in.
 */
export async function changePassword(
  db: Db,
  bus: EventBus,
  user: { id: string; sessionId: string },
  input: { currentPassword: string; newPassword: string },
): Promise<{ otherSessionsEnded: number }> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!row || !(await verifyPassword(row.hash, input.currentPassword))) {
    throw new AppError('bad_request', ACCOUNT_TEXTS.wrongPassword);
  }
  const passwordHash = await hashPassword(input.newPassword);
  const ended = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    return tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId)))
      .returning({ id: sessions.id });
  });
  if (ended.length > 0) await bus.signal({ kind: 'sessions_ended', sessionIds: ended.map((s) => s.id) });
  return { otherSessionsEnded: ended.length };
}
