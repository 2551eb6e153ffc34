import { USER_STATUSES } from '../shared/admin-filters';
import { roles } from '../shared/roles';
import { PAYOUT_METHOD_FILTERS, PAYOUT_STATUS_FILTERS, PAYOUT_TIME_FILTERS } from '../shared/payout-filters';
import { SERVICE_CATEGORY_IDS, SERVICE_SEARCH_MAX } from '../shared/service-categories';
import { isoDateParam, oneOf, paramsReader, textUpTo, uuidParam, wholeNumber } from '../shared/url-params';

/** Tabs of /legal: terms by default; the footer and the FAQ link straight to the other three. */
export const legalTabs = ['terms', 'privacy', 'cookies', 'cancellation'] as const;
export type LegalTab = (typeof legalTabs)[number];
export const defaultLegalTab: LegalTab = 'terms';

export function isLegalTab(value: unknown): value is LegalTab {
  return typeof value === 'string' && (legalTabs as readonly string[]).includes(value);
}

/** /legal?tab=...: unknown or missing values fall back to terms. */
export function readLegalSearch(search: { tab?: LegalTab }): { tab: LegalTab } {
  return { tab: oneOf(legalTabs)(search.tab) ?? defaultLegalTab };
}

export const authModes = ['signin', 'signup'] as const;
export type AuthMode = (typeof authModes)[number];

/** /auth?mode=signup&redirect=/bookings */
export const readAuthSearch = paramsReader({
  mode: oneOf(authModes),
  redirect: textUpTo(2048),
  /** A friend's referral code (/auth?ref=CODE): opens sign-up and is sent with it. */
  ref: textUpTo(40),
});

/** /auth/confirm?token=... */
export const readConfirmSearch = paramsReader({
  token: textUpTo(200),
});

/** /auth/reset-password?token=... chooses a new password; without a token it asks for a link. */
export const readResetPasswordSearch = paramsReader({
  token: textUpTo(200),
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
export const readMessagesSearch = paramsReader({
  booking: uuidParam,
  with: uuidParam,
});

/**
 * /settings?tab=payouts opens the Payouts tab (the dashboard's 'Add a payout method' task links there);
 * &stripe=return|refresh is where Stripe's onboarding sends the payee back.
 */
export const settingsTabs = ['profile', 'host', 'payouts', 'security'] as const;
export type SettingsTab = (typeof settingsTabs)[number];
export const readSettingsSearch = paramsReader({
  tab: oneOf(settingsTabs),
  stripe: oneOf(['return', 'refresh'] as const),
});

export const payoutViews = ['table', 'cards'] as const;
export type PayoutView = (typeof payoutViews)[number];

/**
 * /payouts?search=&time=&from=&to=&method=&status=&page=&view=: every filter, the page and the view live in
 * the URL (shareable, kept on reload). Bad values fall back to the defaults rather than failing the page.
 */
export const readPayoutsSearch = paramsReader({
  search: textUpTo(100),
  time: oneOf(PAYOUT_TIME_FILTERS),
  from: isoDateParam,
  to: isoDateParam,
  method: oneOf(PAYOUT_METHOD_FILTERS),
  status: oneOf(PAYOUT_STATUS_FILTERS),
  page: wholeNumber(1, 100_000),
  view: oneOf(payoutViews),
});
export type PayoutsSearch = ReturnType<typeof readPayoutsSearch>;

/** /admin/users?search=&role=&status=&page=: the users table's search, filters and page. */
export const readAdminUsersSearch = paramsReader({
  search: textUpTo(100),
  role: oneOf(roles),
  status: oneOf(USER_STATUSES),
  page: wholeNumber(1, 100_000),
});
export type AdminUsersSearch = ReturnType<typeof readAdminUsersSearch>;

/**
 * /services?category=&q=&page=: the browse page's filters and page live in the URL (shareable, kept on
 * reload); bad values fall back to the defaults.
 */
export const readServicesSearch = paramsReader({
  category: oneOf(SERVICE_CATEGORY_IDS),
  q: textUpTo(SERVICE_SEARCH_MAX),
  page: wholeNumber(1, 10_000),
});
export type ServicesSearch = ReturnType<typeof readServicesSearch>;

/** /bookings?tab=services opens the service bookings (where a new request lands); stays are the default. */
export const bookingsTabs = ['upcoming', 'past', 'services'] as const;
export type BookingsTab = (typeof bookingsTabs)[number];
export const readBookingsSearch = paramsReader({
  tab: oneOf(bookingsTabs),
});

/**
 * Where the payment provider sends the guest back: /bookings/payment?booking=<id>[&cancelled=1] for a stay
 * (`cancelled`: back unpaid), /bookings/payment?service=<id>[&paid=1] for a service booking (`paid`: back from
 * paying; the messages and e-mails asking for the payment link there without it).
 */
export const readBookingPaymentSearch = paramsReader({
  booking: uuidParam,
  cancelled: oneOf(['1'] as const),
  service: uuidParam,
  paid: oneOf(['1'] as const),
});
