import { availabilityListInput } from '../../../../shared/availability';
import { availabilityFormInput } from '../../../../shared/calendar';
import { hostProcedure, router } from '../../../trpc/init';
import { listBlocks, setAvailability } from './service';

export const availabilityRouter = router({
  list: hostProcedure
    .input(availabilityListInput)
    .query(({ ctx, input }) => listBlocks(ctx.db, ctx.user.id, input.propertyId)),
  set: hostProcedure.input(availabilityFormInput).mutation(async ({ ctx, input }) => {
    const result = await setAvailability(ctx.db, ctx.user.id, input);
    // Date searches count listings free on given nights: this instance recounts at once.
    ctx.caches.searchCounts.clear();
    return result;
  }),
});
