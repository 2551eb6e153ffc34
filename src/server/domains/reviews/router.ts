import { z } from 'zod';
import { createReviewInput } from '../../../shared/booking';
import { text } from '../../../shared/text';
import { protectedProcedure, publicProcedure, router } from '../../trpc/init';
import { createReview, reviewsForProperty, testimonials } from './service';

export const reviewsRouter = router({
  forProperty: publicProcedure
    .input(z.object({ propertyId: text().trim().min(1).max(100) }))
    .query(({ ctx, input }) => reviewsForProperty(ctx.db, input.propertyId)),
  testimonials: publicProcedure.query(({ ctx }) => testimonials(ctx.db)),
  create: protectedProcedure
    .input(createReviewInput)
    .mutation(({ ctx, input }) => createReview(ctx.db, ctx.user.id, input)),
});
