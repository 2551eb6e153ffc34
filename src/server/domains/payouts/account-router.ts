import { payeeProcedure, router } from '../../trpc/init';
import { getPayoutAccount, refreshStripeAccount, stripeOnboardingLink } from './account';

/** Settings › Payouts: the caller's own account at the payout network (scoped by ctx.user.id). */
export const payoutAccountRouter = router({
  get: payeeProcedure.query(({ ctx }) => getPayoutAccount(ctx.db, ctx.payouts, ctx.user.id)),
  /** Stripe: a one-time link to Stripe's onboarding (the account is made on the first call). */
  connect: payeeProcedure.mutation(({ ctx }) =>
    stripeOnboardingLink(ctx.db, ctx.payouts, ctx.user, ctx.config.publicUrl),
  ),
  /** Stripe: the account's readiness asked of Stripe now; a payable account makes waiting payouts due. */
  refresh: payeeProcedure.mutation(async ({ ctx }) => {
    const view = await refreshStripeAccount(ctx.db, ctx.payouts, ctx.user.id);
    if (view.account?.payoutsEnabled) await ctx.jobs?.send('release-payouts', {});
    return view;
  }),
});
