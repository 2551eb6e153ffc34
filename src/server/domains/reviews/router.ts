import { z } from 'zod';
import { publicProcedure, router } from '../../trpc/init';
import { reviewsForProperty, testimonials } from './service';

export const reviewsRouter = router({
  forProperty: publicProcedure
    .input(z.object({ propertyId: z.string().trim().min(1).max(100) }))
    .query(({ ctx, input }) => reviewsForProperty(ctx.db, input.propertyId)),
  testimonials: publicProcedure.query(({ ctx }) => testimonials(ctx.db)),
});
