import { hostProcedure, router } from '../../trpc/init';
import { payoutListInput } from '../../../shared/payouts';
import { payoutHistory } from './list';
import { payoutAccountRouter } from './account-router';
import { payoutMethodRouter } from './methods/router';
import { payoutSummary } from './summary';

export const payoutsRouter = router({
  list: hostProcedure
    .input(payoutListInput.prefault({}))
    .query(({ ctx, input }) => payoutHistory(ctx.db, ctx.user.id, input)),
  summary: hostProcedure.query(({ ctx }) => payoutSummary(ctx.db, ctx.user.id)),
  method: payoutMethodRouter,
  account: payoutAccountRouter,
});
