import { rateToE4 } from './fees';
import { convertCents, formatMoney, formatPrice } from './money';
/**
 * The payment providers this build can take payments with (PAYMENTS_PROVIDER). `stripe` charges cards in US
 * dollars and `paystack` cards and M-Pesa in Kenyan shillings, both on their hosted checkout pages. `demo`
 * takes none: a booking is marked paid after a short wait, nothing is charged and no refund is sent, and every
 * screen and message that speaks of paying says so.
 */
export const PAYMENT_PROVIDERS = ['demo', 'stripe', 'paystack'] as const;
export type PaymentsProvider = (typeof PAYMENT_PROVIDERS)[number];

export const DEMO_PAYMENT = 'Demo payment — no money moves';

export const PAYMENT_TEXTS = {
  /** Under the booking card's button and in the booking toast. */
  demoBooking: `${DEMO_PAYMENT}: the booking is confirmed a moment after you book, and no card is charged.`,
  /** Under a service's booking form. */
  demoService: `${DEMO_PAYMENT}: when the provider confirms, the booking is marked paid and nothing is charged.`,
  /** Beside the admin's revenue figures. */
  demoRevenue: `${DEMO_PAYMENT}: these figures are what the bookings would have earned.`,
  /** Beside the admin's revenue figures when stays are paid through a provider. */
  demoServiceRevenue: `Stays are paid through the payment provider; service bookings take demo payments (no money moves).`,
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
} as const;

/** The currencies a provider charges in: Stripe in US dollars, Paystack in Kenyan shillings. */
export type PaymentCurrency = 'USD' | 'KES';

/**
 * What a provider charges for a price in US cents, in its currency's cents: the same cents in USD, or
 * converted at the rate in Admin Settings (KES per US dollar, up to four decimals), rounded half up. The
 * booking card shows it and the checkout charges it.
 */
export function chargeCents(usdCents: number, currency: PaymentCurrency, kesPerUsd: number): number {
  return currency === 'USD' ? usdCents : convertCents(usdCents, rateToE4(kesPerUsd));
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
