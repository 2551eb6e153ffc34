import { z } from 'zod';
import { ADMIN_SEARCH_MAX } from './admin';
import {
  DEMO_PAYOUT,
  PAYOUT_KINDS,
  PAYOUT_NETWORKS,
  PAYOUT_STATUSES,
  type PayoutKind,
  type PayoutNetworkName,
  type PayoutStatus,
} from './payouts';
import { text } from './text';

export const ADMIN_PAYOUTS_PAGE_SIZE = 20;

/** The admin's export of the filtered payouts (GET, admins only). */
export const ADMIN_PAYOUTS_EXPORT_PATH = '/api/admin/payouts.csv';

export const ADMIN_PAYOUT_KIND_FILTERS = ['all', ...PAYOUT_KINDS] as const;
export const ADMIN_PAYOUT_STATUS_FILTERS = ['all', ...PAYOUT_STATUSES] as const;
export const ADMIN_PAYOUT_NETWORK_FILTERS = ['all', ...PAYOUT_NETWORKS] as const;

export const PAYOUT_KIND_LABELS: Record<PayoutKind, string> = { stay: 'Stay', service: 'Service' };

export const PAYOUT_NETWORK_LABELS: Record<PayoutNetworkName, string> = {
  demo: 'Demo',
  stripe: 'Stripe',
  paystack: 'Paystack',
};

export const ADMIN_PAYOUT_TEXTS = {
  title: 'Payouts',
  subtitle: 'Every payout to hosts and providers, with the network’s references',
  searchPlaceholder: 'Payee name or email, booking or payout id, provider reference...',
  loadFailed: 'Failed to load payouts',
  empty: 'No payouts found',
  stuckOnly: 'Stuck only',
  stuck: 'Stuck',
  stuckHint: 'Processing past its lease: the next release run asks the network about it',
  demo: DEMO_PAYOUT,
  notSent: 'Not sent yet',
  retry: 'Retry',
  retryTitle: 'Retry this payout?',
  retryBody:
    'It is sent again at the next release run, which starts now. A transfer the network may already have made is looked up first, never sent twice.',
  retryOverLimit: 'It has had all its automatic attempts: this retry is one more, on your say-so.',
  retryConfirm: 'Retry payout',
  retried: 'Payout queued for retry',
  retryFailed: 'Failed to retry the payout',
  notFound: 'Payout not found',
  notFailed: 'Only a failed payout can be retried',
  badKind: 'Unknown payout kind',
  badStatus: 'Unknown payout status',
  badNetwork: 'Unknown payout network',
  badStuck: 'Stuck is true or false',
  badPage: 'The page is a whole number from 1',
  searchTooLong: `Search is at most ${ADMIN_SEARCH_MAX} characters`,
} as const;

/** The list's filters, shared by the list and its CSV export. */
export const adminPayoutFiltersInput = z.object({
  search: text().trim().max(ADMIN_SEARCH_MAX, ADMIN_PAYOUT_TEXTS.searchTooLong).optional(),
  kind: z.enum(ADMIN_PAYOUT_KIND_FILTERS, { error: ADMIN_PAYOUT_TEXTS.badKind }).default('all'),
  status: z.enum(ADMIN_PAYOUT_STATUS_FILTERS, { error: ADMIN_PAYOUT_TEXTS.badStatus }).default('all'),
  network: z.enum(ADMIN_PAYOUT_NETWORK_FILTERS, { error: ADMIN_PAYOUT_TEXTS.badNetwork }).default('all'),
  /** Processing past the release lease: its runner died mid-send, or the network has not confirmed it. */
  stuck: z.boolean({ error: ADMIN_PAYOUT_TEXTS.badStuck }).default(false),
});
export type AdminPayoutFilters = z.infer<typeof adminPayoutFiltersInput>;
export type AdminPayoutFiltersInput = z.input<typeof adminPayoutFiltersInput>;

/** The same filters as the export's query parameters (`stuck` written as text). */
export const adminPayoutExportQuery = adminPayoutFiltersInput.extend({
  stuck: z
    .enum(['true', 'false'], { error: ADMIN_PAYOUT_TEXTS.badStuck })
    .transform((v) => v === 'true')
    .default(false),
});

export const adminPayoutsInput = adminPayoutFiltersInput.extend({
  page: z
    .number({ error: ADMIN_PAYOUT_TEXTS.badPage })
    .int(ADMIN_PAYOUT_TEXTS.badPage)
    .min(1, ADMIN_PAYOUT_TEXTS.badPage)
    .max(100_000, ADMIN_PAYOUT_TEXTS.badPage)
    .default(1),
});
export type AdminPayoutsInput = z.input<typeof adminPayoutsInput>;

export const retryPayoutInput = z.object({ payoutId: z.uuid(ADMIN_PAYOUT_TEXTS.notFound) });

/** The export's address for these filters (defaults left out). */
export function adminPayoutsExportHref(filters: AdminPayoutFiltersInput): string {
  const query = new URLSearchParams();
  const search = filters.search?.trim();
  if (search) query.set('search', search);
  if (filters.kind && filters.kind !== 'all') query.set('kind', filters.kind);
  if (filters.status && filters.status !== 'all') query.set('status', filters.status);
  if (filters.network && filters.network !== 'all') query.set('network', filters.network);
  if (filters.stuck) query.set('stuck', 'true');
  const qs = query.toString();
  return qs ? `${ADMIN_PAYOUTS_EXPORT_PATH}?${qs}` : ADMIN_PAYOUTS_EXPORT_PATH;
}

/** One payout as the console lists it. Money in integer minor units; instants ISO. */
export interface AdminPayoutView {
  id: string;
  kind: PayoutKind;
  /** The stay's property title or the service's title. */
  title: string;
  /** The host (a stay) or the provider (a service). */
  payeeName: string;
  payeeEmail: string;
  /** The stay's booking or the service's, as `kind` says. */
  bookingId: string;
  /** What the payee earns, in `currency` cents. */
  amountCents: number;
  currency: string;
  /** Taken off when sent, for refunds on the host's earlier bookings. */
  deductedCents: number;
  status: PayoutStatus;
  /** The network asked to send it (null before the first send). */
  network: PayoutNetworkName | null;
  /** The network's reference for the transfer (Stripe tr_…, Paystack TRF_…, demo SIM-…). */
  providerRef: string | null;
  /** What was asked of the network, in `sentCurrency` minor units (KES under Paystack). */
  sentAmountMinor: number | null;
  sentCurrency: string | null;
  failureReason: string | null;
  attempts: number;
  nextAttemptAt: string | null;
  /** When it was paid (completed) or is due (otherwise). */
  payoutDate: string;
  paidAt: string | null;
  /** Processing past the release lease. */
  stuck: boolean;
}

export interface AdminPayoutsPage {
  items: AdminPayoutView[];
  total: number;
  page: number;
  pageCount: number;
}
