import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { SESSION_COOKIE, validateSessionToken, type ValidSession } from './sessions';

/** Cookies are marked Secure only where they can be: in production behind https. */
export function isSecureCookie(config: Config): boolean {
  return config.env === 'production' && config.publicUrl.startsWith('https:');
}

/**
 * The session of a request's cookie, or null. Never throws: a failed lookup is logged and treated as none.
 * `renew` false: the answer cannot carry a cookie (a WebSocket's calls), so the expiry is not extended.
 */
export async function requestSession(
  db: Db,
  req: FastifyRequest,
  options: { renew?: boolean } = {},
): Promise<ValidSession | null> {
  const token = req.cookies[SESSION_COOKIE];
  if (!token) return null;
  try {
    return await validateSessionToken(db, token, new Date(), options.renew ?? true);
  } catch (err) {
    req.log.error({ err }, 'session validation failed');
    return null;
  }
}

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean): void {
  void reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  void reply.setCookie(SESSION_COOKIE, '', { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: 0 });
}
