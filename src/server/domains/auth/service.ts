import { and, desc, eq, gt } from 'drizzle-orm';
import { ADMIN_TEXTS } from '../../../shared/admin';
import { SETTINGS_TEXTS } from '../../../shared/fees';
import type { SignInInput, SignUpInput } from '../../../shared/auth';
import type { Db } from '../../db/client';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../db/errors';
import { emailVerificationTokens, profiles, providerProfiles, users } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../auth/password';
import { createSession, isProviderColumn, type SessionUser } from '../../auth/sessions';
import { hashToken, randomToken } from '../../auth/tokens';
import type { Mailer } from '../../mail/mailer';
import { confirmationMail } from '../../mail/templates';
import { AppError } from '../../errors';
import { enforce, type Limits } from '../../limits/limits';
import { byEmail } from './accounts';
import { alertOwner } from './password-reset';
import { countSignInAttempt, isSlowed, signInBurst, signInSucceeded } from './rate-limit';
import { recordReferral } from '../account/referral';
import { platformSettingsOf } from '../admin/settings';

const CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000;
/** A new confirmation mail is sent at most once a minute per account. */
const RESEND_INTERVAL_MS = 60 * 1000;
// Verified against when the email is unknown, so a missing account costs the same time as a wrong password.
const dummyHash = hashPassword('kazistay-timing-equaliser');

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  limits: Limits;
  /** For what must not fail the request it happens in (a mail sent on the side). */
  log: { error(obj: object, msg: string): void };
}

async function sendConfirmation(
  deps: AuthDeps,
  user: { id: string; email: string; fullName: string },
): Promise<void> {
  const token = randomToken(20);
  await deps.db.insert(emailVerificationTokens).values({
    id: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + CONFIRMATION_TTL_MS),
  });
  const link = `${deps.publicUrl}/auth/confirm?token=${token}`;
  await deps.mailer.send(confirmationMail(user.email, user.fullName, link));
}

export async function signUp(deps: AuthDeps, input: SignUpInput, ip: string): Promise<{ email: string }> {
  const email = input.email.toLowerCase();
  if (!(await platformSettingsOf(deps.db)).signupsOpen) {
    throw new AppError('forbidden', SETTINGS_TEXTS.signupsClosed, { domainCode: 'SIGNUPS_CLOSED' });
  }
  await enforce(
    deps.limits,
    [['signUpAddress', ip]],
    (wait) => `Too many accounts created from your network. Please try again ${wait}.`,
  );
  const existing = await deps.db.select({ id: users.id }).from(users).where(byEmail(email)).limit(1);
  if (existing.length > 0) {
    throw new AppError('conflict', 'An account with this email already exists. Please sign in instead.', {
      domainCode: 'EMAIL_TAKEN',
    });
  }
  const passwordHash = await hashPassword(input.password);
  let userId: string;
  try {
    userId = await deps.db.transaction(async (tx) => {
      const [user] = await tx.insert(users).values({ email, passwordHash }).returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');
      await tx.insert(profiles).values({ id: user.id, fullName: input.fullName, email, role: input.role });
      await recordReferral(tx, user.id, input.ref);
      return user.id;
    });
  } catch (err) {
    // Two sign-ups racing for one email: the unique index decides, the loser gets the same clear message.
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) {
      throw new AppError('conflict', 'An account with this email already exists. Please sign in instead.', {
        domainCode: 'EMAIL_TAKEN',
      });
    }
    throw err;
  }
  await sendConfirmation(deps, { id: userId, email, fullName: input.fullName });
  return { email };
}

export async function signIn(
  deps: AuthDeps,
  input: SignInInput,
  ip: string,
): Promise<{ user: SessionUser; token: string; expiresAt: Date }> {
  // Counted before the password is checked: parallel guesses cannot all pass a check made beforehand.
  const attempt = await countSignInAttempt(deps, input.email, ip).catch(async (err: unknown) => {
    if (err instanceof AppError && err.details.domainCode === 'TOO_MANY_ATTEMPTS') await signInBurst(deps.db);
    throw err;
  });
  const [row] = await deps.db
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      emailVerifiedAt: users.emailVerifiedAt,
      fullName: profiles.fullName,
      role: profiles.role,
      avatarUrl: profiles.avatarUrl,
      username: profiles.username,
      isProvider: isProviderColumn,
      deactivatedAt: profiles.deactivatedAt,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(providerProfiles, eq(providerProfiles.userId, users.id))
    .where(byEmail(input.email))
    .limit(1);
  const valid = row
    ? await verifyPassword(row.passwordHash, input.password)
    : (await verifyPassword(await dummyHash, input.password), false);
  if (!row || !valid) {
    // The slowing has started: the owner is told, on the side (the answer does not wait for the mail). An
    // email without an account takes the same path (no mail).
    if (isSlowed(attempt)) void alertOwner(deps, input.email);
    throw new AppError('unauthorized', 'Invalid email or password.', { domainCode: 'INVALID_CREDENTIALS' });
  }
  await signInSucceeded(deps, attempt);
  // Said only to someone who knows the password: a deactivated account is not revealed to guessers.
  if (row.deactivatedAt) {
    throw new AppError('forbidden', ADMIN_TEXTS.accountDeactivated, { domainCode: 'ACCOUNT_DEACTIVATED' });
  }
  if (!row.emailVerifiedAt) {
    throw new AppError(
      'forbidden',
      'Please confirm your email address before signing in. Check your inbox for the confirmation link.',
      { domainCode: 'EMAIL_NOT_CONFIRMED' },
    );
  }
  await deps.db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, row.id));
  const { token, expiresAt } = await createSession(deps.db, row.id);
  const { passwordHash: _hash, emailVerifiedAt: _verified, deactivatedAt: _deactivated, ...user } = row;
  return { user, token, expiresAt };
}

export async function confirmEmail(db: Db, token: string, now = new Date()): Promise<{ email: string }> {
  const [row] = await db
    .select({
      id: emailVerificationTokens.id,
      userId: emailVerificationTokens.userId,
      expiresAt: emailVerificationTokens.expiresAt,
      email: users.email,
    })
    .from(emailVerificationTokens)
    .innerJoin(users, eq(users.id, emailVerificationTokens.userId))
    .where(eq(emailVerificationTokens.id, hashToken(token)))
    .limit(1);
  if (!row) {
    throw new AppError('bad_request', 'This confirmation link is invalid or has already been used.', {
      domainCode: 'TOKEN_INVALID',
    });
  }
  if (row.expiresAt.getTime() <= now.getTime()) {
    await db.delete(emailVerificationTokens).where(eq(emailVerificationTokens.id, row.id));
    throw new AppError('bad_request', 'This confirmation link has expired. Sign in to request a new one.', {
      domainCode: 'TOKEN_EXPIRED',
    });
  }
  await db.transaction(async (tx) => {
    await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, row.userId));
    await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, row.userId));
  });
  return { email: row.email };
}

/** Sends a fresh link to an unconfirmed account. Answers the same whether or not the account exists. */
export async function resendConfirmation(deps: AuthDeps, email: string): Promise<void> {
  const [user] = await deps.db
    .select({
      id: users.id,
      email: users.email,
      verified: users.emailVerifiedAt,
      fullName: profiles.fullName,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(byEmail(email))
    .limit(1);
  if (!user || user.verified) return;
  const [recent] = await deps.db
    .select({ id: emailVerificationTokens.id })
    .from(emailVerificationTokens)
    .where(
      and(
        eq(emailVerificationTokens.userId, user.id),
        gt(emailVerificationTokens.createdAt, new Date(Date.now() - RESEND_INTERVAL_MS)),
      ),
    )
    .orderBy(desc(emailVerificationTokens.createdAt))
    .limit(1);
  if (recent) return;
  await sendConfirmation(deps, user);
}
