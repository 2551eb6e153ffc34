import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import PDFDocument from 'pdfkit';
import { platformToday } from '../../src/shared/dates';
import { photoFile, pickDateIn, signIn, signUpAndConfirm } from './support';

/*
 * The services marketplace end to end (issue 16): a new account that chose 'Offer services' applies with an
 * avatar, a portfolio image and a PDF; an admin opens the document and approves; the new provider adds a
 * service; a guest finds it by category and by search and requests today; the provider confirms (the guest is
 * charged) and completes it; the guest reviews it; the profile shows the rating and the dashboard the earnings.
 */

const stamp = Date.now();
const email = `lens.${stamp}@example.com`;
const password = 'a long enough password';
const serviceTitle = `Golden hour portraits ${stamp}`;

async function pdfFile() {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.text('Certificate of business registration');
  doc.end();
  await done;
  return { name: 'registration.pdf', mimeType: 'application/pdf', buffer: Buffer.concat(chunks) };
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test.describe.configure({ mode: 'serial' });

test('a new provider applies with a PDF and images, and an admin approves', async ({ browser }) => {
  const applicant = await newPage(browser);
  await applicant.goto('/auth?mode=signup');
  await applicant.getByText('Offer services').click();
  await signUpAndConfirm(applicant, { fullName: 'Lena Lens', email, password });
  await signIn(applicant, email, password);
  await applicant.waitForURL('**/become-provider');
  await expect(applicant.getByRole('heading', { name: 'Become a Service Provider' })).toBeVisible();

  const submit = applicant.getByRole('button', { name: 'Submit Application' });
  await expect(submit).toBeDisabled();
  await applicant.getByLabel('Display Name').fill('Lena Lens Studio');
  await applicant.getByLabel('Bio').fill('Portraits and listing photos in Kigali.');
  await applicant.getByRole('checkbox', { name: 'Photography' }).check();
  await applicant.getByRole('checkbox', { name: 'Tour Guide' }).check();
  await expect(submit).toBeEnabled();
  // Every day, so the guest below can ask for today whatever day the test runs.
  await applicant.getByRole('checkbox', { name: 'Saturday' }).check();
  await applicant.getByRole('checkbox', { name: 'Sunday' }).check();
  await applicant.getByLabel('Starting Price').fill('40.50');

  const [avatarChooser] = await Promise.all([
    applicant.waitForEvent('filechooser'),
    applicant.getByRole('button', { name: 'Upload avatar' }).click(),
  ]);
  await avatarChooser.setFiles(await photoFile('me.png', 200, 120, 80));
  const [portfolioChooser] = await Promise.all([
    applicant.waitForEvent('filechooser'),
    applicant.getByRole('button', { name: 'Add images' }).click(),
  ]);
  await portfolioChooser.setFiles(await photoFile('shoot.png', 40, 90, 160));
  await expect(applicant.getByRole('img', { name: 'Portfolio image' })).toHaveCount(1);
  const [docChooser] = await Promise.all([
    applicant.waitForEvent('filechooser'),
    applicant.getByRole('button', { name: 'Upload documents' }).click(),
  ]);
  await docChooser.setFiles(await pdfFile());
  await expect(applicant.getByText('registration.pdf')).toBeVisible();

  await submit.click();
  await expect(applicant.getByText('Application Submitted!')).toBeVisible();
  await expect(applicant.getByText(/Photography, Tour Guide/).first()).toBeVisible();
  await applicant.waitForURL('**/dashboard');
  await applicant.goto('/become-provider');
  await expect(applicant.getByText('Application under review')).toBeVisible();

  const admin = await newPage(browser);
  await signIn(admin, 'admin@kazistay.com');
  await admin.waitForURL('**/admin');
  await admin.goto('/admin/applications');
  const card = admin.getByRole('article', { name: 'Lena Lens Studio' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Photography')).toBeVisible();
  const download = await Promise.all([
    admin.waitForEvent('download'),
    card.getByRole('link', { name: /registration\.pdf/ }).click(),
  ]).then(([d]) => d);
  expect(download.suggestedFilename()).toBe('registration.pdf');
  await card.getByRole('button', { name: 'Approve Lena Lens Studio' }).click();
  await expect(admin.getByText('Provider approved')).toBeVisible();

  await applicant.reload();
  await expect(applicant.getByText('You are a verified provider')).toBeVisible();
  await expect(applicant.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);
});

test('the new provider adds a service; a guest finds it by category and search and asks for today', async ({
  browser,
}) => {
  test.setTimeout(200_000);
  const provider = await newPage(browser);
  await signIn(provider, email, password);
  await provider.waitForURL('**/provider/dashboard');
  await expect(provider.getByRole('heading', { name: 'Provider Dashboard' })).toBeVisible();
  await provider.getByRole('link', { name: 'Add New Service' }).first().click();
  await provider.waitForURL('**/services/create');
  await provider.getByLabel('Title').fill(serviceTitle);
  await provider
    .getByLabel('Description')
    .fill('An hour of relaxed portraits in the evening light, ten edited photos.');
  await provider.getByRole('combobox', { name: 'Category' }).click();
  await provider.getByRole('option', { name: 'Photography' }).click();
  await provider.getByLabel('Price').fill('40');
  const [chooser] = await Promise.all([
    provider.waitForEvent('filechooser'),
    provider.getByRole('button', { name: 'Add Photos' }).click(),
  ]);
  await chooser.setFiles(await photoFile('portrait.png', 220, 150, 90));
  await expect(provider.getByText('Waiting for photos to finish uploading...')).toHaveCount(0);
  await provider
    .getByRole('button', { name: /Save|Create|Add/ })
    .last()
    .click();
  await expect(provider.getByText('Service created')).toBeVisible();
  await provider.waitForURL('**/provider/dashboard');
  await expect(provider.getByText(serviceTitle)).toBeVisible();

  const guest = await newPage(browser);
  await signIn(guest, 'lena.fischer@kazistay.com');
  await expect(guest).not.toHaveURL(/\/auth/);
  await guest.goto('/services');
  await guest.getByRole('combobox', { name: 'Category' }).click();
  await guest.getByRole('option', { name: 'Photography' }).click();
  await expect(guest).toHaveURL(/category=photography/);
  await expect(guest.getByRole('heading', { name: serviceTitle })).toBeVisible();
  await guest.getByLabel('Search services').fill(`golden HOUR ${stamp}`);
  await expect(guest).toHaveURL(new RegExp(`q=golden`));
  await expect(guest.getByRole('heading', { name: serviceTitle })).toBeVisible();
  await guest.getByRole('link', { name: `Book Now: ${serviceTitle}` }).click();
  await guest.waitForURL('**/book');
  await pickDateIn(guest, guest.getByRole('button', { name: 'Preferred Date' }), platformToday());
  await guest.getByLabel('Special Requests (Optional)').fill('Near the lake, please.');
  await guest.getByRole('button', { name: 'Send Booking Request' }).click();
  await expect(guest.getByText('Booking Request Sent!')).toBeVisible();
  await guest.waitForURL('**/bookings?tab=services');
  const item = guest.getByRole('article').filter({ hasText: serviceTitle });
  await expect(item.getByText('Pending')).toBeVisible();
  await expect(item.getByText(/charged when confirmed/)).toBeVisible();
});

test('the provider confirms and completes; the guest reviews; profile and earnings follow', async ({
  browser,
}) => {
  test.setTimeout(200_000);
  const provider = await newPage(browser);
  await signIn(provider, email, password);
  await provider.waitForURL('**/provider/dashboard');
  // Paid like a host: to the payout method saved in Settings › Payouts (the demo network records it).
  await provider.goto('/settings?tab=payouts');
  await expect(provider.getByTestId('demo-payout')).toContainText('Demo payout — no money moves');
  await provider.getByLabel('Payout method', { exact: true }).and(provider.locator('input')).click();
  await provider.getByRole('option', { name: 'M-Pesa', exact: true }).click();
  await provider.getByLabel('M-Pesa phone number').fill('+254722000111');
  await provider.getByRole('button', { name: 'Save payout method' }).click();
  await expect(provider.getByText('Payout method saved')).toBeVisible();
  await provider.goto('/provider/dashboard');
  const booking = provider.getByRole('listitem', { name: `${serviceTitle}, Lena Fischer` });
  await booking.getByRole('button', { name: 'Confirm' }).click();
  await expect(provider.getByText('Booking confirmed')).toBeVisible();
  await booking.getByRole('button', { name: 'Mark completed' }).click();
  await expect(booking.getByText('Completed')).toBeVisible();
  // Paid by the release-payouts job once completed: 85 % of $40.00. Completing queues the job at once, and its
  // worker polls every 15 s (the job also runs once a minute, PAYOUT_RELEASE_CRON), so the payment can take a few
  // seconds to show.
  const card = (label: string) => provider.getByText(label, { exact: true }).locator('..');
  await expect(async () => {
    await provider.reload();
    await expect(card('Total Earnings')).toContainText('$34.00', { timeout: 1_000 });
  }).toPass({ timeout: 120_000, intervals: [2_000, 5_000] });
  await expect(card('Pending Earnings')).toContainText('$0.00');
  await expect(card('Completed Bookings')).toContainText('1');
  await expect(provider.getByRole('row', { name: /Lena Fischer/ }).getByText('Paid')).toBeVisible();

  const guest = await newPage(browser);
  await signIn(guest, 'lena.fischer@kazistay.com');
  await expect(guest).not.toHaveURL(/\/auth/);
  await guest.goto('/bookings?tab=services');
  const item = guest.getByRole('article').filter({ hasText: serviceTitle });
  await expect(item.getByText('$40.00 · paid')).toBeVisible();
  await item.getByRole('button', { name: 'Leave a review' }).click();
  const dialog = guest.getByRole('dialog', { name: 'Review this service' });
  await dialog
    .getByRole('radiogroup', { name: 'Your rating' })
    .getByRole('radio', { name: '5 stars', exact: true })
    .press('Space');
  await dialog.getByLabel('Comment').fill('Lovely photos and very patient.');
  await dialog.getByRole('button', { name: 'Submit review' }).click();
  await expect(guest.getByText('Thank you for your review!')).toBeVisible();
  await expect(item.getByRole('button', { name: 'Leave a review' })).toHaveCount(0);

  await item.getByRole('link', { name: 'Lena Lens Studio' }).click();
  await guest.waitForURL('**/services/provider/**');
  await expect(guest.getByRole('heading', { name: 'Lena Lens Studio' })).toBeVisible();
  await expect(guest.getByText('Verified')).toBeVisible();
  await expect(guest.getByText('5.0', { exact: true })).toBeVisible();
  await expect(guest.getByText('(1 review)')).toBeVisible();
  await expect(guest.getByText('Lovely photos and very patient.')).toBeVisible();
});
