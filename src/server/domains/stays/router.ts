import { z } from 'zod';
import { protectedProcedure, router } from '../../trpc/init';
import { currentStayAt } from './access';
import { guaranteeRouter } from './guarantee-router';
import { outagesRouter } from './outages-router';
import { speedTestsRouter } from './speed-router';

/** What a guest does during a stay, and what the listing's page shows of it (issue 19). */
export const staysRouter = router({
  /** The signed-in user's stay at this listing going on now, or null. */
  current: protectedProcedure
    .input(z.object({ propertyId: z.uuid('Property not found') }))
    .query(({ ctx, input }) => currentStayAt(ctx.db, ctx.user.id, input.propertyId, Date.now())),
  outages: outagesRouter,
  guarantee: guaranteeRouter,
  speed: speedTestsRouter,
});
