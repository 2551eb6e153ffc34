import { addIcalFeedInput, icalFeedIdInput, icalPropertyInput } from '../../../../shared/ical';
import { countCalendarFetch } from '../../../limits/actions';
import type { Context } from '../../../trpc/context';
import { hostProcedure, router } from '../../../trpc/init';
import { exportUrl, regenerateExportUrl } from './export';
import { addFeed, listFeeds, removeFeed, syncFeedNow } from './feeds';

const fetchLimits = (ctx: Context) => ({ allowLoopback: ctx.config.icalAllowLoopback });

/** host.ical: a listing's private export feed and the external calendars it imports. */
export const icalRouter = router({
  exportUrl: hostProcedure
    .input(icalPropertyInput)
    .query(({ ctx, input }) => exportUrl(ctx.db, ctx.config.publicUrl, ctx.user.id, input.propertyId)),
  regenerate: hostProcedure
    .input(icalPropertyInput)
    .mutation(({ ctx, input }) =>
      regenerateExportUrl(ctx.db, ctx.config.publicUrl, ctx.user.id, input.propertyId),
    ),
  feeds: hostProcedure
    .input(icalPropertyInput)
    .query(({ ctx, input }) => listFeeds(ctx.db, ctx.user.id, input.propertyId)),
  addFeed: hostProcedure.input(addIcalFeedInput).mutation(async ({ ctx, input }) => {
    await countCalendarFetch(ctx.limits, ctx.user.id, ctx.ip);
    return addFeed(ctx.db, ctx.user.id, input, fetchLimits(ctx));
  }),
  removeFeed: hostProcedure
    .input(icalFeedIdInput)
    .mutation(({ ctx, input }) => removeFeed(ctx.db, ctx.user.id, input.feedId)),
  syncNow: hostProcedure.input(icalFeedIdInput).mutation(async ({ ctx, input }) => {
    await countCalendarFetch(ctx.limits, ctx.user.id, ctx.ip);
    return syncFeedNow(ctx.db, ctx.user.id, input.feedId, fetchLimits(ctx), ctx.log);
  }),
});
