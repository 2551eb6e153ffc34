import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import sharp from 'sharp';
import { openAccountMenu, signIn, signUpAndConfirm } from './support';

/** Signs up through a referral link and confirms; returns the new account's password. */
async function signUpWithReferral(page: Page, code: string, email: string): Promise<string> {
  const password = 'first-password-1';
  await page.goto(`/auth?ref=${code}`);
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await signUpAndConfirm(page, { fullName: 'Imani Referred', email, password });
  return password;
}

test('a friend who signs up through the referral link is counted', async ({ browser }) => {
  const referrer = await (await browser.newContext()).newPage();
  await signIn(referrer, 'provider@kazistay.com');
  await referrer.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await referrer.goto('/referral');
  const code = (await referrer.getByTestId('referral-code').textContent())!;
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
  await expect(referrer.getByTestId('friends-joined')).toHaveText('0');

  const friend = await (await browser.newContext()).newPage();
  await signUpWithReferral(friend, code, `friend-${Date.now()}@example.com`);
  await referrer.reload();
  await expect(referrer.getByTestId('friends-joined')).toHaveText('1');
});

test('change the avatar and see it in the header; change the password and sign in with it', async ({
  page,
}) => {
  const email = `settings-${Date.now()}@example.com`;
  const password = await signUpWithReferral(page, 'NOCODE-XXXX', email);
  await signIn(page, email, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.goto('/settings');
  await expect(page.getByRole('tab', { name: 'Profile' })).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue('imani.referred');

  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#1d7a5f' } })
    .jpeg()
    .toBuffer();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('Your new picture is saved')).toBeVisible();
  const headerAvatar = page.getByRole('button', { name: 'My Account' }).locator('img');
  await expect(headerAvatar).toHaveAttribute('src', /^\/uploads\/avatars\/.+\.webp$/);
  const src = (await headerAvatar.getAttribute('src'))!;
  const stored = await page.request.get(src);
  expect(stored.headers()['content-type']).toBe('image/webp');

  await page.getByRole('tab', { name: 'Security' }).click();
  const update = page.getByRole('button', { name: 'Update Password' });
  await page.getByLabel('Current password').fill(password);
  await page.getByLabel('New password', { exact: true }).fill('second-password-2');
  await expect(update).toBeDisabled();
  await page.getByLabel('Confirm new password').fill('not-the-same-2');
  await update.click();
  await expect(page.getByText('The new password and confirmation password must match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('second-password-2');
  await update.click();
  await expect(page.getByText('Password updated')).toBeVisible();

  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, email, password);
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  await signIn(page, email, 'second-password-2');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await expect(page.getByRole('button', { name: 'My Account' }).locator('img')).toHaveAttribute('src', src);
});
