import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE } from './sessions';

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
