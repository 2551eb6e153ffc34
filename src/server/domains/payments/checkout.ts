import { and, desc, eq } from 'drizzle-orm';
import { isUuid } from '../../../shared/ids';
import { chargeCents, PAYMENT_TEXTS } from '../../../shared/payments';
import { platformSettingsOf } from '../admin/settings';
import type { Db } from '../../db/client';
import { bookings, payments, properties, users } from '../../db/schema';
import { AppError } from '../../errors';
import { checkPayment, type PaymentOutcome } from './settle';
import { PaymentProviderError, type PaymentProvider } from './port';

export const PAYMENT_UNREACHABLE =
  'The payment provider could not be reached. Your dates are held: please try again in a moment.';

export interface CheckoutDeps {
  db: Db;
  provider: PaymentProvider;
  /** The app's own origin: where the provider sends the browser back. */
  publicUrl: string;
}

/** Where the provider sends the browser back: the page that waits for the payment's outcome. */
export const paymentReturnUrl = (publicUrl: string, bookingId: string) =>
  `${publicUrl}/bookings/payment?booking=${encodeURIComponent(bookingId)}`;

const notFound = () => new AppError('not_found', 'Booking not found.');

/**
 * The hosted checkout for a pending booking of the guest's, made once: the payment row is written first (its
 * id is the provider's reference and idempotency key), then the provider is asked, so a process that dies in
 * between leaves a payment without checkout that the next call completes with the same reference. A booking
 * already paid, cancelled or past its hold has no checkout.
 */
export async function stayCheckout(deps: CheckoutDeps, userId: string, bookingId: string): Promise<string> {
  const { db, provider } = deps;
  if (!isUuid(bookingId)) throw notFound();
  const [booking] = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      totalCents: bookings.totalCents,
      holdExpiresAt: bookings.holdExpiresAt,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      title: properties.title,
      email: users.email,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)));
  if (!booking) throw notFound();
  if (booking.status !== 'pending' || !booking.holdExpiresAt || booking.holdExpiresAt <= new Date()) {
    throw new AppError('conflict', PAYMENT_TEXTS.notWaiting);
  }
  const usdCents = booking.totalCents;
  // A provider charging in KES converts at the rate in Admin Settings now, recorded with the payment.
  const rate = provider.currency === 'USD' ? null : (await platformSettingsOf(db)).kesPerUsd;
  const [existing] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.provider, provider.name)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (existing?.checkoutUrl && existing.state === 'awaiting') return existing.checkoutUrl;
  const payment =
    existing && existing.state === 'awaiting'
      ? existing
      : (
          await db
            .insert(payments)
            .values({
              bookingId,
              provider: provider.name,
              amountCents: rate === null ? usdCents : chargeCents(usdCents, provider.currency, rate),
              currency: provider.currency,
              usdCents,
              rate,
            })
            .returning()
        )[0]!;
  const returnUrl = paymentReturnUrl(deps.publicUrl, bookingId);
  const checkout = await provider
    .startCheckout({
      reference: payment.id,
      amountCents: payment.amountCents,
      currency: provider.currency,
      description: `${booking.title}, ${booking.checkIn} to ${booking.checkOut}`,
      customerEmail: booking.email,
      successUrl: returnUrl,
      cancelUrl: `${returnUrl}&cancelled=1`,
      expiresAt: booking.holdExpiresAt,
    })
    .catch((err: unknown) => {
      // The booking keeps its hold: the same request again (same idempotency key) asks for the same checkout.
      if (err instanceof PaymentProviderError) throw new AppError('unavailable', PAYMENT_UNREACHABLE);
      throw err;
    });
  await db
    .update(payments)
    .set({ providerRef: checkout.providerRef, checkoutUrl: checkout.url })
    .where(eq(payments.id, payment.id));
  return checkout.url;
}

/**
 * The return page's check: asks the provider about the guest's payment still awaiting and applies the answer,
 * so a slow webhook does not keep the guest waiting. Only the guest's own booking is looked at.
 */
export async function checkStayPayment(
  deps: Omit<CheckoutDeps, 'publicUrl'>,
  userId: string,
  bookingId: string,
): Promise<PaymentOutcome> {
  if (!isUuid(bookingId)) return 'ignored';
  const [row] = await deps.db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(and(eq(payments.bookingId, bookingId), eq(bookings.userId, userId)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  // No checkout (a demo booking, another guest's): nothing to ask; the caller reads the booking as its guest.
  if (!row) return 'ignored';
  try {
    return await checkPayment(deps.db, deps.provider, row.payment);
  } catch (err) {
    // The provider did not answer: the booking is answered as it is, and its webhook will still settle it.
    if (err instanceof PaymentProviderError) return 'ignored';
    throw err;
  }
}
