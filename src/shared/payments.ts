/**
 * The payment providers this build can take payments with (PAYMENTS_PROVIDER). `demo` takes none: a booking is
 * marked paid after a short wait, nothing is charged and no refund is sent, and every screen and message that
 * speaks of paying says so.
 */
export const PAYMENT_PROVIDERS = ['demo'] as const;
export type PaymentsProvider = (typeof PAYMENT_PROVIDERS)[number];

export const DEMO_PAYMENT = 'Demo payment — no money moves';

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
} as const;

/** A sentence about money paid or refunded, as the demo must say it: no money moved. */
export const demoMoney = (sentence: string): string => `${sentence} (${DEMO_PAYMENT.toLowerCase()})`;
