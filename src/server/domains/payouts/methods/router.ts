import { payoutMethodInput } from '../../../../shared/payouts';
import { hostProcedure, router } from '../../../trpc/init';
import { getPayoutMethod, removePayoutMethod, savePayoutMethod } from './service';

/** Settings › Host Info: the caller's own payout method (scoped by ctx.user.id), only ever shown masked. */
export const payoutMethodRouter = router({
  get: hostProcedure.query(({ ctx }) => getPayoutMethod(ctx.db, ctx.user.id)),
  save: hostProcedure
    .input(payoutMethodInput)
    .mutation(({ ctx, input }) => savePayoutMethod(ctx.db, ctx.user.id, input)),
  remove: hostProcedure.mutation(async ({ ctx }) => {
    await removePayoutMethod(ctx.db, ctx.user.id);
    return { removed: true as const };
  }),
});
