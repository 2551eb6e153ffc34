import { initTRPC, TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { ZodError } from 'zod';
import type { Role } from '../../shared/roles';
import { MAX_SOCKET_SUBSCRIPTIONS, SOCKET_SUBSCRIPTIONS_MESSAGE } from '../../shared/limits';
import { SOCKET_CLOSE } from '../../shared/socket-close';
import { requestSession } from '../auth/cookies';
import { accessOf, sameAccess } from '../auth/sessions';
import { CATALOG_TEXTS } from '../../shared/service-catalog';
import { isDatabaseUnavailable } from '../db/errors';
import { AppError, INTERNAL_MESSAGE, UNAVAILABLE_MESSAGE, type AppErrorKind } from '../errors';
import type { Context } from './context';

/** The one place a domain error's kind becomes a tRPC code (and so an HTTP status on /trpc). */
const TRPC_CODES: Record<AppErrorKind, TRPC_ERROR_CODE_KEY> = {
  bad_request: 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  not_found: 'NOT_FOUND',
  conflict: 'CONFLICT',
  payload_too_large: 'PAYLOAD_TOO_LARGE',
  unsupported_media_type: 'UNSUPPORTED_MEDIA_TYPE',
  too_many_requests: 'TOO_MANY_REQUESTS',
  unavailable: 'SERVICE_UNAVAILABLE',
};

/**
 * A refused input's issues as the client reads them: the field and the message, nothing of the schema (zod's
 * own issue carries patterns, limits and types). A message zod wrote itself for a pattern quotes the regex, so
 * that one becomes a plain sentence.
 */
function publicIssues(error: ZodError): { path: string[]; message: string }[] {
  return error.issues.map((i) => ({
    path: i.path.map(String),
    message: 'pattern' in i && i.message.includes(String(i.pattern)) ? 'Invalid format' : i.message,
  }));
}

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    const internal = error.code === 'INTERNAL_SERVER_ERROR';
    const issues = cause instanceof ZodError ? publicIssues(cause) : undefined;
    // tRPC's own message for an input error is the zod error serialized whole; the first issue says it for people.
    const message = internal
      ? INTERNAL_MESSAGE
      : issues
        ? (issues[0]?.message ?? 'Invalid input')
        : shape.message;
    return {
      ...shape,
      message,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        domainCode: cause instanceof AppError ? cause.details.domainCode : undefined,
        retryAfterSeconds: cause instanceof AppError ? cause.details.retryAfterSeconds : undefined,
        zodIssues: issues,
      },
    };
  },
});

/**
 * Maps domain errors thrown by services to tRPC errors, keeping their message and reason; a database that is
 * away for the moment (restarting, failing over) is a 503 to retry, not an internal error.
 */
const domainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: TRPC_CODES[cause.kind], message: cause.message, cause });
  }
  if (
    !result.ok &&
    result.error.code === 'INTERNAL_SERVER_ERROR' &&
    isDatabaseUnavailable(result.error.cause)
  ) {
    throw new TRPCError({
      code: 'SERVICE_UNAVAILABLE',
      message: UNAVAILABLE_MESSAGE,
      cause: result.error.cause,
    });
  }
  return result;
});

/**
 * A WebSocket's context lives as long as the connection; each call on it reads the session again (a role
 * changed, a provider approval revoked, a session ended), so every procedure decides on the caller as they are
 * now, exactly as it does over HTTP. The expiry is not extended: a socket cannot send the cookie back. A call
 * that finds rights other than those the socket was opened with is answered, then the socket is ended (its
 * subscriptions were authorized under the old rights), so every socket's subscriptions run under the rights it
 * is known by; the client opens a new one under the rights of the moment.
 */
const currentCaller = t.middleware(async ({ ctx, type, signal, next }) => {
  const socket = ctx.socket;
  if (!socket) return next();
  const session = await requestSession(ctx.db, ctx.req, { renew: false });
  const rights = session ? accessOf(session.user) : null;
  const subscribing = type === 'subscription';
  if (subscribing && socket.subscriptions >= MAX_SOCKET_SUBSCRIPTIONS) {
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: SOCKET_SUBSCRIPTIONS_MESSAGE });
  }
  const result = await next({ ctx: { session, user: session?.user ?? null } });
  if (subscribing && result.ok) {
    socket.subscriptions++;
    signal?.addEventListener('abort', () => socket.subscriptions--, { once: true });
  }
  if (!sameAccess(socket.openedWith, rights)) {
    // After the answer, which the adapter sends as soon as this call's result settles.
    setImmediate(() =>
      rights
        ? socket.end(SOCKET_CLOSE.accessChanged, 'access changed')
        : socket.end(SOCKET_CLOSE.sessionEnded, 'session ended'),
    );
  }
  return result;
});

export const router = t.router;
export const publicProcedure = t.procedure.use(domainErrors).use(currentCaller);

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: 'You need to be signed in to do that.' });
  }
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } });
});

/**
 * A procedure for the given roles. The role comes from the profile row read for this very request (the
 * session lookup joins profiles), so a role change takes effect at once.
 */
export function roleProcedure(...allowed: Role[]) {
  return protectedProcedure.use(({ ctx, next }) => {
    if (!allowed.includes(ctx.user.role)) {
      throw new TRPCError({ code: 'FORBIDDEN', message: 'You do not have permission to do that.' });
    }
    return next();
  });
}

/**
 * The host area: hosts, and admins (who may host too). The role is the one read for this request, so a guest
 * who just became a host gets in at once and a demoted host is refused at once.
 */
export const hostProcedure = roleProcedure('host', 'admin');
/**
 * The provider side of the services marketplace: verified providers, whatever their account's role (a host or
 * guest whose application an admin approved keeps what they could do). Read with the session on every request,
 * so an approval lets them in at once.
 */
export const providerProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!ctx.user.isProvider) throw new TRPCError({ code: 'FORBIDDEN', message: CATALOG_TEXTS.notProvider });
  return next();
});
/**
 * Whoever is paid out: hosts and admins (stays) and verified providers (services). Read with the session on every
 * request, like the roles above.
 */
export const payeeProcedure = protectedProcedure.use(({ ctx, next }) => {
  const paid = ctx.user.role === 'host' || ctx.user.role === 'admin' || ctx.user.isProvider;
  if (!paid) throw new TRPCError({ code: 'FORBIDDEN', message: 'You do not have permission to do that.' });
  return next();
});
/**
 * The admin console. After any admin change (a user deactivated, a listing suspended, a dispute refunded) this
 * instance's cached admin figures and search counts are dropped, so the admin who made it sees it counted at once.
 */
export const adminProcedure = roleProcedure('admin').use(async ({ ctx, type, next }) => {
  const result = await next();
  if (type === 'mutation') {
    ctx.caches.adminFigures.clear();
    // A deactivation or a suspension takes listings and services out of search: recent counts are stale.
    ctx.caches.searchCounts.clear();
    ctx.caches.serviceCounts.clear();
    ctx.caches.servicePages.clear();
  }
  return result;
});
