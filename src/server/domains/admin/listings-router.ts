import {
  adminListingsInput,
  listingIdInput,
  listingReportIdInput,
  suspendListingInput,
} from '../../../shared/moderation';
import { adminProcedure } from '../../trpc/init';
import { dismissReport, listingReportsOf, listListings, restoreListing, suspendListing } from './listings';

/** Listing moderation, spread into the admin router (every procedure an adminProcedure). */
export const adminListingProcedures = {
  listings: adminProcedure.input(adminListingsInput).query(({ ctx, input }) => listListings(ctx.db, input)),

  listingReports: adminProcedure
    .input(listingIdInput)
    .query(({ ctx, input }) => listingReportsOf(ctx.db, input.propertyId)),

  suspendListing: adminProcedure
    .input(suspendListingInput)
    .mutation(({ ctx, input }) => suspendListing(ctx, ctx.user, input.propertyId, input.reason)),

  restoreListing: adminProcedure
    .input(listingIdInput)
    .mutation(({ ctx, input }) => restoreListing(ctx, ctx.user, input.propertyId)),

  dismissListingReport: adminProcedure.input(listingReportIdInput).mutation(async ({ ctx, input }) => {
    await dismissReport(ctx.db, ctx.user, input.reportId);
    return { ok: true as const };
  }),
};
