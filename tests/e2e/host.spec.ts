import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openAccountMenu, signIn, signUpAndConfirm } from './support';

/** Signs up a new guest account, confirms it and signs in; a fresh account keeps the demo guest a guest. */
async function signUpGuest(page: Page): Promise<void> {
  const email = `new-host-${Date.now()}@example.com`;
  const password = 'start-hosting-1';
  await page.goto('/auth?mode=signup');
  await signUpAndConfirm(page, { fullName: 'Amani Newhost', email, password });
  await signIn(page, email, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
}

test('the demo host opens My Properties from the account menu and searches by city', async ({ page }) => {
  await signIn(page, 'host@kazistay.com');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'My Properties' }).click();
  await expect(page).toHaveURL(/\/host\/properties$/);
  await expect(page.getByRole('heading', { name: 'My Properties', level: 1 })).toBeVisible();

  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const all = await rows.count();
  expect(all).toBeGreaterThan(0);
  await expect(page.getByRole('columnheader')).toHaveText([
    'Property',
    'Type',
    'Location',
    'Rates',
    'Actions',
  ]);
  await expect(rows.first().getByRole('link', { name: /^Edit / })).toHaveAttribute(
    'href',
    /^\/host\/properties\/[0-9a-f-]{36}\/edit$/,
  );
  await expect(rows.first()).toContainText(/\$[\d,]+ per hour/);

  // The rarest city on the page, so the search has listings to leave out when the host has several cities.
  const cities = (await rows.locator('td:nth-child(3)').allTextContents()).map((text) => text.split(',')[0]!);
  const counts = new Map<string, number>();
  for (const city of cities) counts.set(city, (counts.get(city) ?? 0) + 1);
  const [city] = [...counts.entries()].sort((a, b) => a[1] - b[1])[0]!;

  await page.getByRole('searchbox', { name: 'Search properties' }).fill(city.toLowerCase());
  await expect
    .poll(async () => (await rows.allTextContents()).every((text) => text.includes(city)))
    .toBe(true);
  await expect(rows.first()).toBeVisible();
  if (counts.size > 1) await expect(rows).toHaveCount(counts.get(city)!);

  await page.getByRole('searchbox', { name: 'Search properties' }).fill('no-such-place-xyz');
  await expect(page.getByText('No matching properties')).toBeVisible();
});

test('a guest opening /host/properties starts hosting and sees an empty My Properties', async ({ page }) => {
  await signUpGuest(page);
  await openAccountMenu(page);
  await expect(page.getByRole('menuitem', { name: 'My Properties' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/host/properties');
  await expect(page.getByRole('heading', { name: 'Start hosting' })).toBeVisible();
  await page.getByRole('button', { name: 'Start hosting' }).click();

  await expect(page.getByRole('heading', { name: 'My Properties', level: 1 })).toBeVisible();
  await expect(page.getByText('No Properties Yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add New Property' }).first()).toHaveAttribute(
    'href',
    '/host/properties/create',
  );
  await openAccountMenu(page);
  await expect(page.getByRole('menuitem', { name: 'My Properties' })).toBeVisible();
});
