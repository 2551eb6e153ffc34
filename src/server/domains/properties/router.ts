import { z } from 'zod';
import { reportListingInput } from '../../../shared/moderation';
import { searchPropertiesInput } from '../../../shared/search';
import { text } from '../../../shared/text';
import { protectedProcedure, publicProcedure, router } from '../../trpc/init';
import { reportListing } from './report';
import { searchProperties } from './search';
import { featuredProperties, platformStats, propertyById } from './service';

const propertyIdInput = z.object({ id: text().trim().min(1, 'Property ID is required').max(100) });

export const propertiesRouter = router({
  // No input at all means no filters (handy for scripts).
  search: publicProcedure
    .input(searchPropertiesInput.prefault({}))
    .query(({ ctx, input }) =>
      searchProperties(ctx.db, input, ctx.user?.id ?? null, ctx.caches.searchCounts),
    ),
  featured: publicProcedure.query(({ ctx }) => featuredProperties(ctx.db, ctx.user?.id ?? null)),
  byId: publicProcedure
    .input(propertyIdInput)
    .query(({ ctx, input }) => propertyById(ctx.db, input.id, ctx.user?.id ?? null)),
  stats: publicProcedure.query(({ ctx }) => platformStats(ctx.db)),
  /** 'Report this listing' on its page: any signed-in user, not on their own listing. */
  report: protectedProcedure
    .input(reportListingInput)
    .mutation(({ ctx, input }) => reportListing(ctx.db, ctx.user.id, input, ctx.log)),
});
