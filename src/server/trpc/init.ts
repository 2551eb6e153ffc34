import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import type { Role } from '../../shared/roles';
import type { Context } from './context';
import { DomainError, INTERNAL_MESSAGE } from './errors';

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    const internal = error.code === 'INTERNAL_SERVER_ERROR';
    return {
      ...shape,
      message: internal ? INTERNAL_MESSAGE : shape.message,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        domainCode: cause instanceof DomainError ? cause.domainCode : undefined,
        zodIssues:
          cause instanceof ZodError
            ? cause.issues.map((i) => ({ path: i.path.map(String), message: i.message }))
            : undefined,
      },
    };
  },
});

/** Maps domain errors thrown by services to tRPC errors, keeping their message and reason. */
const domainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof DomainError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: cause.code, message: cause.message, cause });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(domainErrors);

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

export const hostProcedure = roleProcedure('host');
export const providerProcedure = roleProcedure('provider');
export const adminProcedure = roleProcedure('admin');
