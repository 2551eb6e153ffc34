import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { paintAndArrivals, signIn } from './support';

// Issue 17: the first screen of /, /marketplace and a property page is drawn by the server, so a phone shows
// it before the scripts arrive; the browser then hydrates it from the same data, without redrawing it.

interface Listing {
  id: string;
  title: string;
}

async function firstListings(page: Page): Promise<{ items: Listing[]; total: number }> {
  const response = await page.request.get('/trpc/properties.search?input=%7B%7D');
  return ((await response.json()) as { result: { data: { items: Listing[]; total: number } } }).result.data;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the home page, the marketplace and a property page show their first screen from the HTML', async ({
    page,
  }) => {
    const { items, total } = await firstListings(page);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.locator('.boot-header')).toHaveCount(0);

    await page.goto('/marketplace');
    await expect(page.getByText(`${total} properties`, { exact: true })).toBeVisible();
    const first = page.locator('main article').first();
    await expect(first.getByRole('heading', { name: items[0]!.title })).toBeVisible();
    // The first photo is in the HTML, fetched first.
    await expect(first.locator('img').first()).toHaveAttribute('fetchpriority', 'high');
    // On a phone the quick search is folded by the stylesheet alone.
    await expect(page.getByTestId('quick-search-summary')).toBeVisible();
    await expect(page.getByRole('search', { name: 'Quick search' }).getByLabel('Location')).toBeHidden();

    await page.goto(`/property/${items[0]!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(items[0]!.title);
    await expect(page.getByRole('heading', { name: 'About this place' })).toBeVisible();
  });
});

test('the browser takes over the drawn pages without redrawing them, and they work', async ({ page }) => {
  const problems: string[] = [];
  const watch = (message: ConsoleMessage) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  };
  page.on('console', watch);
  page.on('pageerror', (error) => problems.push(error.message));
  // The heading and the first link (the header's logo) the server drew, kept before any script of the app has run.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const w = window as unknown as { drawn: Element[] };
      w.drawn = [document.querySelector('h1')!, document.querySelector('#root a[href]')!];
    });
  });
  await page.setViewportSize({ width: 390, height: 844 });
  const { items } = await firstListings(page);

  for (const path of ['/', '/marketplace', `/property/${items[0]!.id}`]) {
    await page.goto(path);
    await expect(page.locator('#root[data-ssr]')).toHaveCount(1);
    // Hydrated in place: the very nodes the server drew are still the page's.
    const kept = await page.evaluate(() => {
      const { drawn } = window as unknown as { drawn: Element[] };
      return [
        drawn[0] === document.querySelector('h1') && drawn[0].isConnected,
        drawn[1] === document.querySelector('#root a[href]') && drawn[1].isConnected,
      ];
    });
    expect(kept, path).toEqual([true, true]);
    expect(problems, path).toEqual([]);
  }

  // And they are live: the folded quick search opens.
  await page.goto('/marketplace');
  await page.getByRole('button', { name: 'Edit search' }).click();
  await expect(page.getByRole('search', { name: 'Quick search' }).getByLabel('Location')).toBeVisible();
  expect(problems).toEqual([]);
});

test('the drawn first screen paints before the app’s scripts have arrived', async ({ page }) => {
  const entryScript = /\/assets\/index-[\w-]+\.js$/;
  const timing = await paintAndArrivals(page, '/', entryScript);
  expect(timing.arrived).toHaveLength(1);
  expect(timing.firstPaint).toBeLessThan(timing.arrived[0]! - 1000);
});

/** When the app's entry script started to download, and when the page's load event came. */
async function scriptTiming(page: Page) {
  return page.evaluate(() => {
    const entry = document.querySelector<HTMLLinkElement>('link[data-app-entry]')!.href;
    const load = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
      .loadEventStart;
    return { load, scriptStart: performance.getEntriesByName(entry)[0]?.startTime ?? -1 };
  });
}

test('the scripts of a drawn page wait until the page has loaded; other pages start at once', async ({
  page,
}) => {
  await page.goto('/marketplace');
  const drawn = await scriptTiming(page);
  expect(drawn.scriptStart).toBeGreaterThanOrEqual(drawn.load);
  // The page's own chunk is named in the HTML but not fetched early.
  const html = await (await page.request.get('/marketplace')).text();
  expect(html).toMatch(/<link crossorigin href="\/assets\/MarketplaceRoute-[\w-]+\.js" data-app-module>/);
  expect(html).not.toContain('rel="modulepreload"');

  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const faq = await scriptTiming(page);
  expect(faq.scriptStart).toBeGreaterThanOrEqual(0);
  expect(faq.scriptStart).toBeLessThan(faq.load);
});

test('a signed-in visitor’s page is drawn with their own account, and kept out of shared caches', async ({
  page,
}) => {
  await signIn(page, 'lena.fischer@kazistay.com');
  await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
  const mine = await page.request.get('/');
  expect(mine.headers()['cache-control']).toBe('private, no-cache');
  const html = await mine.text();
  expect(html).toContain('aria-label="My Account"');
  expect(html).toContain('lena.fischer@kazistay.com');

  const anonymous = await (await fetch(new URL('/', page.url()))).text();
  expect(anonymous).not.toContain('aria-label="My Account"');
  expect(anonymous).not.toContain('lena.fischer@kazistay.com');
  expect(anonymous).toContain('Sign In');
});
