import { hostDashboardInput } from '../../../../shared/host-dashboard';
import { hostProcedure, router } from '../../../trpc/init';
import { hostDashboard } from './service';

export const dashboardRouter = router({
  get: hostProcedure
    .input(hostDashboardInput)
    .query(({ ctx }) => hostDashboard(ctx.db, ctx.caches.hostFigures, ctx.user.id)),
});
