import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { detailLinks } from './support';

// Issue 18, item 6: offline, a data view shows the connection-error text with a Retry after a bounded wait
// (never endless skeletons), and recovers by itself when the connection returns.

const CONNECTION_ERROR =
  'Connection Error: Unable to connect to the server. Please check your internet connection.';
/** The longest a view retries before it says so: react-query's three retries (1 + 2 + 4 s) and margin. */
const BOUNDED_WAIT = 15_000;

/**
 * Makes the server unreachable for data and its health check (the page's own files still load), while the
 * browser stays 'online': what a dropped link or a restarting server looks like.
 */
async function cutTheServer(page: Page): Promise<() => Promise<void>> {
  const unreachable = (url: URL) => url.pathname.startsWith('/trpc/') || url.pathname === '/healthz';
  await page.route(unreachable, (route) => route.abort('internetdisconnected'));
  return () => page.unroute(unreachable);
}

test('offline, the marketplace says it cannot connect instead of loading forever, and recovers when back online', async ({
  page,
  context,
}) => {
  await page.goto('/marketplace');
  await expect(detailLinks(page).first()).toBeVisible();

  await context.setOffline(true);
  // A new search while offline (Reset sets a price range).
  await page.getByRole('region', { name: 'Filters' }).getByRole('button', { name: 'Reset' }).click();
  await expect(page).toHaveURL(/minPrice=50/);
  const results = page.locator('main');
  await expect(results.getByText(CONNECTION_ERROR)).toBeVisible({ timeout: BOUNDED_WAIT });
  await expect(results.getByText('Loading properties...')).toHaveCount(0);
  await expect(results.getByRole('button', { name: 'Retry' })).toBeVisible();

  // Back online, the list comes back without a click.
  await context.setOffline(false);
  await expect(detailLinks(page).first()).toBeVisible();
  await expect(results.getByText(CONNECTION_ERROR)).toHaveCount(0);
});

test('a property page that cannot reach the server offers Retry, which loads it once the server answers', async ({
  page,
}) => {
  // The server draws a property page with its data (server-drawn.spec.ts): here the browser asks for it,
  // opening the page from a marketplace card.
  await page.goto('/marketplace');
  const restore = await cutTheServer(page);
  await detailLinks(page).first().click();
  await expect(page.getByRole('heading', { name: 'Failed to load property details' })).toBeVisible({
    timeout: BOUNDED_WAIT,
  });
  await expect(page.getByText(CONNECTION_ERROR)).toBeVisible();
  await restore();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: 'Book Now' })).toBeVisible();
});

test('the home page’s places and forum posts show the connection error with Retry, not skeletons', async ({
  page,
}) => {
  // The server draws the home page with its data (server-drawn.spec.ts); here the data is asked for by the
  // browser: the visit starts on a page it draws, and the home page is opened from the header's logo.
  await page.goto('/faq');
  const restore = await cutTheServer(page);
  await page.getByRole('banner').getByRole('link', { name: 'KaziStay' }).click();
  const failure = (title: string) => page.getByRole('alert').filter({ hasText: title });
  const featured = failure('Could not load properties. Please try again later.');
  const posts = failure('Could not load posts. Please try again later.');
  await expect(featured).toBeVisible({ timeout: BOUNDED_WAIT });
  await expect(featured).toContainText(CONNECTION_ERROR);
  await expect(posts).toBeVisible({ timeout: BOUNDED_WAIT });
  await expect(posts).toContainText(CONNECTION_ERROR);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);

  await restore();
  await featured.getByRole('button', { name: 'Retry' }).click();
  await expect(detailLinks(page).first()).toBeVisible();
  await expect(featured).toHaveCount(0);
  // The browser never went offline here, so no 'online' event comes: the posts come back by themselves
  // within the recovery interval (10 s), without their Retry.
  await expect(page.getByLabel('Community posts')).toBeVisible({ timeout: BOUNDED_WAIT });
  await expect(posts).toHaveCount(0);
});

test('a page whose code cannot be downloaded says it cannot connect, with a Retry', async ({ page }) => {
  await page.goto('/');
  await expect(detailLinks(page).first()).toBeVisible();
  // Every script the home page loaded still loads; any other chunk (the About page's) fails, as offline.
  const loaded = new Set(
    await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    ),
  );
  await page.route('**/assets/*.js', (route) =>
    loaded.has(new URL(route.request().url()).pathname)
      ? route.continue()
      : route.abort('internetdisconnected'),
  );
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  // The router reloads once (a deploy may have replaced the chunk); then the page says what happened.
  const card = page.getByRole('alert').filter({ hasText: 'Connection Error' });
  await expect(card).toContainText(CONNECTION_ERROR, { timeout: BOUNDED_WAIT });
  await expect(page).toHaveURL(/\/about$/);

  await page.unroute('**/assets/*.js');
  await card.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('while the server stays down only its health check is asked, so the failed search stays put; then it loads', async ({
  page,
}) => {
  // The search is asked for by the browser: the marketplace is opened from the header of a page it draws.
  await page.goto('/faq');
  const restore = await cutTheServer(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find Places' }).click();
  const results = page.locator('main');
  await expect(results.getByText(CONNECTION_ERROR)).toBeVisible({ timeout: BOUNDED_WAIT });
  const toast = page
    .getByRole('alert')
    .filter({ hasText: 'Could not load properties. Please try again later.' });
  await expect(toast).toHaveCount(1);

  // Two recovery rounds (every 10 s): health checks go out, the search does not, so it never returns to
  // 'Loading properties...' nor raises its toast again.
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.waitForTimeout(21_000);
  expect(asked.filter((path) => path === '/healthz').length).toBeGreaterThanOrEqual(2);
  // (Other views may still be in their own retries: the site settings retry three times, the search once.)
  expect(asked.filter((path) => path.includes('properties.search'))).toEqual([]);
  await expect(results.getByText(CONNECTION_ERROR)).toBeVisible();

  // The server answers again: the next round loads the search, without a click.
  await restore();
  await expect(detailLinks(page).first()).toBeVisible({ timeout: BOUNDED_WAIT });
});
