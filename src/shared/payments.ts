import { formatAdminDateTime } from './admin';
import { rateToE4, type PlatformSettings } from './fees';
import type { ServiceCurrency } from './services';
import { convertCents, formatMoney, formatPrice, mulDivHalfUp } from './money';
/**
 * The payment providers this build can take payments with (PAYMENTS_PROVIDER). `stripe` charges cards in US
 * dollars and `paystack` cards and M-Pesa in Kenyan shillings, both on their hosted checkout pages. `demo`
 * takes none: a booking is marked paid after a short wait, nothing is charged and no refund is sent, and every
 * screen and message that speaks of paying says so.
 */
export const PAYMENT_PROVIDERS = ['demo', 'stripe', 'paystack'] as const;
export type PaymentsProvider = (typeof PAYMENT_PROVIDERS)[number];

export const DEMO_PAYMENT = 'Demo payment — no money moves';

/** Hours a guest has to pay for a service booking once its provider confirms it, before it lapses. */
export const SERVICE_PAY_HOURS = 24;

/** 'Nov 23, 2026, 14:05 EAT': when a service booking must be paid by, in platform time for both sides. */
export const payByText = (iso: string): string => `${formatAdminDateTime(iso)} EAT`;

export const PAYMENT_TEXTS = {
  /** Under the booking card's button and in the booking toast. */
  demoBooking: `${DEMO_PAYMENT}: the booking is confirmed a moment after you book, and no card is charged.`,
  /** Under a service's booking form. */
  demoService: `${DEMO_PAYMENT}: when the provider confirms, the booking is marked paid and nothing is charged.`,
  /** Beside the admin's revenue figures. */
  demoRevenue: `${DEMO_PAYMENT}: these figures are what the bookings would have earned.`,
  /** The page the payment provider sends the guest back to. */
  confirming: 'Confirming your payment…',
  confirmed: 'Payment received: your booking is confirmed.',
  holdExpired: 'Your hold expired; the dates are free again.',
  cancelledUnpaid: 'This booking was cancelled before it was paid; the dates are free again.',
  notPaid: 'Payment not completed.',
  heldUntil: (time: string) => `Your dates are held until ${time}. You can pay now or let the hold run out.`,
  notWaiting: 'This booking is not waiting for a payment.',
  redirecting: 'Taking you to the payment page…',
  /** A confirmed service booking, told to the guest. */
  demoServiceCharged: (price: string) =>
    `${DEMO_PAYMENT}: ${price} is marked as paid and nothing was charged.`,
  /** Under a service's booking form when a provider takes the payment. */
  servicePayOn: (provider: string) =>
    `You pay on ${provider}'s secure page once the provider confirms, within ${SERVICE_PAY_HOURS} hours.`,
  /** A service booking confirmed under a payment provider, told to the guest (message, e-mail, return page). */
  servicePayBy: (price: string, by: string) =>
    `Pay ${price} by ${by} to keep it; unpaid, the booking lapses and the slot is freed.`,
  serviceConfirmed: 'Payment received: your service booking is confirmed and paid.',
  /** A free service's booking confirmed under a payment provider. */
  nothingToPay: 'There is nothing to pay.',
  serviceNotWaiting: 'This service booking is not waiting for a payment.',
} as const;

/**
 * The currencies a payment is taken in: Stripe charges a price in its own currency (stays in US dollars,
 * services in the dollars, euros or pounds they are priced in), Paystack everything in Kenyan shillings.
 */
export type PaymentCurrency = ServiceCurrency | 'KES';

/** The rates in Admin Settings that a price converts to shillings at (KES per unit, up to four decimals). */
export type KesRates = Pick<PlatformSettings, 'kesPerUsd' | 'kesPerEur' | 'kesPerGbp'>;

/** The shillings one unit of a price's currency converts to. */
export function kesPer(rates: KesRates, currency: ServiceCurrency): number {
  return { USD: rates.kesPerUsd, EUR: rates.kesPerEur, GBP: rates.kesPerGbp }[currency];
}

/**
 * What a provider charges for a price (in its currency's cents), in the charged currency's cents: the same cents
 * when it is the price's own currency, or converted to KES at `kesPerUnit` (the rate in Admin Settings for the
 * price's currency), rounded half up. The booking card shows it and the checkout charges it.
 */
export function chargeCents(priceCents: number, charged: PaymentCurrency, kesPerUnit: number): number {
  return charged === 'KES' ? convertCents(priceCents, rateToE4(kesPerUnit)) : priceCents;
}

/** Under the booking card's button when a provider takes the payment. */
export function providerBookingText(
  provider: Exclude<PaymentsProvider, 'demo'>,
  usdCents: number,
  kesPerUsd: number,
  holdMinutes: number,
): string {
  const held = `Your dates are held for ${holdMinutes} minutes while you pay.`;
  if (provider === 'stripe') {
    return `You pay ${formatPrice(usdCents)} by card on Stripe's secure page. ${held}`;
  }
  const kes = formatMoney(chargeCents(usdCents, 'KES', kesPerUsd), 'KES');
  return `You pay ${kes} (US$1 = KES ${kesPerUsd}) by M-Pesa or card on Paystack's secure page. ${held}`;
}

/** The payment a booking was paid with through a provider: what a refund of it goes back in. */
export interface PaidWith {
  provider: Exclude<PaymentsProvider, 'demo'>;
  /** What was charged, in `currency` cents, for `priceCents` of the booking's own currency. */
  amountCents: number;
  currency: string;
  priceCents: number;
}

/**
 * A refund of `refundCents` of a booking's price, in the currency its payment was taken in: the same share of
 * what was charged (at the payment's own rate), rounded half up; the whole charge for the whole price or more.
 */
export function refundOfPayment(
  refundCents: number,
  paid: Pick<PaidWith, 'amountCents' | 'priceCents'>,
): number {
  if (refundCents >= paid.priceCents) return paid.amountCents;
  return mulDivHalfUp(paid.amountCents, refundCents, paid.priceCents);
}

/** '$240 to your card', 'KES 31,200 ($240) to your card or M-Pesa': a refund as its guest will receive it. */
export function refundToText(refundCents: number, paid: PaidWith | null): string {
  if (!paid) return formatPrice(refundCents);
  const to = REFUND_DESTINATION[paid.provider];
  if (paid.currency === 'USD') return `${formatPrice(refundCents)} to ${to}`;
  return `${formatMoney(refundOfPayment(refundCents, paid), paid.currency)} (${formatPrice(refundCents)}) to ${to}`;
}

/** A refund sent back through the provider that took the payment, as the guest follows it. */
export interface RefundLine {
  /** In the payment's currency's cents. */
  amountCents: number;
  currency: string;
  provider: Exclude<PaymentsProvider, 'demo'>;
  state: 'pending' | 'succeeded' | 'failed';
  /** When it settled, or when it was made while pending (ISO). */
  at: string;
}

const REFUND_DESTINATION = { stripe: 'your card', paystack: 'your card or M-Pesa' } as const;

/** '$120 refund sent to your card on Mar 12, 2027' (or on its way, or held up and being looked into). */
export function refundLineText(r: RefundLine, formatDate: (iso: string) => string): string {
  const amount = formatMoney(r.amountCents, r.currency);
  const to = REFUND_DESTINATION[r.provider];
  if (r.state === 'succeeded') return `${amount} refund sent to ${to} on ${formatDate(r.at)}`;
  if (r.state === 'pending') return `${amount} refund on its way to ${to} (started ${formatDate(r.at)})`;
  return `${amount} refund to ${to} could not be sent yet: our team has been alerted and will resolve it`;
}

/** A sentence about money paid or refunded, as the demo must say it: no money moved. */
export const demoMoney = (sentence: string): string => `${sentence} (${DEMO_PAYMENT.toLowerCase()})`;
