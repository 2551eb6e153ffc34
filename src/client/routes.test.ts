// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isClientRoute, pagePaths } from '../shared/routes';
import { createMemoryHistory } from '@tanstack/react-router';
import { createAppRouter } from './routes';

const router = createAppRouter(createMemoryHistory({ initialEntries: ['/'] }));

describe('the route tree', () => {
  it('registers exactly the page addresses the server answers with 200', () => {
    const registered = Object.keys(router.routesByPath).sort();
    expect(registered).toEqual([...new Set(Object.values(pagePaths))].sort());
    for (const path of registered) expect(isClientRoute(path.replace(/\$\w+/g, 'x'))).toBe(true);
  });

  it('loads every page on demand, the home page too (the server names the first page’s chunk in the HTML)', () => {
    const pages = Object.values(router.routesByPath);
    const eager = pages.filter((route) => {
      const component = route.options.component as { preload?: unknown } | undefined;
      return component !== undefined && typeof component.preload !== 'function';
    });
    expect(eager.map((route) => route.fullPath)).toEqual([]);
    expect(pages.map((route) => route.fullPath)).toContain('/');
  });
});
