import { payoutMethodInput } from '../../../../shared/payouts';
import { payeeProcedure, router } from '../../../trpc/init';
import { prepareRecipient } from '../account';
import { getPayoutMethod, removePayoutMethod, savePayoutMethod } from './service';

/**
 * Settings › Payouts: the caller's own payout method (scoped by ctx.user.id), only ever shown masked. Under
 * Paystack it becomes a transfer recipient before it is saved.
 */
export const payoutMethodRouter = router({
  get: payeeProcedure.query(({ ctx }) => getPayoutMethod(ctx.db, ctx.user.id)),
  save: payeeProcedure.input(payoutMethodInput).mutation(async ({ ctx, input }) => {
    await prepareRecipient(ctx.db, ctx.payouts, ctx.user.id, ctx.user.fullName, input);
    const saved = await savePayoutMethod(ctx.db, ctx.user.id, input);
    await ctx.jobs?.send('release-payouts', {});
    return saved;
  }),
  remove: payeeProcedure.mutation(async ({ ctx }) => {
    await removePayoutMethod(ctx.db, ctx.user.id);
    return { removed: true as const };
  }),
});
