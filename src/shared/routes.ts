/**
 * Every page address the app has, once. The client builds its route tree from these paths, and the server
 * answers them with the app (200) and any other page address with the app's not-found page and a 404, so
 * crawlers and scripts see the truth. `$name` is a path parameter (one segment).
 */
export const pagePaths = {
  home: '/',
  about: '/about',
  blog: '/blog',
  faq: '/faq',
  contact: '/contact',
  legal: '/legal',
  sitemap: '/sitemap',
  help: '/help',
  auth: '/auth',
  confirmEmail: '/auth/confirm',
  resetPassword: '/auth/reset-password',
  dashboardRedirect: '/dashboard/redirect',
  marketplace: '/marketplace',
  property: '/property/$id',
  propertyWithoutId: '/property',
  bookings: '/bookings',
  bookingPayment: '/bookings/payment',
  dashboard: '/dashboard',
  saved: '/saved',
  review: '/review/$bookingId',
  messages: '/messages',
  settings: '/settings',
  referral: '/referral',
  hostDashboard: '/host',
  hostCalendar: '/host/calendar',
  hostAnalytics: '/host/analytics',
  hostProperties: '/host/properties',
  hostPropertyCreate: '/host/properties/create',
  hostPropertyEdit: '/host/properties/$id/edit',
  payouts: '/payouts',
  becomeProvider: '/become-provider',
  services: '/services',
  serviceCreate: '/services/create',
  serviceEdit: '/services/$id/edit',
  serviceBook: '/services/$id/book',
  serviceProvider: '/services/provider/$providerId',
  providerDashboard: '/provider/dashboard',
  providerPayouts: '/provider/payouts',
  admin: '/admin',
  adminUsers: '/admin/users',
  adminListings: '/admin/listings',
  adminReports: '/admin/reports',
  adminDisputes: '/admin/disputes',
  adminApplications: '/admin/applications',
  adminPayments: '/admin/payments',
  adminPayouts: '/admin/payouts',
  adminSettings: '/admin/settings',
} as const;

export type PagePath = (typeof pagePaths)[keyof typeof pagePaths];

function patternOf(path: string): RegExp {
  const body = path
    .split('/')
    .map((segment) => (segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}$`);
}

const patterns: readonly RegExp[] = Object.values(pagePaths).map(patternOf);

/** Whether a request path is one of the app's pages (a trailing slash is ignored). */
export function isClientRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return patterns.some((re) => re.test(path));
}
