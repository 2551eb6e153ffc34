/**
 * Client routes that exist. The server answers these with the app (200) and any other page address with the
 * app's not-found page and a 404 status, so crawlers and scripts see the truth.
 */
export const clientRoutePatterns: readonly RegExp[] = [
  /^\/$/,
  /^\/auth$/,
  /^\/auth\/confirm$/,
  /^\/dashboard\/redirect$/,
  /^\/(about|blog|faq|contact|legal|sitemap|help)$/,
  /^\/marketplace$/,
  /^\/property(\/[^/]+)?$/,
  /^\/bookings$/,
  /^\/dashboard$/,
  /^\/saved$/,
  /^\/review\/[^/]+$/,
  /^\/messages$/,
  /^\/(settings|referral)$/,
];

export function isClientRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return clientRoutePatterns.some((re) => re.test(path));
}
