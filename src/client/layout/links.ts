import type { RegisteredRouter } from '@tanstack/react-router';
import type { Role } from '../../shared/roles';

/** A page the app has: a link to any other address does not compile. */
export type AppPath = keyof RegisteredRouter['routesByPath'];

/** One navigation target. `to` is a path without query; `search` becomes the query string. */
export interface NavItem {
  label: string;
  to: AppPath;
  search?: Record<string, string>;
}

/** Desktop and mobile main navigation. */
export const primaryLinks: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Find Places', to: '/marketplace' },
  { label: 'Services', to: '/services' },
  { label: 'Become a Provider', to: '/become-provider' },
];

/** The desktop Resources menu. */
export const resourceLinks: readonly NavItem[] = [
  { label: 'About Us', to: '/about' },
  { label: 'Blog & Resources', to: '/blog' },
  { label: 'FAQ / Help', to: '/faq' },
  { label: 'Contact Us', to: '/contact' },
];

/** The main header's mobile drawer: the same resources, "Contact" shortened. */
export const mobileResourceLinks: readonly NavItem[] = resourceLinks.map((link) =>
  link.to === '/contact' ? { ...link, label: 'Contact' } : link,
);

/** The slide-in menu of the content header (home and static pages). */
export const contentMobileLinks: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Find Places', to: '/marketplace' },
  { label: 'About', to: '/about' },
  { label: 'Blog', to: '/blog' },
  { label: 'Contact', to: '/contact' },
];

/** The content header's signed-in links. */
export const contentAccountLinks: readonly NavItem[] = [
  { label: 'Dashboard', to: '/dashboard/redirect' },
  { label: 'My Bookings', to: '/bookings' },
  { label: 'Messages', to: '/messages' },
  { label: 'Settings', to: '/settings' },
];

const guestAccountLinks: readonly NavItem[] = [
  { label: 'Booking History', to: '/bookings' },
  { label: 'Saved Properties', to: '/saved' },
  { label: 'Referral Program', to: '/referral' },
];

// Spec 000 §header: a host gets Calendar Management, My Properties and Payout History. The dashboard leads
// (it is where a host lands). Admins get the admin console and its users list.
const hostAccountLinks: readonly NavItem[] = [
  { label: 'Host Dashboard', to: '/host' },
  { label: 'Calendar Management', to: '/host/calendar' },
  { label: 'My Properties', to: '/host/properties' },
  { label: 'Payout History', to: '/payouts' },
];
const adminAccountLinks: readonly NavItem[] = [
  { label: 'Admin Dashboard', to: '/admin' },
  { label: 'User Management', to: '/admin/users' },
];

/** Links every signed-in user gets after the role links. */
export const commonAccountLinks: readonly NavItem[] = [
  { label: 'Messages', to: '/messages' },
  { label: 'Account Settings', to: '/settings' },
];

/** Role links of the "My Account" menu: guests and providers book, hosts host, admins administer. */
function linksOfRole(role: Role): readonly NavItem[] {
  switch (role) {
    case 'host':
      return hostAccountLinks;
    case 'admin':
      return adminAccountLinks;
    case 'guest':
    case 'provider':
      return guestAccountLinks;
  }
}

const providerAccountLinks: readonly NavItem[] = [
  { label: 'Provider Dashboard', to: '/provider/dashboard' },
  { label: 'Payout History', to: '/provider/payouts' },
];
// A host who also provides services has both histories: theirs for services says so.
const hostProviderAccountLinks: readonly NavItem[] = providerAccountLinks.map((link) =>
  link.to === '/provider/payouts' ? { ...link, label: 'Service Payout History' } : link,
);

/**
 * The "My Account" role links; a verified provider (whatever their role) also gets the Provider Dashboard and
 * their payout history.
 */
export function roleAccountLinks(user: { role: Role; isProvider: boolean }): readonly NavItem[] {
  if (!user.isProvider) return linksOfRole(user.role);
  return [
    ...linksOfRole(user.role),
    ...(user.role === 'host' ? hostProviderAccountLinks : providerAccountLinks),
  ];
}

/** The legal pages, by /legal tab (footer and sitemap). */
export const legalLinks: readonly NavItem[] = [
  { label: 'Terms of Service', to: '/legal' },
  { label: 'Privacy Policy', to: '/legal', search: { tab: 'privacy' } },
  { label: 'Cookie Policy', to: '/legal', search: { tab: 'cookies' } },
  { label: 'Cancellation Policy', to: '/legal', search: { tab: 'cancellation' } },
];

export interface FooterGroup {
  title: string;
  links: readonly NavItem[];
}

export const footerGroups: readonly FooterGroup[] = [
  {
    title: 'Explore',
    links: [
      { label: 'Find Places', to: '/marketplace' },
      { label: 'Workspaces Only', to: '/marketplace', search: { type: 'workspace' } },
      { label: 'Stays Only', to: '/marketplace', search: { type: 'stay' } },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'About Us', to: '/about' },
      { label: 'Blog', to: '/blog' },
      { label: 'FAQ', to: '/faq' },
      { label: 'Contact', to: '/contact' },
      { label: 'Sitemap', to: '/sitemap' },
    ],
  },
  {
    title: 'Legal',
    links: legalLinks,
  },
];

/** A nav item as router link props: its page, its query, and "active" on that page whatever the query. */
export function navLinkProps(item: NavItem) {
  return {
    to: item.to,
    search: item.search,
    activeOptions: { exact: item.to === '/', includeSearch: false },
  };
}

/** A stable key for lists of links (the same path may appear with different queries). */
export function navKey(item: NavItem): string {
  return item.search ? `${item.to}?${new URLSearchParams(item.search).toString()}` : item.to;
}

/** Sign Up opens /auth in sign-up mode; Sign In opens it in its default (sign-in) mode. */
export const signUpLink: NavItem = { label: 'Sign Up', to: '/auth', search: { mode: 'signup' } };
