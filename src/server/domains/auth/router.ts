import {
  confirmEmailInput,
  requestPasswordResetInput,
  resendConfirmationInput,
  resetPasswordInput,
  signInInput,
  signUpInput,
} from '../../../shared/auth';
import { clearSessionCookie, isSecureCookie, setSessionCookie } from '../../auth/cookies';
import { invalidateSession } from '../../auth/sessions';
import type { Context } from '../../trpc/context';
import { protectedProcedure, publicProcedure, router } from '../../trpc/init';
import * as passwordReset from './password-reset';
import * as auth from './service';

const deps = (ctx: Context): auth.AuthDeps => ({
  db: ctx.db,
  mailer: ctx.mailer,
  publicUrl: ctx.config.publicUrl,
  limits: ctx.limits,
  log: ctx.log,
});

export const authRouter = router({
  me: publicProcedure.query(({ ctx }) => ({ user: ctx.user })),

  signUp: publicProcedure
    .input(signUpInput)
    .mutation(({ ctx, input }) => auth.signUp(deps(ctx), input, ctx.ip)),

  signIn: publicProcedure.input(signInInput).mutation(async ({ ctx, input }) => {
    const { user, token, expiresAt } = await auth.signIn(deps(ctx), input, ctx.ip);
    // A new session on every sign-in; any session the browser held before is ended.
    if (ctx.session) await invalidateSession(ctx.db, ctx.session.id);
    if (ctx.res) setSessionCookie(ctx.res, token, expiresAt, isSecureCookie(ctx.config));
    return { user };
  }),

  signOut: protectedProcedure.mutation(async ({ ctx }) => {
    await invalidateSession(ctx.db, ctx.session.id);
    // Every instance closes this session's sockets; they reconnect signed out.
    await ctx.bus.signal({ kind: 'sessions_ended', sessionIds: [ctx.session.id] });
    if (ctx.res) clearSessionCookie(ctx.res, isSecureCookie(ctx.config));
    return { ok: true as const };
  }),

  confirmEmail: publicProcedure
    .input(confirmEmailInput)
    .mutation(({ ctx, input }) => auth.confirmEmail(ctx.db, input.token)),

  resendConfirmation: publicProcedure.input(resendConfirmationInput).mutation(async ({ ctx, input }) => {
    await auth.resendConfirmation(deps(ctx), input.email);
    return { ok: true as const };
  }),

  /** Mails a link to choose a new password; the same answer whether or not the account exists. */
  requestPasswordReset: publicProcedure.input(requestPasswordResetInput).mutation(async ({ ctx, input }) => {
    await passwordReset.requestPasswordReset({ ...deps(ctx), jobs: ctx.jobs }, input.email, ctx.ip);
    return { ok: true as const };
  }),

  /** A new password through the mailed link; every session of the account ends, this browser's too. */
  resetPassword: publicProcedure.input(resetPasswordInput).mutation(async ({ ctx, input }) => {
    const result = await passwordReset.resetPassword({ ...deps(ctx), bus: ctx.bus }, input, ctx.ip);
    if (ctx.res && ctx.user?.email === result.email) clearSessionCookie(ctx.res, isSecureCookie(ctx.config));
    return result;
  }),
});
