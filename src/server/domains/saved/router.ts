import { z } from 'zod';
import { text } from '../../../shared/text';
import { protectedProcedure, router } from '../../trpc/init';
import { savedList, saveProperty, unsaveProperty } from './service';

const propertyRef = z.object({ propertyId: text().trim().min(1).max(100) });

export const savedRouter = router({
  save: protectedProcedure.input(propertyRef).mutation(async ({ ctx, input }) => {
    await saveProperty(ctx.db, ctx.user.id, input.propertyId);
    return { saved: true as const };
  }),
  unsave: protectedProcedure.input(propertyRef).mutation(async ({ ctx, input }) => {
    await unsaveProperty(ctx.db, ctx.user.id, input.propertyId);
    return { saved: false as const };
  }),
  list: protectedProcedure.query(({ ctx }) => savedList(ctx.db, ctx.user.id)),
});
