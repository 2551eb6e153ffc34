import { z } from 'zod';
import { USER_STATUSES } from '../shared/admin';
import { isIsoDate } from '../shared/dates';
import { roles } from '../shared/roles';
import { PAYOUT_METHOD_FILTERS, PAYOUT_STATUS_FILTERS, PAYOUT_TIME_FILTERS } from '../shared/payout-filters';
import { SERVICE_SEARCH_MAX } from '../shared/service-catalog';
import { SERVICE_CATEGORY_IDS } from '../shared/services';

/** Tabs of /legal: terms by default; the footer and the FAQ link straight to the other three. */
export const legalTabs = ['terms', 'privacy', 'cookies', 'cancellation'] as const;
export type LegalTab = (typeof legalTabs)[number];
export const defaultLegalTab: LegalTab = 'terms';

export function isLegalTab(value: unknown): value is LegalTab {
  return typeof value === 'string' && (legalTabs as readonly string[]).includes(value);
}

/** /legal?tab=...: unknown or missing values fall back to terms. */
export const legalSearchSchema = z.object({
  tab: z.enum(legalTabs).default(defaultLegalTab).catch(defaultLegalTab),
});

export const authModes = ['signin', 'signup'] as const;
export type AuthMode = (typeof authModes)[number];

/** /auth?mode=signup&redirect=/bookings */
export const authSearchSchema = z.object({
  mode: z.enum(authModes).optional().catch(undefined),
  redirect: z.string().max(2048).optional().catch(undefined),
  /** A friend's referral code (/auth?ref=CODE): opens sign-up and is sent with it. */
  ref: z.string().max(40).optional().catch(undefined),
});

/** /auth/confirm?token=... */
export const confirmSearchSchema = z.object({
  token: z.string().max(200).optional().catch(undefined),
});

/**
 * The place to return to after sign-in: a same-site path ('/x', never '//host' or '/\\host'), and never the
 * auth pages themselves. Anything else gives null.
 */
export function safeRedirectTarget(raw: string | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // Control characters and backslashes have no place in our paths and can confuse URL parsers.
  if (raw.includes('\\') || [...raw].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) {
    return null;
  }
  const path = raw.split(/[?#]/, 1)[0] ?? '';
  if (path === '/auth' || path.startsWith('/auth/')) return null;
  return raw;
}

/** /messages?booking={id} opens the conversation about a booking; ?with={userId} one with a person. */
export const messagesSearchSchema = z.object({
  booking: z.uuid().optional().catch(undefined),
  with: z.uuid().optional().catch(undefined),
});

/** /settings?tab=host opens the Host Info tab (the dashboard's 'Add a payout method' task links there). */
export const settingsTabs = ['profile', 'host', 'security'] as const;
export type SettingsTab = (typeof settingsTabs)[number];
export const settingsSearchSchema = z.object({
  tab: z.enum(settingsTabs).optional().catch(undefined),
});

export const payoutViews = ['table', 'cards'] as const;
export type PayoutView = (typeof payoutViews)[number];

/**
 * /payouts?search=&time=&from=&to=&method=&status=&page=&view=: every filter, the page and the view live in
 * the URL (shareable, kept on reload). Bad values fall back to the defaults rather than failing the page.
 */
export const payoutsSearchSchema = z.object({
  search: z.string().max(100).optional().catch(undefined),
  time: z.enum(PAYOUT_TIME_FILTERS).optional().catch(undefined),
  from: z.string().refine(isIsoDate).optional().catch(undefined),
  to: z.string().refine(isIsoDate).optional().catch(undefined),
  method: z.enum(PAYOUT_METHOD_FILTERS).optional().catch(undefined),
  status: z.enum(PAYOUT_STATUS_FILTERS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
  view: z.enum(payoutViews).optional().catch(undefined),
});
export type PayoutsSearch = z.infer<typeof payoutsSearchSchema>;

/** /admin/users?search=&role=&status=&page=: the users table's search, filters and page. */
export const adminUsersSearchSchema = z.object({
  search: z.string().max(100).optional().catch(undefined),
  role: z.enum(roles).optional().catch(undefined),
  status: z.enum(USER_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
});
export type AdminUsersSearch = z.infer<typeof adminUsersSearchSchema>;

/**
 * /services?category=&q=&page=: the browse page's filters and page live in the URL (shareable, kept on
 * reload); bad values fall back to the defaults.
 */
export const servicesSearchSchema = z.object({
  category: z.enum(SERVICE_CATEGORY_IDS).optional().catch(undefined),
  q: z.string().max(SERVICE_SEARCH_MAX).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
});
export type ServicesSearch = z.infer<typeof servicesSearchSchema>;

/** /bookings?tab=services opens the service bookings (where a new request lands); stays are the default. */
export const bookingsTabs = ['upcoming', 'past', 'services'] as const;
export type BookingsTab = (typeof bookingsTabs)[number];
export const bookingsSearchSchema = z.object({
  tab: z.enum(bookingsTabs).optional().catch(undefined),
});
