import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { paintAndArrivals, signIn } from './support';

// Issue 17: the first download is compressed, each page's code arrives only when that page is opened (or a
// link to it is pointed at), and an anonymous visitor reading listings opens no WebSocket.

const encoding = (headers: Record<string, string>) => headers['content-encoding'] ?? 'none';

test('assets, the page and API answers arrive compressed', async ({ page }) => {
  const documentResponse = await page.goto('/marketplace');
  expect(encoding(await documentResponse!.allHeaders())).toMatch(/^(br|gzip)$/);

  // The entry script: precompressed at build time, cached for a year.
  const entry = await page.locator('link[data-app-entry]').getAttribute('href');
  const asset = await page.request.get(entry!, { headers: { 'accept-encoding': 'br' } });
  expect(asset.headers()['content-encoding']).toBe('br');
  expect(asset.headers()['cache-control']).toContain('immutable');
  const plain = await page.request.get(entry!, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(Number(asset.headers()['content-length'])).toBeLessThan((await plain.body()).length / 2);

  // A tRPC answer of listings, compressed as the browser asked.
  const search = await page.request.get('/trpc/properties.search?input=%7B%7D', {
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(search.headers()['content-encoding']).toBe('gzip');
  const body = (await search.json()) as { result: { data: { items: unknown[] } } };
  expect(body.result.data.items.length).toBeGreaterThan(0);
});

// Pages the server does not draw (here /faq) paint the HTML's own header first; for drawn pages see
// server-drawn.spec.ts.
test('the HTML’s header paints before the app’s stylesheet and scripts have arrived', async ({ page }) => {
  const appAsset = /\/assets\/index-[\w-]+\.(css|js)$/;
  const timing = await paintAndArrivals(page, '/faq', appAsset);
  expect(timing.arrived).toHaveLength(2);
  for (const end of timing.arrived) expect(timing.firstPaint).toBeLessThan(end);
});

test('a page’s chunk loads only when the page is visited or a link to it is pointed at', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r: Request) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const faqChunk = () => scripts.filter((s) => /\/assets\/FaqPage-[\w-]+\.js$/.test(s));
  expect(faqChunk()).toEqual([]);

  const link = page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true });
  await link.hover();
  await expect.poll(() => faqChunk().length).toBe(1);
  await link.click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { name: /Frequently Asked Questions/i })).toBeVisible();
  expect(faqChunk()).toHaveLength(1);
});

test('realtime connects only when a page needs it', async ({ page }) => {
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  await page.goto('/marketplace');
  await expect(page.getByRole('link', { name: /View Details/i }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sockets).toEqual([]);

  // Signed in, the messages feed needs it.
  await signIn(page, 'guest@kazistay.com');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await expect.poll(() => sockets.length).toBeGreaterThan(0);
});

test('the marketplace draws the cards near the screen, more as the visitor scrolls or tabs on', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/marketplace');
  const cards = page.locator('main article');
  await expect(cards.first()).toBeVisible();
  // The first card's image is the largest paint: fetched at once and first; the others wait until near.
  const firstImage = cards.first().locator('img').first();
  await expect(firstImage).toHaveAttribute('loading', 'eager');
  await expect(firstImage).toHaveAttribute('fetchpriority', 'high');
  await expect(cards.nth(1).locator('img').first()).toHaveAttribute('loading', 'lazy');
  // A phone's first screen: six cards, far more than the screen shows; the rest are not drawn yet.
  await expect(cards).toHaveCount(6);
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);

  // The keyboard: reaching one of the last cards draws the next ones, so Tab goes on through the list.
  await cards
    .nth(5)
    .getByRole('link', { name: /^View Details/ })
    .focus();
  await expect(cards).toHaveCount(12);

  // Scrolling down draws the rest of the fetched page; then 'Show more' follows the last card.
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    await expect(cards).toHaveCount(50, { timeout: 500 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText(/^Showing 50 of/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show more' })).toBeVisible();
});

test('the page a visit starts on has its chunk named in the HTML, fetched with the entry', async ({
  page,
}) => {
  const html = await (await page.request.get('/marketplace')).text();
  const chunk = /<link crossorigin href="(\/assets\/MarketplaceRoute-[\w-]+\.js)" data-app-module>/.exec(
    html,
  );
  expect(chunk).not.toBeNull();
  const home = await (await page.request.get('/')).text();
  expect(home).toMatch(/<link crossorigin href="\/assets\/HomePage-[\w-]+\.js" data-app-module>/);
  expect(home).not.toContain('MarketplaceRoute-');
  await page.goto('/marketplace');
  await expect(page.locator('article').first()).toBeVisible();
});

test('a phone gets the 400 px size of a card photo, a wide screen the full one', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/marketplace');
  const image = page.locator('article').first().locator('img').first();
  await expect(image).toHaveAttribute('srcset', /-thumb\.webp 400w, .+\.webp \d+w$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-thumb\.webp$/);
  const thumb = await page.request.get(await image.evaluate((img: HTMLImageElement) => img.currentSrc));
  expect(thumb.ok()).toBe(true);
  expect(thumb.headers()['content-type']).toBe('image/webp');

  // The property page's first photo is fetched first and keeps its space.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page
    .locator('article')
    .first()
    .getByRole('link', { name: /View Details/ })
    .click();
  const hero = page.getByRole('region', { name: 'Photos' }).locator('img').first();
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).toHaveAttribute('width', '960');
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.currentSrc))
    .not.toMatch(/-thumb\.webp$/);
});

test.describe('before the scripts have run', () => {
  test.use({ javaScriptEnabled: false });

  test('the HTML alone draws the header with the logo linking home, the same height as the app’s', async ({
    page,
  }) => {
    // (A page the server does not draw: the drawn ones are in server-drawn.spec.ts.)
    await page.goto('/faq');
    const home = page.getByRole('link', { name: 'KaziStay' });
    await expect(home).toBeVisible();
    await expect(home).toHaveAttribute('href', '/');
    // (Playwright's text search skips <noscript>, so the note is found by its class.)
    const note = page.locator('p.boot-note');
    await expect(note).toBeVisible();
    await expect(note).toContainText('KaziStay needs JavaScript to search, book and message hosts.');
    expect((await page.locator('header').boundingBox())?.height).toBe(64);
  });
});

test('the app’s header replaces the first-paint header in place', async ({ page }) => {
  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.boot-header')).toHaveCount(0);
  await expect(page.locator('header')).toHaveCount(1);
  expect((await page.locator('header').boundingBox())?.height).toBe(64);
});

test('the lazily loaded Resources menu keeps the look of the header links beside it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/marketplace');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const resources = nav.getByRole('button', { name: 'Resources' });
  await expect(resources).not.toHaveAttribute('aria-disabled', 'true'); // the menu's code has arrived
  const look = (el: Element) => {
    const s = getComputedStyle(el);
    return { font: `${s.fontSize} ${s.fontWeight}`, border: s.borderTopStyle, background: s.backgroundColor };
  };
  expect(await resources.evaluate(look)).toEqual(
    await nav.getByRole('link', { name: 'Services' }).evaluate(look),
  );
  await resources.click();
  await expect(page.getByRole('menuitem', { name: 'FAQ / Help' })).toBeVisible();
});
