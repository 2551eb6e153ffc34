import { expect, test } from './fixtures';
import { confirmationLinkFor, DEMO_PASSWORD, openAccountMenu, signIn, waitForMail } from './support';

test('sign up, confirm via the mailed link, sign in, land on the dashboard, sign out', async ({ page }) => {
  const email = `host-${Date.now()}@example.com`;
  await page.goto('/auth?mode=signup');
  await page.getByLabel('Full name').fill('Zawadi Njeri');
  await page.getByText('List my properties').click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a-strong-password');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).last().click();
  await expect(page.getByText('Success! Please check your email to confirm your account.')).toBeVisible();

  // Unconfirmed: refused with the reason and a way to resend.
  await signIn(page, email, 'a-strong-password');
  await expect(page.getByText(/confirm your email address/i).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend confirmation email' })).toBeVisible();

  await page.goto(await confirmationLinkFor(email));
  await expect(page.getByText('Email confirmed')).toBeVisible();

  await signIn(page, email, 'a-strong-password');
  // Hosts land on the host dashboard; their menu has the host links and no guest links.
  await expect(page).toHaveURL(/\/host$/);

  await openAccountMenu(page);
  for (const item of [
    'Host Dashboard',
    'Calendar Management',
    'My Properties',
    'Payout History',
    'Messages',
    'Account Settings',
  ]) {
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  }
  await expect(page.getByRole('menuitem', { name: 'Booking History' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
});

test('a wrong password shows the sign-in error', async ({ page }) => {
  await signIn(page, 'guest@kazistay.com', 'not-the-password');
  await expect(page.getByText('Error signing in')).toBeVisible();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
});

test('each role lands on its dashboard address and gets its own menu', async ({ page }) => {
  await signIn(page, 'guest@kazistay.com');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openAccountMenu(page);
  for (const item of [
    'Booking History',
    'Saved Properties',
    'Referral Program',
    'Messages',
    'Account Settings',
  ]) {
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  }
  await expect(page.getByRole('menuitem', { name: 'My Properties' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Admins land on the admin console, with its links in their menu.
  await signIn(page, 'admin@kazistay.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await openAccountMenu(page);
  await expect(page.getByRole('menuitem', { name: 'User Management' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);

  // A verified provider lands on the Provider Dashboard and keeps the guest links.
  await signIn(page, 'provider@kazistay.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/provider\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Provider Dashboard' })).toBeVisible();
  await openAccountMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Provider Dashboard' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Booking History' })).toBeVisible();
});

test('a protected route sends a visitor to sign in and back again', async ({ page }) => {
  await page.goto('/dashboard/redirect');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fdashboard%2Fredirect/);
  await page.getByLabel('Email').fill('host@kazistay.com');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await expect(page).toHaveURL(/\/host$/);
  // Signed in, /auth is guest-only.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/host$/);
});

test('a session lost while on a protected page sends the visitor to sign in and back to that page', async ({
  page,
  context,
}) => {
  await page.clock.install();
  await signIn(page, 'guest@kazistay.com');
  await expect(page).toHaveURL(/\/dashboard$/);
  // Moving between protected pages inside the app: the guard must follow the page now shown.
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Saved Properties' }).click();
  await expect(page).toHaveURL(/\/saved$/);

  // The session ends elsewhere (say, a password change); the app notices when it next asks who is signed in.
  await context.clearCookies();
  await page.clock.fastForward('01:00');
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fsaved$/);
});

test('forgot password: ask for a link, choose a new password, every session ends, sign in again', async ({
  page,
  browser,
}) => {
  // A demo host no other browser test signs in with (sign-ups from one address are limited to 10 an hour,
  // which the other tests use up).
  const email = 'host.kigali@kazistay.com';
  const oldPassword = DEMO_PASSWORD;
  const newPassword = 'a-fresh-password';
  // Signed in on another device, which the reset will sign out.
  const laptop = await (await browser.newContext()).newPage();
  await signIn(laptop, email, oldPassword);
  await expect(laptop).toHaveURL(/\/host$/);

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/reset-password$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset your password');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();

  const mail = await waitForMail(email, 'Reset your KaziStay password');
  const link = mail.links.find((href) => href.includes('/auth/reset-password?token='));
  expect(link, `a reset link in: ${mail.text}`).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(`${newPassword}!`);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('The new password and confirmation password must match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText(/Your password has been changed/)).toBeVisible();

  // The other device is signed out.
  await laptop.goto('/saved');
  await expect(laptop).toHaveURL(/\/auth\?redirect=%2Fsaved$/);

  // The link works once.
  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill('yet-another-password');
  await page.getByLabel('Confirm new password').fill('yet-another-password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('This link cannot be used')).toBeVisible();
  await expect(page.getByText(/invalid or has already been used/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();

  // The old password is refused, the new one signs in.
  await signIn(page, email, oldPassword);
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await signIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/host$/);
});
