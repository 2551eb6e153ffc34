import { isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { isoDate } from './date-field';
import { platformDayStart } from './dates';
import { text } from './text';
import {
  PAYOUT_METHOD_FILTERS,
  PAYOUT_STATUS_FILTERS,
  PAYOUT_TIME_FILTERS,
  PAYOUT_KINDS,
  type PayoutKind,
  type PayoutMethodKind,
  type PayoutStatus,
} from './payout-filters';

// The filters' values and labels live apart (no IBAN checker in them), for the route table in the first download.
export * from './payout-filters';

/** Spec 001 §9: the payout history shows 10 a page. */
export const PAYOUT_PAGE_SIZE = 10;
/** A payout the provider refused is tried again this many times (backing off), then left failed. */
export const PAYOUT_MAX_ATTEMPTS = 5;

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  scheduled: 'Scheduled',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** Spec badges: Completed success, Processing warning, Failed destructive, other secondary. */
export function payoutBadgeTone(status: PayoutStatus): 'success' | 'warning' | 'destructive' | 'secondary' {
  if (status === 'completed') return 'success';
  if (status === 'processing') return 'warning';
  if (status === 'failed') return 'destructive';
  return 'secondary';
}

/** Who sends payouts: the same as takes payments (PAYMENTS_PROVIDER); demo sends none. */
export const PAYOUT_NETWORKS = ['demo', 'stripe', 'paystack'] as const;
export type PayoutNetworkName = (typeof PAYOUT_NETWORKS)[number];

/** Shown wherever a payout of the demo network is: it is recorded, but nothing is sent. */
export const DEMO_PAYOUT = 'Demo payout — no money moves';

/** Spec 001 §8 toasts and texts. */
export const PAYOUT_TEXTS = {
  loadError: 'Failed to load payout history',
  downloadError: 'Failed to download payout history',
  noDataTitle: 'No data',
  noDataMessage: 'There are no payouts to export',
  downloaded: 'Payout history downloaded successfully',
  processingTitle: 'Processing',
  processingExcel: 'Generating Excel file...',
  noMethodReason: 'No payout method on file: add one in Settings › Payouts',
  noAccountReason: 'No payout account yet: set one up in Settings › Payouts',
  accountNotReadyReason: 'The payout account cannot be paid yet: finish setting it up in Settings › Payouts',
  transferFailedReason: 'The payout network did not complete the transfer',
  otherNetworkReason: (network: string | null) =>
    `It was sent through ${network ?? 'another network'}, which no longer pays out here: check it there, then retry it`,
  methodSaved: 'Payout method saved',
  methodRemoved: 'Payout method removed',
  methodError: 'Error saving payout method',
} as const;

/** Spec 001 §9 CSV columns, in order (the Excel file uses the same). */
export const PAYOUT_EXPORT_COLUMNS = [
  'Booking ID',
  'Amount',
  'Payout Date',
  'Method',
  'Status',
  'Guest',
  'Property',
  'Check-in',
  'Check-out',
  'Platform Fee',
] as const;

/** A service provider's export columns, in order (their CSV and Excel file): the amounts in Currency. */
export const PROVIDER_PAYOUT_EXPORT_COLUMNS = [
  'Booking ID',
  'Service',
  'Guest',
  'Date',
  'Amount',
  'Currency',
  'Platform Fee',
  'Payout Date',
  'Method',
  'Status',
  'Reference',
] as const;

/** payout-history-{date}.csv / .xlsx, date = the platform's yyyy-MM-dd (hosts and providers alike). */
export function payoutExportFileName(date: string, format: 'csv' | 'xlsx'): string {
  return `payout-history-${date}.${format}`;
}

const isoDay = isoDate('Enter a date as yyyy-MM-dd');

/**
 * The filtered set, shared by the list, the page's URL and both exports. `from`/`to` (inclusive platform days)
 * apply only when time is custom; search matches the guest's name, the property's title or the booking id.
 */
export const payoutFiltersInput = z
  .object({
    search: text().trim().max(100, 'Search is at most 100 characters').default(''),
    time: z.enum(PAYOUT_TIME_FILTERS).default('all'),
    from: isoDay.optional(),
    to: isoDay.optional(),
    method: z.enum(PAYOUT_METHOD_FILTERS).default('all'),
    status: z.enum(PAYOUT_STATUS_FILTERS).default('all'),
  })
  .refine((f) => f.time !== 'custom' || f.from !== undefined, {
    message: 'Choose a start date',
    path: ['from'],
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    message: 'The end date must not be before the start date',
    path: ['to'],
  });
export type PayoutFilters = z.infer<typeof payoutFiltersInput>;

export const payoutListInput = z.object({
  filters: payoutFiltersInput.prefault({}),
  page: z.number().int().min(1).max(100_000).default(1),
});
export type PayoutListInput = z.input<typeof payoutListInput>;

/**
 * One payout as its payee sees it (the Payout History row). Money in integer cents of `currency`; dates ISO. A service
 * payout's booking id is the service booking's, its property name the service's title, and its check-in and
 * check-out both the booking's date.
 */
export interface PayoutView {
  id: string;
  bookingId: string;
  propertyName: string;
  guestName: string;
  checkInDate: string;
  checkOutDate: string;
  /** What the amounts are in: USD for stays; a service's USD, EUR or GBP. */
  currency: string;
  amountCents: number;
  platformFeeCents: number;
  /** Taken off when sent, for refunds on earlier stays already paid out (the transfer was the difference). */
  deductedCents: number;
  /** When it was paid (completed) or is due to be released (otherwise). ISO instant. */
  payoutDate: string;
  /** Null while the host has no payout method. */
  payoutMethod: PayoutMethodKind | null;
  status: PayoutStatus;
  /** Why it failed (failed only). */
  failureReason: string | null;
  /** The network that sent it or was asked to (null before the first attempt). */
  network: PayoutNetworkName | null;
  /** The network's reference for the transfer (Stripe tr_…, Paystack TRF_…, demo SIM-…), once it has one. */
  providerRef: string | null;
}

/** Spec §3 Payout summary, over all of the host's payouts (not the filtered set). */
export interface PayoutSummary {
  /** Everything the host earns from paid bookings: completed + pending (= the dashboard's Total Earnings). */
  totalEarningsCents: number;
  /** Scheduled, processing and failed: earned but not yet paid out. */
  pendingAmountCents: number;
  lastPayoutAmountCents: number | null;
  lastPayoutDate: string | null;
  completedPayouts: number;
}

/** One currency's part of a provider's payouts: the host summary's figures, in that currency. */
export interface CurrencyPayoutSummary extends PayoutSummary {
  currency: string;
}

/**
 * A provider's summary cards, over all of their service payouts whatever the filters: one entry per currency
 * they have been paid in (their services may be in several), by currency code.
 */
export interface ProviderPayoutSummary {
  currencies: CurrencyPayoutSummary[];
}

export interface PayoutPage {
  items: PayoutView[];
  total: number;
  page: number;
  pageCount: number;
}

// Payout methods (Settings › Host Info)

const trimmed = (max: number, required: string) => text().trim().min(1, required).max(max);

/** Kenyan M-Pesa numbers, international form: +2547XXXXXXXX or +2541XXXXXXXX. */
export const MPESA_PHONE = /^\+254[17]\d{8}$/;
/** A local account number: 6 to 20 digits (spaces allowed and dropped). */
export const ACCOUNT_NUMBER = /^\d{6,20}$/;
/** Letters first means an IBAN (its check digits must hold); otherwise a local account number. */
export function isIbanOrAccountNumber(value: string): boolean {
  return /^[A-Z]{2}/.test(value) ? isValidIBAN(value) : ACCOUNT_NUMBER.test(value);
}
/** Stripe Connect account ids. */
export const STRIPE_ACCOUNT = /^acct_[A-Za-z0-9]{8,32}$/;

export const payoutMethodInput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('bank_transfer'),
    accountName: trimmed(100, 'Enter the account holder name'),
    bankName: trimmed(100, 'Enter the bank name'),
    /** An IBAN (checked with its mod-97 digits) or a local account number; stored without spaces. */
    accountNumber: z
      .string()
      .transform((v) => v.replace(/\s+/g, '').toUpperCase())
      .pipe(z.string().min(1, 'Enter an IBAN or account number'))
      .refine(isIbanOrAccountNumber, 'Enter a valid IBAN or a 6 to 20 digit account number'),
    /** The bank's code at Paystack (its bank list), which Paystack pays Kenyan accounts by. */
    bankCode: z
      .string()
      .trim()
      .refine((v) => v === '' || /^[0-9A-Za-z]{1,12}$/.test(v), 'Choose your bank')
      .optional(),
    swiftCode: z
      .string()
      .trim()
      .toUpperCase()
      .refine(
        (v) => v === '' || /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(v),
        'Enter a valid SWIFT/BIC code',
      )
      .default(''),
  }),
  z.object({
    kind: z.literal('paypal'),
    email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid PayPal email')),
  }),
  z.object({
    kind: z.literal('stripe'),
    accountId: z.string().trim().regex(STRIPE_ACCOUNT, 'Enter a Stripe account id like acct_1A2b3C4d5E'),
  }),
  z.object({
    kind: z.literal('mpesa'),
    phone: z
      .string()
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(MPESA_PHONE, 'Enter an M-Pesa number like +254712345678')),
  }),
]);
export type PayoutMethodInput = z.input<typeof payoutMethodInput>;
export type PayoutMethodDetails = z.output<typeof payoutMethodInput>;

/** Settings › Payouts: the payee's account at the payout network. */
export interface PayoutAccountView {
  network: PayoutNetworkName;
  /** Null under the demo, or before the payee set one up. */
  account: {
    payoutsEnabled: boolean;
    /** What the network still needs from the payee (Stripe's requirement names). */
    requirementsDue: string[];
    /** The holder's name as the network verified it (a bank account under Paystack). */
    verifiedName: string | null;
    /** The masked number or account Paystack pays (null under Stripe, where Stripe holds the bank details). */
    destination: string | null;
    updatedAt: string;
  } | null;
}

export const PAYOUT_ACCOUNT_TEXTS = {
  title: 'Payouts',
  demo: `${DEMO_PAYOUT}: payouts are recorded to the method below, and nothing is sent.`,
  stripeIntro:
    'You are paid through Stripe: connect a Stripe account, and Stripe pays your share to your bank.',
  connect: 'Connect with Stripe',
  continueSetup: 'Continue setup on Stripe',
  refresh: 'Check status',
  ready: 'Ready: payouts are sent to your Stripe account.',
  notReady: 'Not ready yet: Stripe still needs some details from you.',
  paystackIntro:
    'You are paid through Paystack in Kenyan shillings, to an M-Pesa number or a Kenyan bank account (with its bank code).',
  verifiedAs: 'Verified account name',
  notStripe: 'Payouts are not sent through Stripe here.',
  noAccount: 'No Stripe account yet: connect one first.',
  networkError: 'The payout provider could not set this up just now. Nothing was saved; please try again.',
  paystackMethods:
    'Through Paystack, payouts go to an M-Pesa number or a Kenyan bank account with its bank code.',
} as const;

/** The saved method as shown back: never the full number or address. */
export interface PayoutMethodView {
  kind: PayoutMethodKind;
  label: string;
  /** e.g. 'Equity Bank ···· 4321', 'j···@gmail.com', '+254 7·· ··· 678', 'acct_···4d5E'. */
  masked: string;
  updatedAt: string;
}

/**
 * When a stay's payout is released: the booking's payout delay (Admin Settings when it was made; 24 hours by
 * default) after the check-in day begins (platform time).
 */
export function payoutReleaseAt(checkIn: string, delayHours: number): Date {
  return new Date(platformDayStart(checkIn).getTime() + delayHours * 3_600_000);
}

/**
 * GET {path}.csv or .xlsx with the filters as query parameters (payoutFiltersQuery); session cookie auth. The
 * caller's stay payouts (hosts), or with `kind=service` their service payouts (verified providers).
 */
export const PAYOUT_EXPORT_PATH = '/api/payouts/export';

/** The export's `kind` query parameter: stay when absent. */
export const payoutExportKind = z.enum(PAYOUT_KINDS, 'Unknown payout kind').default('stay');

/** The filters that differ from the defaults (the range only when custom): the page's URL and the exports'. */
export function changedPayoutFilters(filters: Partial<PayoutFilters>): Partial<PayoutFilters> {
  const custom = filters.time === 'custom';
  return {
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.time && filters.time !== 'all' ? { time: filters.time } : {}),
    ...(custom && filters.from ? { from: filters.from } : {}),
    ...(custom && filters.to ? { to: filters.to } : {}),
    ...(filters.method && filters.method !== 'all' ? { method: filters.method } : {}),
    ...(filters.status && filters.status !== 'all' ? { status: filters.status } : {}),
  };
}

/**
 * The filters as URL query parameters (defaults left out): what the export links carry; a service export adds
 * `kind=service`.
 */
export function payoutFiltersQuery(
  filters: Partial<PayoutFilters>,
  kind: PayoutKind = 'stay',
): URLSearchParams {
  return new URLSearchParams({ ...changedPayoutFilters(filters), ...(kind === 'service' ? { kind } : {}) });
}
