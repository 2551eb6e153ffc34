import {
  applicationListInput,
  rejectApplicationInput,
  reviewApplicationInput,
  revokeProviderInput,
} from '../../../shared/services';
import { adminProcedure } from '../../trpc/init';
import {
  approveApplication,
  listApplications,
  rejectApplication,
  revokeProvider,
} from '../services/applications';

/** Provider applications, reviewed by admins (spread into the admin router). */
export const adminApplicationProcedures = {
  applications: adminProcedure
    .input(applicationListInput)
    .query(({ ctx, input }) => listApplications(ctx.db, input.status)),

  approveApplication: adminProcedure
    .input(reviewApplicationInput)
    .mutation(({ ctx, input }) => approveApplication(ctx, ctx.user, input.applicationId)),

  rejectApplication: adminProcedure
    .input(rejectApplicationInput)
    .mutation(({ ctx, input }) => rejectApplication(ctx.db, ctx.user, input.applicationId, input.reason)),

  revokeProvider: adminProcedure
    .input(revokeProviderInput)
    .mutation(({ ctx, input }) => revokeProvider(ctx, ctx.user, input.applicationId, input.reason)),
};
