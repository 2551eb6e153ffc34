/** The payouts page's statuses, methods and filters: values and labels only (the route table validates them). */
export const PAYOUT_STATUSES = ['scheduled', 'processing', 'completed', 'failed', 'cancelled'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** What a payout pays for: a stay (to its host) or a service booking (to its provider). */
export const PAYOUT_KINDS = ['stay', 'service'] as const;
export type PayoutKind = (typeof PAYOUT_KINDS)[number];

/** Spec filter values (paypal, bank transfer, stripe) plus M-Pesa, what East African hosts are paid with. */
export const PAYOUT_METHODS = ['bank_transfer', 'paypal', 'stripe', 'mpesa'] as const;
export type PayoutMethodKind = (typeof PAYOUT_METHODS)[number];
export const PAYOUT_METHOD_LABELS: Record<PayoutMethodKind, string> = {
  bank_transfer: 'Bank Transfer',
  paypal: 'PayPal',
  stripe: 'Stripe',
  mpesa: 'M-Pesa',
};

/** Spec 001 §9 time filters. */
export const PAYOUT_TIME_FILTERS = ['all', 'last30', 'last90', 'last365', 'custom'] as const;
export type PayoutTimeFilter = (typeof PAYOUT_TIME_FILTERS)[number];
export const PAYOUT_TIME_LABELS: Record<PayoutTimeFilter, string> = {
  all: 'All time',
  last30: 'Last 30 days',
  last90: 'Last 90 days',
  last365: 'Last 365 days',
  custom: 'Custom range',
};
export const PAYOUT_TIME_DAYS: Record<'last30' | 'last90' | 'last365', number> = {
  last30: 30,
  last90: 90,
  last365: 365,
};
/** Status filter values: the spec's (all, completed, processing, failed) plus the ledger's scheduled and cancelled. */
export const PAYOUT_STATUS_FILTERS = ['all', ...PAYOUT_STATUSES] as const;
export const PAYOUT_METHOD_FILTERS = ['all', ...PAYOUT_METHODS] as const;
