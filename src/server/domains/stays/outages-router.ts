import { z } from 'zod';
import { answerOutageInput, outageIdInput, reportOutageInput } from '../../../shared/outages';
import { hostProcedure, protectedProcedure, publicProcedure, router } from '../../trpc/init';
import {
  answerOutage,
  endOutage,
  outageSummary,
  outagesForHost,
  outagesOfBooking,
  reportOutage,
} from './outages';

/** Outages guests report during a stay, and the host's answers (issue 19). */
export const outagesRouter = router({
  /** The stay's guest, during the stay. */
  report: protectedProcedure
    .input(reportOutageInput)
    .mutation(({ ctx, input }) => reportOutage(ctx.db, ctx.user.id, input)),
  /** The guest who reported it marks it as over. */
  end: protectedProcedure
    .input(outageIdInput)
    .mutation(({ ctx, input }) => endOutage(ctx.db, ctx.user.id, input.outageId)),
  /** The guest's own reports on one of their bookings. */
  ofBooking: protectedProcedure
    .input(z.object({ bookingId: z.uuid('Booking not found') }))
    .query(({ ctx, input }) => outagesOfBooking(ctx.db, ctx.user.id, input.bookingId)),
  /** Reports on the host's listings (their dashboard). */
  forHost: hostProcedure.query(({ ctx }) => outagesForHost(ctx.db, ctx.user.id)),
  answer: hostProcedure
    .input(answerOutageInput)
    .mutation(({ ctx, input }) => answerOutage(ctx.db, ctx.user.id, input)),
  /** The listing page's count and median length of the last 90 days. */
  forProperty: publicProcedure
    .input(z.object({ propertyId: z.uuid('Property not found') }))
    .query(({ ctx, input }) => outageSummary(ctx.db, input.propertyId)),
});
