import { and, desc, eq } from 'drizzle-orm';
import { isUuid } from '../../../shared/ids';
import { chargeCents, kesPer, PAYMENT_TEXTS, type PaymentCurrency } from '../../../shared/payments';
import type { ServiceCurrency } from '../../../shared/services';
import { platformSettingsOf } from '../admin/settings';
import type { Db } from '../../db/client';
import { bookings, payments, properties, users } from '../../db/schema';
import { AppError } from '../../errors';
import { checkPayment, type PaymentOutcome } from './settle';
import { PaymentProviderError, type PaymentProvider } from './port';
import { paidForColumns, paymentsOf, type PaidFor } from './paid-for';

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

/** What a checkout is opened for: the booking, its price in its own currency, and the hosted page's details. */
export interface CheckoutSubject {
  paidFor: PaidFor;
  priceCents: number;
  priceCurrency: ServiceCurrency;
  description: string;
  customerEmail: string;
  /** Where the provider sends the browser back once paid (the return page for this booking). */
  successUrl: string;
  /** Where it sends the browser back unpaid (the guest gave up on the provider's page). */
  cancelUrl: string;
  /** When the checkout stops taking payment. */
  expiresAt: Date;
}

/**
 * The hosted checkout of a booking waiting for its payment, made once: the payment row is written first (its id
 * is the provider's reference and idempotency key), then the provider is asked, so a process that dies in
 * between leaves a payment without checkout that the next call completes with the same reference. A provider
 * charging in KES converts at the rate in Admin Settings now, recorded with the payment.
 */
export async function openCheckout(
  deps: Omit<CheckoutDeps, 'publicUrl'>,
  subject: CheckoutSubject,
  unreachable: string,
): Promise<string> {
  const { db, provider } = deps;
  const currency: PaymentCurrency = provider.chargesIn ?? subject.priceCurrency;
  const rate =
    currency === subject.priceCurrency ? null : kesPer(await platformSettingsOf(db), subject.priceCurrency);
  const [existing] = await db
    .select()
    .from(payments)
    .where(and(paymentsOf(subject.paidFor), eq(payments.provider, provider.name)))
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
              ...paidForColumns(subject.paidFor),
              provider: provider.name,
              amountCents:
                rate === null ? subject.priceCents : chargeCents(subject.priceCents, currency, rate),
              currency,
              usdCents: subject.priceCents,
              rate,
            })
            .returning()
        )[0]!;
  const checkout = await provider
    .startCheckout({
      reference: payment.id,
      amountCents: payment.amountCents,
      currency: payment.currency as PaymentCurrency,
      description: subject.description,
      customerEmail: subject.customerEmail,
      successUrl: subject.successUrl,
      cancelUrl: subject.cancelUrl,
      expiresAt: subject.expiresAt,
    })
    .catch((err: unknown) => {
      // The booking keeps waiting: the same request again (same idempotency key) asks for the same checkout.
      if (err instanceof PaymentProviderError) throw new AppError('unavailable', unreachable);
      throw err;
    });
  await db
    .update(payments)
    .set({ providerRef: checkout.providerRef, checkoutUrl: checkout.url })
    .where(eq(payments.id, payment.id));
  return checkout.url;
}

/** The hosted checkout of a pending stay booking of the guest's; one already paid, cancelled or past its hold has none. */
export async function stayCheckout(deps: CheckoutDeps, userId: string, bookingId: string): Promise<string> {
  if (!isUuid(bookingId)) throw notFound();
  const [booking] = await deps.db
    .select({
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
  return openCheckout(
    deps,
    {
      paidFor: { stay: bookingId },
      priceCents: booking.totalCents,
      priceCurrency: 'USD',
      description: `${booking.title}, ${booking.checkIn} to ${booking.checkOut}`,
      customerEmail: booking.email,
      successUrl: paymentReturnUrl(deps.publicUrl, bookingId),
      cancelUrl: `${paymentReturnUrl(deps.publicUrl, bookingId)}&cancelled=1`,
      expiresAt: booking.holdExpiresAt,
    },
    PAYMENT_UNREACHABLE,
  );
}

/**
 * Asks the provider about the newest payment of a booking, when it still awaits, and applies the answer (the
 * return page's check, so a slow webhook does not keep the guest waiting). The caller has checked the booking is
 * the guest's own; an unreachable provider changes nothing (its webhook will still settle it).
 */
export async function checkNewestPayment(
  deps: Omit<CheckoutDeps, 'publicUrl'>,
  paidFor: PaidFor,
): Promise<PaymentOutcome> {
  const [payment] = await deps.db
    .select()
    .from(payments)
    .where(paymentsOf(paidFor))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!payment) return 'ignored';
  try {
    return await checkPayment(deps.db, deps.provider, payment);
  } catch (err) {
    if (err instanceof PaymentProviderError) return 'ignored';
    throw err;
  }
}

/** The return page's check of a stay booking: only the guest's own booking is looked at. */
export async function checkStayPayment(
  deps: Omit<CheckoutDeps, 'publicUrl'>,
  userId: string,
  bookingId: string,
): Promise<PaymentOutcome> {
  if (!isUuid(bookingId)) return 'ignored';
  const [mine] = await deps.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)));
  // Another guest's booking: nothing is asked; the caller answers as that guest (not found).
  if (!mine) return 'ignored';
  return checkNewestPayment(deps, { stay: bookingId });
}
