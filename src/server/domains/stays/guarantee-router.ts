import { z } from 'zod';
import { GUARANTEE_TEXTS, setGuaranteeInput } from '../../../shared/guarantee';
import { hostProcedure, router } from '../../trpc/init';
import { guaranteeStatus, setGuarantee } from './guarantee-settings';

/** The host's opt-in to the workday guarantee for a listing of theirs (issue 19). */
export const guaranteeRouter = router({
  status: hostProcedure
    .input(z.object({ propertyId: z.uuid(GUARANTEE_TEXTS.notFound) }))
    .query(({ ctx, input }) => guaranteeStatus(ctx.db, ctx.user.id, input.propertyId)),
  set: hostProcedure.input(setGuaranteeInput).mutation(async ({ ctx, input }) => {
    const status = await setGuarantee(ctx.db, ctx.user.id, input);
    // The marketplace's guarantee filter counts differently now.
    ctx.caches.searchCounts.clear();
    return status;
  }),
});
