import { providerApplicationInput } from '../../../shared/services';
import { protectedProcedure, router } from '../../trpc/init';
import { myProviderStatus, submitApplication } from './applications';

/** The services marketplace: so far, becoming a provider (the categories are constants in src/shared). */
export const servicesRouter = router({
  myProviderStatus: protectedProcedure.query(({ ctx }) => myProviderStatus(ctx.db, ctx.user.id)),

  submitApplication: protectedProcedure
    .input(providerApplicationInput)
    .mutation(({ ctx, input }) => submitApplication({ ...ctx, log: ctx.log }, ctx.user.id, input)),
});
