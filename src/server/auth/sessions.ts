import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles, providerProfiles, sessions, users } from '../db/schema';
import type { Role } from '../../shared/roles';
import { hashToken, randomToken, sameHash } from './tokens';

export const SESSION_COOKIE = 'kazistay_session';
const DAY = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = 30 * DAY;
/** A session used in its second half of life is extended to a full TTL again (sliding expiry). */
const SESSION_RENEW_MS = 15 * DAY;

export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  avatarUrl: string | null;
  username: string | null;
  /** A verified provider (an admin approved their application): read with the session, on every request. */
  isProvider: boolean;
}

export interface ValidSession {
  id: string;
  expiresAt: Date;
  /** True when this validation extended the expiry: the cookie must be re-sent. */
  renewed: boolean;
  user: SessionUser;
}

/** For a query that left-joins provider_profiles on the user: whether they are a verified provider now. */
export const isProviderColumn =
  sql<boolean>`(${providerProfiles.userId} is not null and ${providerProfiles.revokedAt} is null)`.mapWith(
    Boolean,
  );

/** Creates a session and returns the cookie token `<id>.<secret>`. */
export async function createSession(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const id = randomToken(15);
  const secret = randomToken(20);
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({ id, secretHash: hashToken(secret), userId, expiresAt, createdAt: now });
  return { token: `${id}.${secret}`, expiresAt };
}

/**
 * The session a token names, with its user's current role and provider status. `renew` false leaves the
 * expiry as it is: a caller that cannot send the extended cookie back (a WebSocket) must not extend it.
 */
export async function validateSessionToken(
  db: Db,
  token: string,
  now = new Date(),
  renew = true,
): Promise<ValidSession | null> {
  const [id, secret, extra] = token.split('.');
  if (!id || !secret || extra !== undefined || id.length > 64 || secret.length > 64) return null;
  const [row] = await db
    .select({
      id: sessions.id,
      secretHash: sessions.secretHash,
      expiresAt: sessions.expiresAt,
      user: {
        id: users.id,
        email: users.email,
        fullName: profiles.fullName,
        role: profiles.role,
        avatarUrl: profiles.avatarUrl,
        username: profiles.username,
        isProvider: isProviderColumn,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // A deactivated account's sessions are deleted with the deactivation; this keeps any straggler out too.
    .innerJoin(profiles, and(eq(profiles.id, sessions.userId), isNull(profiles.deactivatedAt)))
    .leftJoin(providerProfiles, eq(providerProfiles.userId, sessions.userId))
    .where(eq(sessions.id, id))
    .limit(1);
  if (!row || !sameHash(row.secretHash, hashToken(secret))) return null;
  if (row.expiresAt.getTime() <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  let expiresAt = row.expiresAt;
  let renewed = false;
  if (renew && expiresAt.getTime() - now.getTime() < SESSION_TTL_MS - SESSION_RENEW_MS) {
    expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    renewed = true;
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
  }
  return { id: row.id, expiresAt, renewed, user: row.user };
}

export async function invalidateSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db.delete(sessions).where(and(lt(sessions.expiresAt, now)));
}

/** What decides a session's rights: its user's role and provider status. */
export type Access = Pick<SessionUser, 'role' | 'isProvider'>;

export function accessOf(user: SessionUser): Access {
  return { role: user.role, isProvider: user.isProvider };
}

/** Whether two sessions' rights are the same (null: no session). */
export function sameAccess(a: Access | null, b: Access | null): boolean {
  if (!a || !b) return a === b;
  return a.role === b.role && a.isProvider === b.isProvider;
}

/** The current access of each of these sessions that is still valid (not ended, expired or deactivated). */
export async function accessOfSessions(
  db: Db,
  sessionIds: string[],
  now = new Date(),
): Promise<Map<string, Access>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .select({ id: sessions.id, role: profiles.role, isProvider: isProviderColumn })
    .from(sessions)
    .innerJoin(profiles, and(eq(profiles.id, sessions.userId), isNull(profiles.deactivatedAt)))
    .leftJoin(providerProfiles, eq(providerProfiles.userId, sessions.userId))
    .where(and(inArray(sessions.id, sessionIds), gt(sessions.expiresAt, now)));
  return new Map(rows.map((r) => [r.id, { role: r.role, isProvider: r.isProvider }]));
}
