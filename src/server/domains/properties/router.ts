import { z } from 'zod';
import { searchPropertiesInput } from '../../../shared/search';
import { text } from '../../../shared/text';
import { publicProcedure, router } from '../../trpc/init';
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
});
