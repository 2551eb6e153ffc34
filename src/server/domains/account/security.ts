import { and, eq, ne } from 'drizzle-orm';
import { ACCOUNT_TEXTS } from '../../../shared/account';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { Db } from '../../db/client';
import { passwordResetTokens, sessions, users } from '../../db/schema';
import type { EventBus } from '../../realtime/bus';
import { AppError } from '../../errors';
import { enforce, type LimitCheck, type Limits } from '../../limits/limits';

/**
 * A new password needs the current one. Every other session of the user ends (and its open sockets close on
 * every instance); the session that made the change stays signed in. Every password reset link of the user
 * goes too: one mailed earlier (or by a failed sign-in alert) would otherwise undo the change for an hour.
 */
export async function changePassword(
  deps: { db: Db; bus: EventBus; limits: Limits },
  user: { id: string; sessionId: string; ip: string },
  input: { currentPassword: string; newPassword: string },
): Promise<{ otherSessionsEnded: number }> {
  const { db, bus, limits } = deps;
  // Counted before the current password is checked, so a stolen session cannot guess it in parallel either.
  const userCheck: LimitCheck = ['passwordUser', user.id];
  const addressCheck: LimitCheck = ['passwordAddress', user.ip];
  await enforce(
    limits,
    [userCheck, addressCheck],
    (wait) => `Too many wrong passwords. Please try again ${wait}.`,
  );
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!row || !(await verifyPassword(row.hash, input.currentPassword))) {
    throw new AppError('bad_request', ACCOUNT_TEXTS.wrongPassword);
  }
  // The right password: the user's count starts afresh and the attempt leaves the address's.
  await limits.reset([userCheck]);
  await limits.reward([addressCheck]);
  const passwordHash = await hashPassword(input.newPassword);
  const ended = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    return tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId)))
      .returning({ id: sessions.id });
  });
  if (ended.length > 0) await bus.signal({ kind: 'sessions_ended', sessionIds: ended.map((s) => s.id) });
  return { otherSessionsEnded: ended.length };
}
