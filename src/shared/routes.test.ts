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
  ])('knows %s', (path) => expect(isClientRoute(path)).toBe(true));
  it.each(['/nope', '/about/us', '/auth/confirm/x', '/property/a/b', '//about'])('does not know %s', (path) =>
    expect(isClientRoute(path)).toBe(false),
  );
});
