import { hostProcedure, providerProcedure, router } from '../../trpc/init';
import { payoutListInput } from '../../../shared/payouts';
import { payoutHistory } from './list';
import { payoutAccountRouter } from './account-router';
import { payoutMethodRouter } from './methods/router';
import { payoutSummary, providerPayoutSummary } from './summary';

export const payoutsRouter = router({
  list: hostProcedure
    .input(payoutListInput.prefault({}))
    .query(({ ctx, input }) => payoutHistory(ctx.db, ctx.user.id, input)),
  summary: hostProcedure.query(({ ctx }) => payoutSummary(ctx.db, ctx.user.id)),
  // A verified provider's own service payouts (/provider/payouts), whatever their account's role.
  providerList: providerProcedure
    .input(payoutListInput.prefault({}))
    .query(({ ctx, input }) => payoutHistory(ctx.db, ctx.user.id, input, new Date(), 'service')),
  providerSummary: providerProcedure.query(({ ctx }) => providerPayoutSummary(ctx.db, ctx.user.id)),
  method: payoutMethodRouter,
  account: payoutAccountRouter,
});
