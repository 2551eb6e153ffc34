import { and, eq } from 'drizzle-orm';
import { isUuid } from '../../../shared/ids';
import { PAYMENT_TEXTS } from '../../../shared/payments';
import type { ServiceCurrency } from '../../../shared/services';
import type { ServiceBookingView } from '../../../shared/service-bookings';
import { serviceBookings, services, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { Db } from '../../db/client';
import type { PaymentProvider } from '../payments/port';
import { checkNewestPayment, openCheckout, type CheckoutDeps } from '../payments/checkout';
import { serviceBookingFor, serviceBookingNotFound } from './booking-views';
import { servicePaymentUrl } from './bookings';

export const SERVICE_PAYMENT_UNREACHABLE =
  'The payment provider could not be reached. Your booking stays confirmed until its time to pay: please try again in a moment.';

/**
 * The hosted checkout of my confirmed service booking still waiting for its payment (I am its guest): the
 * provider's page, open until the booking's payBy. Anyone else's booking is not found; one paid, cancelled,
 * lapsed or not yet confirmed has no checkout.
 */
export async function serviceCheckout(deps: CheckoutDeps, guestId: string, id: string): Promise<string> {
  if (!isUuid(id)) throw serviceBookingNotFound();
  const [booking] = await deps.db
    .select({
      status: serviceBookings.status,
      paymentStatus: serviceBookings.paymentStatus,
      payBy: serviceBookings.payBy,
      amountCents: serviceBookings.amountCents,
      currency: serviceBookings.currency,
      bookingDate: serviceBookings.bookingDate,
      timeSlot: serviceBookings.timeSlot,
      title: services.title,
      email: users.email,
    })
    .from(serviceBookings)
    .innerJoin(services, eq(services.id, serviceBookings.serviceId))
    .innerJoin(users, eq(users.id, serviceBookings.guestId))
    .where(and(eq(serviceBookings.id, id), eq(serviceBookings.guestId, guestId)));
  if (!booking) throw serviceBookingNotFound();
  const waiting =
    booking.status === 'confirmed' &&
    booking.paymentStatus === 'pending' &&
    booking.payBy !== null &&
    booking.payBy > new Date();
  if (!waiting) throw new AppError('conflict', PAYMENT_TEXTS.serviceNotWaiting);
  return openCheckout(
    deps,
    {
      paidFor: { service: id },
      priceCents: booking.amountCents,
      priceCurrency: booking.currency as ServiceCurrency,
      description: `${booking.title}, ${booking.bookingDate} ${booking.timeSlot}`,
      customerEmail: booking.email,
      // Back paid, the return page waits for the provider's word; back unpaid, it offers to pay again.
      successUrl: `${servicePaymentUrl(deps.publicUrl, id)}&paid=1`,
      cancelUrl: servicePaymentUrl(deps.publicUrl, id),
      expiresAt: booking.payBy!,
    },
    SERVICE_PAYMENT_UNREACHABLE,
  );
}

/**
 * The return page's question for a service booking of mine (as its guest): its payment still awaiting is checked
 * with the provider (a slow webhook does not keep me waiting), and the booking answered as it then is.
 */
export async function servicePayment(
  db: Db,
  provider: PaymentProvider | null,
  guestId: string,
  id: string,
): Promise<ServiceBookingView> {
  if (!isUuid(id)) throw serviceBookingNotFound();
  const [mine] = await db
    .select({ id: serviceBookings.id })
    .from(serviceBookings)
    .where(and(eq(serviceBookings.id, id), eq(serviceBookings.guestId, guestId)));
  if (!mine) throw serviceBookingNotFound();
  if (provider) await checkNewestPayment({ db, provider }, { service: id });
  return serviceBookingFor(db, guestId, id);
}
