import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoHorizontalOverflow, signIn } from './support';

const results = (page: Page) => page.locator('main').getByRole('link', { name: /^View Details/ });

test('the home page shows featured stays, testimonials and platform figures, and its search feeds the marketplace', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'What Our Community Says' })).toBeVisible();
  await expect(results(page)).toHaveCount(3);
  await expect(page.getByText('Verified Guest').first()).toBeVisible();
  await page.getByPlaceholder('Destination').fill('Kigali, Rwanda');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/marketplace\?.*location=Kigali/);
  await expect(page.getByText(/^\d+ propert/)).toBeVisible();
  for (const card of await results(page).all()) await expect(card).toBeVisible();
});

test('the footer’s Workspaces Only link filters to workspace listings priced by the day', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Workspaces Only' }).click();
  await expect(page).toHaveURL(/type=work_only|type=workspace/);
  await expect(page.getByLabel('Property type')).toHaveValue('work_only');
  await expect(results(page).first()).toBeVisible();
  const prices = await page
    .locator('main')
    .getByText(/^\$\d[\d,]* \/ (night|day)$/)
    .allTextContents();
  expect(prices.length).toBeGreaterThan(0);
  expect(prices.every((p) => p.endsWith('/ day'))).toBe(true);
});

test('sidebar filters apply on Apply Filters and Reset restores the defaults', async ({ page }) => {
  await page.goto('/marketplace');
  await expect(results(page).first()).toBeVisible();
  const before = await page.getByText(/^\d[\d,+]* propert/).textContent();
  await page.getByRole('button', { name: 'Workspace rating: at least 5' }).click();
  await expect(page).not.toHaveURL(/workRating/); // a draft until applied
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/workRating=5/);
  await expect(page.getByText(/^\d[\d,+]* propert/)).not.toHaveText(before ?? '');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page).toHaveURL(/minPrice=50/);
  await expect(page).toHaveURL(/maxPrice=500/);
  await expect(page).not.toHaveURL(/workRating/);
});

test('the quick search overwrites the filters', async ({ page }) => {
  // A quick search overwrites search, type, price, internet and amenities, and keeps the ratings.
  await page.goto('/marketplace?amenities=Pool&workRating=3');
  await page.getByLabel('Location').fill('Kampala');
  await page.getByRole('button', { name: 'Search Properties' }).click();
  await expect(page).toHaveURL(/search=Kampala/);
  await expect(page).not.toHaveURL(/Pool/);
  await expect(page).toHaveURL(/workRating=3/);
  await expect(results(page).first()).toBeVisible();
  await expect(page.locator('main').getByText('Kampala, Uganda').first()).toBeVisible();
});

test('a card opens its property page with every section', async ({ page }) => {
  await page.goto('/marketplace?type=work_and_stay');
  const first = results(page).first();
  await first.click();
  await expect(page).toHaveURL(/\/property\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const text of [
    'Workspace Score',
    'Stay Score',
    'Your Dedicated Workspace',
    'Your Comfortable Stay',
    'Reviews',
  ]) {
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expect(page).toHaveTitle(/ — KaziStay$/);
});

test('a signed-in guest saves from a card and still sees it saved after a reload', async ({ page }) => {
  await signIn(page, 'marcus.bell@kazistay.com');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/marketplace?location=Arusha%2C%20Tanzania');
  const heart = page.locator('main').getByRole('button', { name: 'Save property' }).first();
  await heart.click();
  await expect(
    page.locator('main').getByRole('button', { name: 'Remove from saved' }).first(),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.locator('main').getByRole('button', { name: 'Remove from saved' }).first()).toBeVisible();
  await page.locator('main').getByRole('button', { name: 'Remove from saved' }).first().click();
  // The removal is stored before the page is read again.
  await expect(page.locator('main').getByRole('button', { name: 'Remove from saved' })).toHaveCount(0);
  await page.reload();
  await expect(page.locator('main').getByRole('button', { name: 'Remove from saved' })).toHaveCount(0);
});

test('signed out, the heart asks to sign in', async ({ page }) => {
  await page.goto('/marketplace');
  await page.locator('main').getByRole('button', { name: 'Save property' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Authentication Required' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('an unknown property shows the not-found view with a 404', async ({ page }) => {
  const response = await page.goto('/property/00000000-0000-0000-0000-000000000000');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Property not found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to marketplace' }).click();
  await expect(page).toHaveURL(/\/marketplace/);
});

test('the marketplace at mobile width puts the filters in a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/marketplace');
  await expect(results(page).first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('button', { name: 'Stay rating: at least 4' }).click();
  await drawer.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/stayRating=4/);
  await expect(drawer).toBeHidden();
});
