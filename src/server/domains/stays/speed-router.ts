import { z } from 'zod';
import { finishSpeedTestInput, startSpeedTestInput } from '../../../shared/speed-tests';
import { protectedProcedure, publicProcedure, router } from '../../trpc/init';
import { finishSpeedTest, mySpeedTests, speedStatsOf, startSpeedTest } from './speed-tests';

/** Speed tests at the desk during a stay. */
export const speedTestsRouter = router({
  /** The stay's guest, during the stay, a few times an hour: a test id for the byte endpoints. */
  start: protectedProcedure
    .input(startSpeedTestInput)
    .mutation(({ ctx, input }) => startSpeedTest(ctx.db, ctx.user.id, input.bookingId)),
  /** Records the server's own figures of the test (the browser's are claims, compared and kept). */
  finish: protectedProcedure
    .input(finishSpeedTestInput)
    .mutation(({ ctx, input }) => finishSpeedTest(ctx.db, ctx.user.id, input)),
  /** The guest's own results on one of their bookings. */
  mine: protectedProcedure
    .input(startSpeedTestInput)
    .query(({ ctx, input }) => mySpeedTests(ctx.db, ctx.user.id, input.bookingId)),
  /** The listing page's 'Verified by guests'. */
  forProperty: publicProcedure
    .input(z.object({ propertyId: z.uuid('Property not found') }))
    .query(({ ctx, input }) => speedStatsOf(ctx.db, input.propertyId)),
});
