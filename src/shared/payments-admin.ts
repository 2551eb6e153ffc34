import { z } from 'zod';
import { ADMIN_SEARCH_MAX } from './admin';
import type { BookingStatus } from './booking';
import type { ServiceBookingStatus } from './service-bookings';
import { text } from './text';

/** A payment's life at its provider: asked for, then paid, refused or left to expire. */
export const PAYMENT_STATES = ['awaiting', 'paid', 'failed', 'expired'] as const;
export type PaymentStateName = (typeof PAYMENT_STATES)[number];

export const PAYMENT_STATE_LABELS: Record<PaymentStateName, string> = {
  awaiting: 'Awaiting',
  paid: 'Paid',
  failed: 'Failed',
  expired: 'Expired',
};

/** The providers a payment row can name (the demo takes none, so it has no rows). */
export const PAYMENT_PROVIDER_NAMES = ['stripe', 'paystack'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

export const PAYMENT_PROVIDER_LABELS: Record<PaymentProviderName, string> = {
  stripe: 'Stripe',
  paystack: 'Paystack',
};

export const REFUND_STATES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStateName = (typeof REFUND_STATES)[number];

export const REFUND_STATE_LABELS: Record<RefundStateName, string> = {
  pending: 'Pending',
  succeeded: 'Refunded',
  failed: 'Failed',
};

export const ADMIN_PAYMENTS_PAGE_SIZE = 25;
/** Each reconciliation list shows at most this many items (its count says how many there are). */
export const RECONCILIATION_LIMIT = 50;
/** A refund still pending after this long is stuck: the provider's answer should have come long before. */
export const STUCK_REFUND_MINUTES = 60;
/**
 * A confirmed service booking still unpaid this long past its time to pay should have lapsed: the job that
 * lapses them runs every minute.
 */
export const OVERDUE_LAPSE_MINUTES = 5;

/** The admin's export of the filtered payments (GET, admins only). */
export const ADMIN_PAYMENTS_EXPORT_PATH = '/api/admin/payments.csv';

export const PAYMENTS_ADMIN_TEXTS = {
  badState: 'Unknown payment state',
  badProvider: 'Unknown payment provider',
  searchTooLong: `Search is at most ${ADMIN_SEARCH_MAX} characters`,
  badPage: 'The page is a whole number from 1',
  settled: 'Everything is settled',
  demo: 'Demo payment — no money moves: no payments are taken, so none are listed here.',
} as const;

/** The list's filters, shared by the list and its CSV export (there as query parameters). */
export const adminPaymentFiltersInput = z.object({
  state: z.enum(PAYMENT_STATES, { error: PAYMENTS_ADMIN_TEXTS.badState }).optional(),
  provider: z.enum(PAYMENT_PROVIDER_NAMES, { error: PAYMENTS_ADMIN_TEXTS.badProvider }).optional(),
  search: text().trim().max(ADMIN_SEARCH_MAX, PAYMENTS_ADMIN_TEXTS.searchTooLong).optional(),
});
export type AdminPaymentFilters = z.infer<typeof adminPaymentFiltersInput>;

export const adminPaymentsInput = adminPaymentFiltersInput.extend({
  page: z
    .number({ error: PAYMENTS_ADMIN_TEXTS.badPage })
    .int(PAYMENTS_ADMIN_TEXTS.badPage)
    .min(1, PAYMENTS_ADMIN_TEXTS.badPage)
    .max(100_000, PAYMENTS_ADMIN_TEXTS.badPage)
    .default(1),
});
export type AdminPaymentsInput = z.input<typeof adminPaymentsInput>;

/** The export's address for these filters (empty ones left out). */
export function adminPaymentsExportHref(filters: AdminPaymentFilters): string {
  const query = new URLSearchParams();
  if (filters.state) query.set('state', filters.state);
  if (filters.provider) query.set('provider', filters.provider);
  const search = filters.search?.trim();
  if (search) query.set('search', search);
  const qs = query.toString();
  return qs ? `${ADMIN_PAYMENTS_EXPORT_PATH}?${qs}` : ADMIN_PAYMENTS_EXPORT_PATH;
}

/** Money going back on a payment. Amounts in the payment's currency cents; instants ISO. */
export interface AdminRefundView {
  id: string;
  reason: string;
  amountCents: number;
  state: RefundStateName;
  providerRef: string | null;
  failureReason: string | null;
  createdAt: string;
  settledAt: string | null;
}

/** What a payment is for: a stay's booking or a service's. */
export type PaymentKind = 'stay' | 'service';

/** One payment as the console lists it: the provider's references, the money and the booking it is for. */
export interface AdminPaymentRow {
  id: string;
  provider: string;
  /** The provider's id of the checkout (null until it answered). */
  providerRef: string | null;
  /** What refunds are made against, once paid. */
  chargeRef: string | null;
  kind: PaymentKind;
  /** The stay's booking or the service's, as `kind` says. */
  bookingId: string;
  guestName: string;
  guestEmail: string;
  /** The stay's property title or the service's title. */
  title: string;
  /** What was charged, in `currency` cents. */
  amountCents: number;
  currency: string;
  /**
   * The booking's price in `priceCurrency` cents (USD for a stay; a service's own currency), and the rate used
   * (`currency` per `priceCurrency`); null when charged in the price's currency.
   */
  priceCents: number;
  priceCurrency: string;
  rate: number | null;
  state: PaymentStateName;
  createdAt: string;
  settledAt: string | null;
  /** Oldest first. */
  refunds: AdminRefundView[];
}

/** A page of payments, shaped as the console's other lists (AdminListCard). */
export interface AdminPaymentsPage {
  items: AdminPaymentRow[];
  total: number;
  page: number;
  pageCount: number;
}

/** Who paid for what: enough to find the booking (a stay's or a service's, as `kind` says) and the guest. */
interface ReconciliationParty {
  kind: PaymentKind;
  bookingId: string;
  guestName: string;
  guestEmail: string;
  /** The stay's property title or the service's title. */
  title: string;
}

/**
 * A payment taken while its booking did not take it (paid after the hold or the time to pay ran out, or paid
 * twice): refund it.
 */
export interface PaidWithoutBookingItem extends ReconciliationParty {
  paymentId: string;
  provider: string;
  providerRef: string | null;
  chargeRef: string | null;
  amountCents: number;
  currency: string;
  /** The stay's or the service booking's status. */
  bookingStatus: BookingStatus | ServiceBookingStatus;
  paidAt: string | null;
  why: string;
}

/** When the booking is for: a stay's nights, or a service's date and time slot (yyyy-MM-dd dates). */
export type ReconciliationWhen =
  | { kind: 'stay'; checkIn: string; checkOut: string }
  | { kind: 'service'; bookingDate: string; timeSlot: string };

/** A booking counted as paid (confirmed, or a service marked paid) whose payments are none of them paid. */
export type ConfirmedWithoutPaymentItem = ReconciliationParty &
  ReconciliationWhen & {
    /** The booking's price in `priceCurrency` cents (USD for a stay; a service's own currency). */
    priceCents: number;
    priceCurrency: string;
    /** Its payments, newest first. */
    payments: {
      id: string;
      provider: string;
      providerRef: string | null;
      state: PaymentStateName;
      amountCents: number;
      currency: string;
    }[];
    why: string;
  };

/** A refund the provider refused, or that has waited for its answer too long. */
export interface StuckRefundItem extends ReconciliationParty {
  refundId: string;
  paymentId: string;
  provider: string;
  /** The payment refunded (what the provider knows it by) and the refund's own id there. */
  chargeRef: string | null;
  providerRef: string | null;
  reason: string;
  amountCents: number;
  currency: string;
  state: RefundStateName;
  failureReason: string | null;
  createdAt: string;
  why: string;
}

export interface ReconciliationList<T> {
  /** How many there are; `items` holds at most RECONCILIATION_LIMIT of them. */
  total: number;
  items: T[];
}

export interface PaymentsReconciliation {
  paidWithoutBooking: ReconciliationList<PaidWithoutBookingItem>;
  confirmedWithoutPayment: ReconciliationList<ConfirmedWithoutPaymentItem>;
  stuckRefunds: ReconciliationList<StuckRefundItem>;
}
