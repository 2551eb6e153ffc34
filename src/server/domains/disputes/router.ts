import { openDisputeInput } from '../../../shared/disputes';
import { protectedProcedure, router } from '../../trpc/init';
import { myDisputes, openDispute } from './service';

/** 'Report a problem' for guests; the disputes of my stays and of my listings for guests and hosts. */
export const disputesRouter = router({
  open: protectedProcedure
    .input(openDisputeInput)
    .mutation(({ ctx, input }) => openDispute(ctx, ctx.user.id, input)),

  mine: protectedProcedure.query(({ ctx }) => myDisputes(ctx.db, ctx.user.id)),
});
