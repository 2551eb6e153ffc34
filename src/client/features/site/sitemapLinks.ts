import { cityLocationParam } from '../../../shared/cities';
import { SERVICE_CATEGORIES } from '../../../shared/services';
import { legalLinks, type NavItem } from '../../layout/links';

/** One sitemap entry: a path without query, and the query as `search` (the router encodes it). */
export type SitemapLink = NavItem;

export interface SitemapGroup {
  title: string;
  links: readonly SitemapLink[];
}

/* The link groups of /sitemap; cities come from shared/cities. Paths are route-typed. */
export const sitemapGroups: SitemapGroup[] = [
  {
    title: 'Main pages',
    links: [
      { label: 'Home', to: '/' },
      { label: 'Find Places', to: '/marketplace' },
      { label: 'About Us', to: '/about' },
      { label: 'Blog & Resources', to: '/blog' },
      { label: 'Contact Us', to: '/contact' },
    ],
  },
  {
    title: 'Stay categories',
    links: [
      { label: 'All stays', to: '/marketplace' },
      { label: 'Workspaces only', to: '/marketplace', search: { type: 'workspace' } },
      { label: 'Short stays', to: '/marketplace', search: { duration: 'short' } },
      { label: 'Long stays', to: '/marketplace', search: { duration: 'long' } },
    ],
  },
  {
    title: 'User account',
    links: [
      { label: 'Sign in / Sign up', to: '/auth' },
      { label: 'Your dashboard', to: '/dashboard' },
      { label: 'Saved properties', to: '/saved' },
      { label: 'Booking history', to: '/bookings' },
      { label: 'Account settings', to: '/settings' },
    ],
  },
  {
    title: 'Host features',
    links: [
      { label: 'Host dashboard', to: '/host' },
      { label: 'My properties', to: '/host/properties' },
      { label: 'Calendar', to: '/host/calendar' },
      { label: 'Analytics', to: '/host/analytics' },
      { label: 'Payout history', to: '/payouts' },
      { label: 'Add a property', to: '/host/properties/create' },
    ],
  },
  {
    title: 'Services',
    links: [
      { label: 'Browse services', to: '/services' },
      ...SERVICE_CATEGORIES.map((c) => ({
        label: c.name,
        to: '/services' as const,
        search: { category: c.id },
      })),
      { label: 'Become a provider', to: '/become-provider' },
      { label: 'Provider dashboard', to: '/provider/dashboard' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'FAQ', to: '/faq' },
      { label: 'Help Center', to: '/help' },
      { label: 'Contact Support', to: '/contact' },
    ],
  },
  {
    title: 'Legal',
    links: legalLinks,
  },
];

/** A city's marketplace link: /marketplace?location={city}, {country}. */
export function citySitemapLink(city: string, country: string): SitemapLink {
  return {
    label: `Stays in ${city}`,
    to: '/marketplace',
    search: { location: cityLocationParam(city, country) },
  };
}
