import {
  hostPropertiesInput,
  hostPropertyIdInput,
  propertyFormInput,
  updatePropertyInput,
} from '../../../shared/host';
import { hostProcedure, protectedProcedure, router } from '../../trpc/init';
import type { Context } from '../../trpc/context';
import { analyticsRouter } from './analytics/router';
import { archiveProperty } from './archive';
import { availabilityRouter } from './availability/router';
import { calendarRouter } from './calendar/router';
import { dashboardRouter } from './dashboard/router';
import { icalRouter } from './ical/router';
import { becomeHost } from './become-host';
import { hostListingOptions, hostProperties, hostProperty } from './listings';
import { createProperty, updateProperty } from './save';

/** A listing changed: this instance's search counts are recounted at once (other instances' within their TTL). */
function listingsChanged<T>(ctx: Context, result: T): T {
  ctx.caches.searchCounts.clear();
  return result;
}

export const hostRouter = router({
  becomeHost: protectedProcedure.mutation(({ ctx }) => becomeHost(ctx.db, ctx.user.id)),
  properties: router({
    options: hostProcedure.query(({ ctx }) => hostListingOptions(ctx.db, ctx.user.id)),
    list: hostProcedure
      .input(hostPropertiesInput.prefault({}))
      .query(({ ctx, input }) => hostProperties(ctx.db, ctx.user.id, input)),
    get: hostProcedure
      .input(hostPropertyIdInput)
      .query(({ ctx, input }) => hostProperty(ctx.db, ctx.user.id, input.id)),
    create: hostProcedure
      .input(propertyFormInput)
      .mutation(async ({ ctx, input }) =>
        listingsChanged(ctx, await createProperty(ctx.db, ctx.storage, ctx.user.id, input)),
      ),
    update: hostProcedure.input(updatePropertyInput).mutation(async ({ ctx, input }) => {
      const { id, ...form } = input;
      return listingsChanged(ctx, await updateProperty(ctx.db, ctx.storage, ctx.user.id, id, form));
    }),
    archive: hostProcedure
      .input(hostPropertyIdInput)
      .mutation(async ({ ctx, input }) =>
        listingsChanged(ctx, await archiveProperty(ctx.db, ctx.user.id, input.id)),
      ),
  }),
  dashboard: dashboardRouter,
  calendar: calendarRouter,
  availability: availabilityRouter,
  ical: icalRouter,
  analytics: analyticsRouter,
});
