import { z } from 'zod';
import { createBookingInput } from '../../../shared/booking';
import { text } from '../../../shared/text';
import { protectedProcedure, publicProcedure, router } from '../../trpc/init';
import { checkStayPayment, stayCheckout } from '../payments/checkout';
import { holdOf } from './holds';
import { AppError } from '../../errors';
import { PAYMENT_TEXTS } from '../../../shared/payments';
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
   * Books. The booking holds its dates while its payment is under way. With a payment provider it waits for
   * the payment: the answer carries the provider's hosted checkout, where the browser goes next, and only the
   * provider's word confirms it. With the demo it is paid server-side after a short wait, even if the client
   * goes away meanwhile (or the process dies: the settle job pays it). A retry with the same idempotency key
   * returns the same booking (and the same checkout) and never charges twice.
   */
  create: protectedProcedure.input(createBookingInput).mutation(async ({ ctx, input }) => {
    const { id } = await createPendingBooking(ctx.db, ctx.user.id, input, {
      holdMinutes: ctx.config.bookingHoldMinutes,
    });
    if (ctx.payments) {
      const checkoutUrl = await stayCheckout(
        { db: ctx.db, provider: ctx.payments, publicUrl: ctx.config.publicUrl },
        ctx.user.id,
        id,
      );
      return { ...(await bookingById(ctx.db, ctx.user.id, id)), checkoutUrl };
    }
    const paid = await paidBooking(ctx.db, ctx.user.id, id, ctx.config.paymentDelayMs);
    return { ...paid, checkoutUrl: null };
  }),
  /**
   * The return page's question: where is the payment of my booking? A payment still awaiting is checked with
   * the provider (so a slow webhook does not keep the guest waiting); the booking is answered as it then is.
   */
  payment: protectedProcedure.input(bookingRef).mutation(async ({ ctx, input }) => {
    if (ctx.payments) await checkStayPayment({ db: ctx.db, provider: ctx.payments }, ctx.user.id, input.id);
    const booking = await bookingById(ctx.db, ctx.user.id, input.id);
    const hold = await holdOf(ctx.db, input.id);
    return { booking, holdExpiresAt: hold.holdExpiresAt, holdExpired: hold.expired };
  }),
  /** The hosted checkout of my booking still waiting for its payment (back from the provider unpaid: pay now). */
  checkout: protectedProcedure.input(bookingRef).mutation(async ({ ctx, input }) => {
    if (!ctx.payments) throw new AppError('conflict', PAYMENT_TEXTS.notWaiting);
    const url = await stayCheckout(
      { db: ctx.db, provider: ctx.payments, publicUrl: ctx.config.publicUrl },
      ctx.user.id,
      input.id,
    );
    return { url };
  }),
  mine: protectedProcedure.query(({ ctx }) => myBookings(ctx.db, ctx.user.id)),
  byId: protectedProcedure
    .input(bookingRef)
    .query(({ ctx, input }) => bookingById(ctx.db, ctx.user.id, input.id)),
  /** Cancels; a refund due on a booking paid through a provider is sent at once by the send-refunds job. */
  cancel: protectedProcedure.input(bookingRef).mutation(async ({ ctx, input }) => {
    const cancelled = await cancelBooking(ctx.db, ctx.user.id, input.id);
    if (ctx.payments) await ctx.jobs?.send('send-refunds', {});
    return cancelled;
  }),
  unavailable: publicProcedure
    .input(z.object({ propertyId: text().trim().min(1).max(100) }))
    .query(({ ctx, input }) => unavailableRanges(ctx.db, input.propertyId)),
});
