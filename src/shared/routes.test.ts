import { describe, expect, it } from 'vitest';
import { isClientRoute } from './routes';

describe('isClientRoute', () => {
  it.each([
    '/',
    '/auth',
    '/auth/',
    '/auth/confirm',
    '/dashboard/redirect',
    '/about',
    '/legal',
    '/sitemap',
    '/help',
    '/marketplace',
    '/property',
    '/property/8f0c2f9e-0000-4000-8000-000000000000',
    '/bookings',
    '/dashboard',
    '/saved',
    '/review/8f0c2f9e-0000-4000-8000-000000000000',
    '/messages',
    '/settings',
    '/referral',
    '/host',
    '/host/calendar',
    '/host/analytics',
    '/payouts',
    '/admin',
    '/admin/users',
    '/admin/listings',
    '/admin/settings',
    '/admin/reports',
    '/admin/disputes',
  ])('knows %s', (path) => expect(isClientRoute(path)).toBe(true));
  it.each([
    '/nope',
    '/about/us',
    '/auth/confirm/x',
    '/property/a/b',
    '//about',
    '/review',
    '/messages/x',
    '/host/payouts',
    '/admin/nope',
  ])('does not know %s', (path) => expect(isClientRoute(path)).toBe(false));
});
