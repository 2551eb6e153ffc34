import { analyticsYearInput } from '../../../../shared/analytics';
import { platformToday } from '../../../../shared/dates';
import { hostProcedure, router } from '../../../trpc/init';
import { analyticsYear } from './service';

export const analyticsRouter = router({
  year: hostProcedure.input(analyticsYearInput.prefault({})).query(({ ctx, input }) => {
    // Kept under the host's data version (and the day, which moves the 12 months): exact, never stale.
    const now = new Date();
    return ctx.caches.hostFigures.get(
      ctx.db,
      ctx.user.id,
      `year:${input.propertyId ?? 'all'}:${platformToday(now)}`,
      () => analyticsYear(ctx.db, ctx.user.id, input.propertyId, now),
    );
  }),
});
