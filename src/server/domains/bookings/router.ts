import { z } from 'zod';
import { createBookingInput } from '../../../shared/booking';
import { text } from '../../../shared/text';
import { protectedProcedure, publicProcedure, router } from '../../trpc/init';
import {
  bookingById,
  cancelBooking,
  createPendingBooking,
  myBookings,
  paidBooking,
  unavailableRanges,
} from './service';

const bookingRef = z.object({ id: text().trim().min(1).max(100) });

export const bookingsRouter = router({
  /**
   * Books and pays (simulated, server-side). The booking holds its dates while the payment is under way; the
   * payment settles even if the client goes away during the wait (or the process dies: the settle job pays it);
   * a retry with the same idempotency key returns the same booking and never charges twice.
   */
  create: protectedProcedure.input(createBookingInput).mutation(async ({ ctx, input }) => {
    const { id } = await createPendingBooking(ctx.db, ctx.user.id, input, {
      holdMinutes: ctx.config.bookingHoldMinutes,
    });
    return paidBooking(ctx.db, ctx.user.id, id, ctx.config.paymentDelayMs);
  }),
  mine: protectedProcedure.query(({ ctx }) => myBookings(ctx.db, ctx.user.id)),
  byId: protectedProcedure
    .input(bookingRef)
    .query(({ ctx, input }) => bookingById(ctx.db, ctx.user.id, input.id)),
  cancel: protectedProcedure
    .input(bookingRef)
    .mutation(({ ctx, input }) => cancelBooking(ctx.db, ctx.user.id, input.id)),
  unavailable: publicProcedure
    .input(z.object({ propertyId: text().trim().min(1).max(100) }))
    .query(({ ctx, input }) => unavailableRanges(ctx.db, input.propertyId)),
});
