import { expect, test } from './fixtures';
import { allCities } from '../../src/shared/cities';
import { expectNoHorizontalOverflow, waitForMail } from './support';

test('the FAQ opens one answer at a time and states the cancellation policy', async ({ page }) => {
  await page.goto('/faq');
  await expect(page).toHaveTitle(/FAQ/);
  const questions = page.getByRole('button').filter({ hasText: '?' });
  await questions
    .filter({ hasText: /cancel/i })
    .first()
    .click();
  await expect(
    page
      .getByText('Full refund if cancelled within 48 hours of booking and at least 14 days before check-in.')
      .first(),
  ).toBeVisible();
  await questions.first().click();
  await expect(page.locator('[data-accordion-control][aria-expanded="true"]')).toHaveCount(1);
});

test('the legal page opens the tab named in the address', async ({ page }) => {
  await page.goto('/legal?tab=privacy');
  await expect(page.getByRole('tab', { name: 'Privacy Policy' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Cookie Policy' }).click();
  await expect(page).toHaveURL(/tab=cookies/);
  await page.goto('/legal?tab=bogus');
  await expect(page.getByRole('tab', { name: 'Terms of Service' })).toHaveAttribute('aria-selected', 'true');
});

test('the contact form really sends', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await page.getByLabel('Name').fill('Imani Wekesa');
  await page.getByLabel('Email').fill('imani@example.com');
  await page.getByLabel('Subject').fill('Team retreat');
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('We would like a workspace for eight people in Arusha next month.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');
  const mail = await waitForMail('support@kazistay.com', '[Contact] Team retreat');
  expect(mail.text).toContain('From: Imani Wekesa <imani@example.com>');
  expect(mail.text).toContain('We would like a workspace for eight people in Arusha next month.');
});

test('the sitemap lists the 36 cities with marketplace links', async ({ page }) => {
  await page.goto('/sitemap');
  const cityLinks = page.getByRole('link', { name: /^Stays in / });
  await expect(cityLinks).toHaveCount(allCities.length);
  expect(allCities).toHaveLength(36);
  for (const { city, country } of allCities) {
    const link = page.getByRole('link', { name: `Stays in ${city}`, exact: true });
    await expect(link).toBeVisible();
    const href = new URL((await link.getAttribute('href'))!, page.url());
    expect([href.pathname, href.searchParams.get('location')], city).toEqual([
      '/marketplace',
      `${city}, ${country}`,
    ]);
  }
});

test('an unknown address shows the not-found page with a 404 status and a way home', async ({ page }) => {
  const response = await page.goto('/no-such-place');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('at mobile width the menu is a drawer and nothing overflows', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/', '/about', '/auth', '/contact', '/sitemap', '/legal', '/no-such-place']) {
    await page.goto(path);
    await expectNoHorizontalOverflow(page);
  }
  await page.goto('/auth');
  await page.getByRole('button', { name: /menu/i }).first().click();
  const drawer = page.getByRole('dialog');
  for (const item of ['Home', 'Find Places', 'About Us', 'Contact']) {
    await expect(drawer.getByRole('link', { name: item, exact: true })).toBeVisible();
  }
  await expect(drawer.getByRole('link', { name: 'Sign In' })).toBeVisible();
});
