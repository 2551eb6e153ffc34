import { and, eq, gt, sql } from 'drizzle-orm';
import { AUTH_TEXTS, PASSWORD_RESET_TTL_MINUTES, type ResetPasswordInput } from '../../../shared/auth';
import { pagePaths } from '../../../shared/routes';
import { hashPassword } from '../../auth/password';
import { hashToken, randomToken } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { passwordResetTokens, profiles, sessions, users } from '../../db/schema';
import { AppError } from '../../errors';
import { enforce } from '../../limits/limits';
import { failedSignInsMail, passwordResetMail } from '../../mail/templates';
import type { AppJobs } from '../../jobs/registry';
import type { EventBus } from '../../realtime/bus';
import { byEmail } from './accounts';
import { passwordWasReset } from './rate-limit';
import type { AuthDeps } from './service';
import * as slowdown from './slowdown';

const TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60 * 1000;

async function accountOf(db: Db, email: string) {
  const [account] = await db
    .select({ id: users.id, email: users.email, fullName: profiles.fullName })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(byEmail(email))
    .limit(1);
  return account;
}

/** What mailing a link takes. */
export type LinkDeps = Pick<AuthDeps, 'db' | 'mailer' | 'publicUrl'>;

/** A new single-use link to choose a password; only the token's hash is stored. */
async function resetLink(deps: LinkDeps, userId: string, now: number) {
  const token = randomToken(20);
  const id = hashToken(token);
  await deps.db.insert(passwordResetTokens).values({ id, userId, expiresAt: new Date(now + TTL_MS) });
  return { id, url: `${deps.publicUrl}${pagePaths.resetPassword}?token=${token}` };
}

/**
 * Mails a reset link to the account with this email, if there is one (false when there is none). A mail that
 * cannot be sent throws (the job tries again, the mailer alerts the admins) and its link is deleted.
 */
export async function mailResetLink(deps: LinkDeps, email: string, now = Date.now()): Promise<boolean> {
  const account = await accountOf(deps.db, email);
  if (!account) return false;
  const link = await resetLink(deps, account.id, now);
  try {
    await deps.mailer.send(
      passwordResetMail(account.email, account.fullName, link.url, PASSWORD_RESET_TTL_MINUTES),
    );
  } catch (err) {
    await deps.db.delete(passwordResetTokens).where(eq(passwordResetTokens.id, link.id));
    throw err;
  }
  return true;
}

/**
 * Has a reset link mailed to the account with this email. The answer is the same whether or not the account
 * exists, and comes as fast: the request only queues the mail-password-reset job, which looks the account up
 * (jobs/password-reset.ts). An instance without jobs (JOBS=off) sends the mail without waiting for it, a
 * failure logged. Either way no one learns from the answer, or its timing, which emails have accounts.
 * Limited per email and per address.
 */
export async function requestPasswordReset(
  deps: AuthDeps & { jobs: AppJobs | null },
  email: string,
  ip: string,
): Promise<void> {
  await enforce(
    deps.limits,
    [
      ['passwordResetEmail', email.toLowerCase()],
      ['passwordResetAddress', ip],
    ],
    (wait) => `Too many password reset requests. Please try again ${wait}.`,
  );
  if (deps.jobs) {
    await deps.jobs.send('mail-password-reset', { email });
    return;
  }
  mailResetLink(deps, email).catch((err: unknown) => deps.log.error({ err }, 'password reset mail failed'));
}

/**
 * The account is being slowed down by failed sign-ins: its owner is mailed, at most once per alert period
 * (whichever instance gets there first), with a ready link to choose a new password. Never rejects: a problem
 * is logged, so the sign-in that triggered it need not wait for it.
 */
export async function alertOwner(deps: AuthDeps, email: string, now = Date.now()): Promise<void> {
  try {
    if (!(await slowdown.claimAlert(deps.db, email.toLowerCase(), now))) return;
    const account = await accountOf(deps.db, email);
    if (!account) return;
    const links = {
      reset: (await resetLink(deps, account.id, now)).url,
      request: `${deps.publicUrl}${pagePaths.resetPassword}`,
    };
    await deps.mailer.send(
      failedSignInsMail(account.email, account.fullName, links, PASSWORD_RESET_TTL_MINUTES),
    );
  } catch (err) {
    deps.log.error({ err }, 'failed sign-ins alert failed');
  }
}

const invalidLink = () =>
  new AppError('bad_request', AUTH_TEXTS.resetLinkInvalid, { domainCode: 'TOKEN_INVALID' });

/**
 * Sets a new password through a mailed link. The link works once (the first to use it deletes it), and
 * every link of the account goes with it; every session of the account ends, on every instance; the
 * account's failed sign-ins are forgotten. Following the link proves the email, so an unconfirmed address
 * becomes confirmed.
 */
export async function resetPassword(
  deps: AuthDeps & { bus: EventBus },
  input: ResetPasswordInput,
  ip: string,
  now = Date.now(),
): Promise<{ email: string }> {
  const { db } = deps;
  const id = hashToken(input.token);
  const [row] = await db
    .select({
      userId: passwordResetTokens.userId,
      expiresAt: passwordResetTokens.expiresAt,
      email: users.email,
    })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.id, id))
    .limit(1);
  if (!row) throw invalidLink();
  if (row.expiresAt.getTime() <= now) {
    await db.delete(passwordResetTokens).where(eq(passwordResetTokens.id, id));
    throw new AppError('bad_request', AUTH_TEXTS.resetLinkExpired, { domainCode: 'TOKEN_EXPIRED' });
  }
  // Hashed before the transaction: argon2 takes a while and a transaction is kept short.
  const passwordHash = await hashPassword(input.password);
  const ended = await db.transaction(async (tx) => {
    const used = await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.id, id), gt(passwordResetTokens.expiresAt, new Date(now))))
      .returning({ id: passwordResetTokens.id });
    // Someone used the link a moment before.
    if (used.length === 0) return null;
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, row.userId));
    await tx
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${new Date(now).toISOString()}::timestamptz)`,
      })
      .where(eq(users.id, row.userId));
    return tx.delete(sessions).where(eq(sessions.userId, row.userId)).returning({ id: sessions.id });
  });
  if (!ended) throw invalidLink();
  if (ended.length > 0) await deps.bus.signal({ kind: 'sessions_ended', sessionIds: ended.map((s) => s.id) });
  await passwordWasReset(deps, row.email, ip);
  return { email: row.email };
}
