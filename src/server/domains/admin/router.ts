import {
  adminOverviewInput,
  adminUsersInput,
  auditPageInput,
  setUserActiveInput,
  setUserRoleInput,
} from '../../../shared/admin';
import { alertListInput, alertStatusInput } from '../../../shared/alerts';
import { adminDisputesInput, refundDisputeInput, rejectDisputeInput } from '../../../shared/disputes';
import { settingsInput } from '../../../shared/fees';
import { adminPaymentsInput } from '../../../shared/payments-admin';
import { adminPayoutsInput, retryPayoutInput } from '../../../shared/payouts-admin';
import { generateReportInput } from '../../../shared/reports';
import { resumeInput } from '../../../shared/forum';
import { isTopicEvent } from '../../realtime/event-map';
import { resumableStream } from '../../realtime/stream';
import { adminProcedure, router } from '../../trpc/init';
import { refundDispute, rejectDispute } from '../disputes/resolve';
import { listAdminPayments } from '../payments/admin';
import { paymentsReconciliation } from '../payments/reconciliation';
import { listAdminPayouts, retryPayout } from '../payouts/admin';
import { listDisputes } from '../disputes/service';
import { listAlerts, setAlertStatus } from './alerts';
import { listAudit } from './audit';
import { adminApplicationProcedures } from './applications-router';
import { adminListingProcedures } from './listings-router';
import { adminOverview } from './overview';
import { generateReport, listReports } from './reports/service';
import { adminSettings, saveSettings } from './settings';
import { listUsers, setUserActive, setUserRole } from './users';

/** The admin console. Every procedure is an adminProcedure: the caller's role is re-read on each call. */
export const adminRouter = router({
  ...adminListingProcedures,
  ...adminApplicationProcedures,

  overview: adminProcedure
    .input(adminOverviewInput)
    .query(({ ctx, input }) =>
      ctx.caches.adminFigures.get('overview', () => adminOverview(ctx.db), input?.fresh),
    ),

  users: adminProcedure
    .input(adminUsersInput)
    .query(({ ctx, input }) => listUsers(ctx.db, input, ctx.caches.adminFigures)),

  setUserActive: adminProcedure
    .input(setUserActiveInput)
    .mutation(({ ctx, input }) => setUserActive(ctx, ctx.user, input.userId, input.active)),

  setUserRole: adminProcedure
    .input(setUserRoleInput)
    .mutation(({ ctx, input }) => setUserRole(ctx, ctx.user, input.userId, input.role)),

  alerts: adminProcedure
    .input(alertListInput)
    .query(({ ctx, input }) => listAlerts(ctx.db, input.includeResolved)),

  setAlertStatus: adminProcedure.input(alertStatusInput).mutation(async ({ ctx, input }) => {
    await setAlertStatus(ctx.db, ctx.user, input.alertId, input.status);
    return { ok: true as const };
  }),

  reports: adminProcedure.query(({ ctx }) => listReports(ctx.db)),

  generateReport: adminProcedure
    .input(generateReportInput)
    .mutation(({ ctx, input }) => generateReport(ctx, ctx.user, input)),

  disputes: adminProcedure
    .input(adminDisputesInput)
    .query(({ ctx, input }) => listDisputes(ctx.db, input.status)),

  refundDispute: adminProcedure.input(refundDisputeInput).mutation(async ({ ctx, input }) => {
    const resolved = await refundDispute(ctx.db, ctx.user, input);
    // Paid through a provider, the refund is sent at once.
    if (ctx.payments) await ctx.jobs?.send('send-refunds', {});
    return resolved;
  }),

  rejectDispute: adminProcedure
    .input(rejectDisputeInput)
    .mutation(({ ctx, input }) => rejectDispute(ctx.db, ctx.user, input)),

  /** Every payment and its refunds, with the provider's references; filtered and paged. */
  payments: adminProcedure
    .input(adminPaymentsInput)
    .query(({ ctx, input }) => listAdminPayments(ctx.db, input)),

  /** What does not add up between bookings, payments and refunds. */
  paymentsReconciliation: adminProcedure.query(({ ctx }) => paymentsReconciliation(ctx.db)),

  /** Every payout to hosts and providers, with the network's references; filtered and paged. */
  payouts: adminProcedure.input(adminPayoutsInput).query(({ ctx, input }) => listAdminPayouts(ctx.db, input)),

  /** Makes a failed payout due now (audited), then asks for the release at once rather than next minute. */
  retryPayout: adminProcedure.input(retryPayoutInput).mutation(async ({ ctx, input }) => {
    await retryPayout(ctx.db, ctx.user, input.payoutId);
    await ctx.jobs?.send('release-payouts', {});
    return { ok: true as const };
  }),

  settings: adminProcedure.query(({ ctx }) => adminSettings(ctx.db)),

  saveSettings: adminProcedure
    .input(settingsInput)
    .mutation(({ ctx, input }) => saveSettings(ctx.db, ctx.user, input)),

  audit: adminProcedure.input(auditPageInput).query(({ ctx, input }) => listAudit(ctx.db, input.cursor)),

  /** Console changes (alerts raised or updated), resumable after a reconnect. */
  events: adminProcedure.input(resumeInput).subscription(({ ctx, input, signal }) =>
    resumableStream({
      bus: ctx.bus,
      scope: { topic: 'admin' },
      lastEventId: input?.lastEventId,
      signal,
      map: (event) => (isTopicEvent('admin', event.data) ? event.data : null),
    }),
  ),
});
