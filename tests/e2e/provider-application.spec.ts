import { expect, test, type Browser, type Page } from '@playwright/test';
import PDFDocument from 'pdfkit';
import { photoFile, signIn, signUpAndConfirm } from './support';

/*
 * Becoming a provider (issue 16): a new account that chose 'Offer services' lands on Become a Provider, applies
 * with an avatar, a portfolio image and a PDF, sees it under review; an admin opens the document and approves;
 * the applicant then reads that they are a verified provider.
 */

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

test('a new provider applies with a PDF and images, and an admin approves', async ({ browser }) => {
  const applicant = await newPage(browser);
  const email = `lens.${Date.now()}@example.com`;
  const password = 'a long enough password';
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
