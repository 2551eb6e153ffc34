import { setTimeout as pause } from 'node:timers/promises';
import {
  providerRef,
  serviceInput,
  serviceRef,
  serviceSearchInput,
  serviceStatusInput,
  updateServiceInput,
} from '../../../shared/service-catalog';
import {
  cancelServiceBookingInput,
  declineServiceBookingInput,
  serviceBookingInput,
  serviceBookingRef,
  serviceReviewInput,
} from '../../../shared/service-bookings';
import { providerApplicationInput } from '../../../shared/services';
import { protectedProcedure, providerProcedure, publicProcedure, router } from '../../trpc/init';
import { myProviderStatus, submitApplication } from './applications';
import { myServiceBookings } from './booking-views';
import {
  cancelServiceBooking,
  completeServiceBooking,
  confirmServiceBooking,
  declineServiceBooking,
  requestServiceBooking,
} from './bookings';
import {
  createService,
  myService,
  myServices,
  searchServices,
  serviceSearchKey,
  serviceDetail,
  setServiceStatus,
  updateService,
} from './catalog';
import { providerDashboard } from './dashboard';
import { providerProfile } from './profile';
import { reviewServiceBooking } from './reviews';
import { serviceCheckout, servicePayment } from './checkout';
import { mailServicePayment } from './payment-mail';
import { AppError } from '../../errors';
import { PAYMENT_TEXTS } from '../../../shared/payments';

/** A change to the catalogue: this instance's recent /services pages and counts are dropped, so its owner sees it. */
const catalogChange = providerProcedure.use(async ({ ctx, next }) => {
  const result = await next();
  ctx.caches.serviceCounts.clear();
  ctx.caches.servicePages.clear();
  return result;
});

/**
 * The services marketplace: becoming a provider, the catalogue, booking requests and their answers, the
 * provider's dashboard and reviews. Provider procedures are for verified providers (providerProcedure).
 */
export const servicesRouter = router({
  myProviderStatus: protectedProcedure.query(({ ctx }) => myProviderStatus(ctx.db, ctx.user.id)),
  submitApplication: protectedProcedure
    .input(providerApplicationInput)
    .mutation(({ ctx, input }) => submitApplication({ ...ctx, log: ctx.log }, ctx.user.id, input)),

  // The catalogue, for everyone.
  search: publicProcedure
    .input(serviceSearchInput)
    .query(({ ctx, input }) =>
      ctx.caches.servicePages.get(serviceSearchKey(input), () =>
        searchServices(ctx.db, input, ctx.caches.serviceCounts),
      ),
    ),
  detail: publicProcedure.input(serviceRef).query(({ ctx, input }) => serviceDetail(ctx.db, input.id)),
  provider: publicProcedure
    .input(providerRef)
    .query(({ ctx, input }) => providerProfile(ctx.db, input.providerId)),

  // A provider's own services.
  mine: providerProcedure.query(({ ctx }) => myServices(ctx.db, ctx.user.id)),
  myService: providerProcedure
    .input(serviceRef)
    .query(({ ctx, input }) => myService(ctx.db, ctx.user.id, input.id)),
  create: catalogChange
    .input(serviceInput)
    .mutation(({ ctx, input }) => createService(ctx, ctx.user.id, input)),
  update: catalogChange
    .input(updateServiceInput)
    .mutation(({ ctx, input: { id, ...input } }) => updateService(ctx, ctx.user.id, id, input)),
  setStatus: catalogChange
    .input(serviceStatusInput)
    .mutation(({ ctx, input }) => setServiceStatus(ctx.db, ctx.user.id, input.id, input.status)),
  dashboard: providerProcedure.query(({ ctx }) => providerDashboard(ctx.db, ctx.user.id)),

  // Booking a service, and the answers.
  book: protectedProcedure
    .input(serviceBookingInput)
    .mutation(({ ctx, input }) => requestServiceBooking(ctx.db, ctx.user.id, input)),
  myBookings: protectedProcedure.query(({ ctx }) => myServiceBookings(ctx.db, ctx.user.id)),
  /**
   * Confirms. With the demo it charges the guest: the simulated payment's wait (as for stays), then the charge,
   * once. The wait changes nothing and holds no slot (a pending request holds none): a process that dies in it
   * leaves the request pending, waiting for the provider's answer as before, so it needs no hold. Through a
   * payment provider the guest is sent the link to pay (in Messages and by e-mail) within SERVICE_PAY_HOURS.
   */
  confirm: providerProcedure.input(serviceBookingRef).mutation(async ({ ctx, input }) => {
    if (!ctx.payments) {
      if (ctx.config.paymentDelayMs > 0) await pause(ctx.config.paymentDelayMs);
      return confirmServiceBooking(ctx.db, ctx.user.id, input.id);
    }
    return confirmServiceBooking(ctx.db, ctx.user.id, input.id, new Date(), {
      demo: false,
      publicUrl: ctx.config.publicUrl,
      sendPayLink: (view) =>
        mailServicePayment(ctx, view).catch((err: unknown) =>
          ctx.log.error({ err, bookingId: view.id }, 'the payment e-mail of a service booking was not sent'),
        ),
    });
  }),
  /** My confirmed service booking's hosted checkout, while it waits for my payment: the browser goes there. */
  checkout: protectedProcedure.input(serviceBookingRef).mutation(async ({ ctx, input }) => {
    if (!ctx.payments) throw new AppError('conflict', PAYMENT_TEXTS.serviceNotWaiting);
    const deps = { db: ctx.db, provider: ctx.payments, publicUrl: ctx.config.publicUrl };
    return { url: await serviceCheckout(deps, ctx.user.id, input.id) };
  }),
  /** The return page's question: is my service booking paid? Asks the provider first when its payment awaits. */
  payment: protectedProcedure
    .input(serviceBookingRef)
    .mutation(({ ctx, input }) => servicePayment(ctx.db, ctx.payments, ctx.user.id, input.id)),
  decline: providerProcedure
    .input(declineServiceBookingInput)
    .mutation(({ ctx, input }) => declineServiceBooking(ctx.db, ctx.user.id, input.id, input.message)),
  /** Completes, then asks for the payout release at once rather than at the next minute's run. */
  complete: providerProcedure.input(serviceBookingRef).mutation(async ({ ctx, input }) => {
    const view = await completeServiceBooking(ctx.db, ctx.user.id, input.id);
    await ctx.jobs?.send('release-payouts', {});
    return view;
  }),
  /** Cancels; a refund due on a booking paid through a provider is sent at once by the send-refunds job. */
  cancel: protectedProcedure.input(cancelServiceBookingInput).mutation(async ({ ctx, input }) => {
    const view = await cancelServiceBooking(ctx.db, ctx.user.id, input.id, input.reason);
    if (ctx.payments) await ctx.jobs?.send('send-refunds', {});
    return view;
  }),
  review: protectedProcedure
    .input(serviceReviewInput)
    .mutation(({ ctx, input }) => reviewServiceBooking(ctx.db, ctx.user.id, input)),
});
