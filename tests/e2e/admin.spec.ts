import { readFile } from 'node:fs/promises';
import type { Browser, Download, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { parse } from 'csv-parse/sync';
import { signIn } from './support';

/*
 * The admin console (issue 15): tabs with their own addresses, deactivating and activating a member, reports
 * generated and downloaded, a listing suspended and restored, and a guest's problem refunded. Every spec shares
 * one database and this one runs early: whatever it changes it puts back (the member is active again, the
 * listing restored), and it touches only accounts and listings no other spec relies on — a demo member for the
 * deactivation, a Juba listing of the South Sudan host for the suspension, and a past stay of Marcus Bell at a
 * listing outside Kenya (the demo host's ledger stays as payouts.spec expects it) for the refund.
 */

const ADMIN = 'admin@kazistay.com';
/** A demo member (src/server/db/seed/admin.ts) no other spec signs in as. */
const MEMBER = { email: 'achieng.otieno@example.com', name: 'Achieng Otieno' };
/** A demo guest with past stays (src/server/db/seed/reviews.ts); discovery.spec only saves and unsaves a card. */
const GUEST = 'marcus.bell@kazistay.com';

const TABS = [
  { name: 'Overview', path: '/admin' },
  { name: 'Users', path: '/admin/users' },
  { name: 'Listings', path: '/admin/listings' },
  { name: 'Reports', path: '/admin/reports' },
  { name: 'Disputes', path: '/admin/disputes' },
  { name: 'Applications', path: '/admin/applications' },
  { name: 'Payments', path: '/admin/payments' },
  { name: 'Payouts', path: '/admin/payouts' },
  { name: 'Settings', path: '/admin/settings' },
] as const;

/** A page in a browser context of its own (its own cookies), signed in as `email`. */
async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  return page;
}

/** Picks an option of a Mantine select, by the select's label. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

test.describe.configure({ mode: 'serial' });

test.describe('the admin console', () => {
  test('each tab has its own address, a reload stays on it, and a guest is refused', async ({
    page,
    browser,
  }) => {
    await signIn(page, ADMIN);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

    for (const tab of [...TABS.slice(1), TABS[0]]) {
      await page.getByRole('tab', { name: tab.name, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === tab.path);
      await expect(page.getByRole('tab', { name: tab.name, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    }

    await page.getByRole('tab', { name: 'Reports', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/admin/reports');
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Reports', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('heading', { name: 'Generated Reports' })).toBeVisible();
    await expect(page).toHaveTitle(/^Reports · Admin Dashboard/);

    // Back and forward move between tabs as between pages.
    await page.getByRole('tab', { name: 'Disputes', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/admin/disputes');
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Reports', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const guest = await signedInPage(browser, GUEST);
    await guest.goto('/admin/users');
    await expect(guest.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(guest.getByRole('tab', { name: 'Users' })).toHaveCount(0);
    await guest.context().close();
  });

  test('the admin deactivates a member, who cannot sign in until activated again', async ({
    page,
    browser,
  }) => {
    await signIn(page, ADMIN);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await page.goto('/admin/users');
    await page.getByPlaceholder('Search users by name or email...').fill(MEMBER.email);
    await expect(page).toHaveURL((url) => url.searchParams.get('search') === MEMBER.email);
    const row = page.getByRole('row').filter({ hasText: MEMBER.email });
    await expect(row).toHaveCount(1);
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
    await expect(row.getByText('Active', { exact: true })).toBeVisible();

    // Deactivate asks first; Cancel leaves the account as it was.
    await row.getByRole('button', { name: `Deactivate ${MEMBER.name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Deactivate ${MEMBER.name}?` });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: `Deactivate ${MEMBER.name}` }).click();
    await confirm.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await expect(toast(page, 'User status deactivated successfully')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: `Activate ${MEMBER.name}` })).toBeVisible();

    const member = await (await browser.newContext()).newPage();
    await signIn(member, MEMBER.email);
    await expect(member.getByText('This account has been deactivated. Contact support.')).toBeVisible();
    await expect(member).toHaveURL(/\/auth/);

    await row.getByRole('button', { name: `Activate ${MEMBER.name}` }).click();
    await expect(toast(page, 'User status activated successfully')).toBeVisible();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();

    await signIn(member, MEMBER.email);
    await expect(member).toHaveURL(/\/dashboard$/);
    await member.context().close();
  });

  test('the admin generates a CSV and a PDF report and downloads both', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await page.goto('/admin/reports');
    await expect(page.getByRole('heading', { name: 'Generated Reports' })).toBeVisible();

    const stamp = Date.now();
    const reports = [
      { title: `E2E bookings ${stamp}`, type: 'Bookings', format: 'CSV', extension: 'csv' },
      { title: `E2E users ${stamp}`, type: 'Users', format: 'PDF', extension: 'pdf' },
    ] as const;
    const files = new Map<string, Download>();
    for (const report of reports) {
      await page.getByRole('button', { name: 'Generate Report' }).click();
      const dialog = page.getByRole('dialog', { name: 'Generate Report' });
      await expect(dialog).toBeVisible();
      // Generate waits for a title.
      await expect(dialog.getByRole('button', { name: 'Generate', exact: true })).toBeDisabled();
      await dialog.getByLabel('Report title').fill(report.title);
      await choose(page, 'Report type', report.type);
      await choose(page, 'Format', report.format);
      await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(toast(page, 'Report generation started').first()).toBeVisible();

      const row = page.getByRole('row').filter({ hasText: report.title });
      await expect(row).toContainText(report.type);
      // The row turns Completed by itself (live), with its file's rows and size.
      await expect(row.getByText('Completed', { exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(row).toContainText(/\d[\d,]* rows? · \d/);

      const [file] = await Promise.all([
        page.waitForEvent('download'),
        row.getByRole('link', { name: `Download ${report.title}` }).click(),
      ]);
      expect(file.suggestedFilename()).toMatch(
        new RegExp(
          `^${report.type.toLowerCase()}-\\d{4}-\\d{2}-\\d{2}-to-\\d{4}-\\d{2}-\\d{2}\\.${report.extension}$`,
        ),
      );
      files.set(report.extension, file);
    }

    // The CSV: the bookings columns first, then one record a booking.
    const csv = await readFile(await files.get('csv')!.path(), 'utf8');
    const records: string[][] = parse(csv, { skip_empty_lines: true, bom: true });
    expect(records[0]).toEqual([
      'Booking ID',
      'Property',
      'Guest',
      'Check-in',
      'Check-out',
      'Status',
      'Payment',
      'Total',
      'Created',
    ]);
    // The seed books the last 30 days' members' stays: the default period has bookings.
    expect(records.length).toBeGreaterThan(1);
    expect(records[1]![0]).toMatch(/^[0-9a-f-]{36}$/);

    // The PDF: a real PDF document.
    const pdf = await readFile(await files.get('pdf')!.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-1024).toString('latin1')).toContain('%%EOF');
  });

  test('a suspended listing leaves the marketplace until the admin restores it', async ({
    page,
    browser,
  }) => {
    await signIn(page, ADMIN);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await page.goto('/admin/listings?search=Juba');
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    const listedRow = rows.filter({ hasText: 'Listed' }).first();
    const title = (await listedRow.locator('td').first().innerText()).trim();
    expect(title).not.toBe('');

    // The listing by its exact title, from the search box.
    const search = page.getByRole('searchbox', { name: 'Search listings' });
    await search.fill(title);
    await expect(page).toHaveURL((url) => url.searchParams.get('search') === title);
    const row = rows.filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Listed', { exact: true })).toBeVisible();
    const listingHref = await row.getByRole('link', { name: title }).getAttribute('href');
    expect(listingHref).toMatch(/^\/property\/[0-9a-f-]{36}$/);

    const guest = await signedInPage(browser, GUEST);
    const card = guest.locator('main').getByRole('link', { name: `View Details: ${title}`, exact: true });
    const searchMarketplace = async () => {
      await guest.goto(`/marketplace?search=${encodeURIComponent(title)}`);
      await expect(guest.getByRole('searchbox', { name: 'Search properties' })).toHaveValue(title);
      await expect(guest.getByText('Loading properties...')).toHaveCount(0);
    };
    await searchMarketplace();
    await expect(card).toBeVisible();
    // The exact title finds this listing alone, so 'nothing found' below means it is gone.
    await expect(guest.locator('main').getByRole('link', { name: /^View Details: / })).toHaveCount(1);

    // Suspending asks for the host's reason.
    await row.getByRole('button', { name: `Suspend ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Suspend "${title}"?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
    await expect(dialog.getByText('Please give the host a reason')).toBeVisible();
    await dialog.getByLabel('Reason for the host').fill('Photos do not match the place (e2e check).');
    await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
    await expect(toast(page, 'Listing suspended')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Suspended', { exact: true })).toBeVisible();

    // The guest's search no longer finds it; its page says it is unavailable and offers no booking.
    await searchMarketplace();
    await expect(guest.getByText('No properties match your search criteria.')).toBeVisible();
    await expect(card).toHaveCount(0);
    await guest.goto(listingHref!);
    await expect(guest.getByText('This listing is currently unavailable')).toBeVisible();

    await row.getByRole('button', { name: `Restore ${title}` }).click();
    await expect(toast(page, 'Listing restored')).toBeVisible();
    await expect(row.getByText('Listed', { exact: true })).toBeVisible();

    await searchMarketplace();
    await expect(card).toBeVisible();
    await guest.goto(listingHref!);
    await expect(guest.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(guest.getByText('This listing is currently unavailable')).toHaveCount(0);
    await guest.context().close();
  });

  test('a guest reports a problem with a past stay and sees the refund the admin issues', async ({
    page,
    browser,
  }) => {
    const description = `The fibre was down for two whole days (e2e ${Date.now()}).`;

    const guest = await signedInPage(browser, GUEST);
    await guest.goto('/bookings');
    await guest.getByRole('tab', { name: 'Past' }).click();
    // A stay outside Kenya: the demo host's payouts stay as payouts.spec expects them.
    const stay = guest
      .locator('article')
      .filter({ has: guest.getByRole('button', { name: 'Report a problem' }) })
      .filter({ hasNotText: 'Kenya' })
      .first();
    await expect(stay).toBeVisible();
    const stayTitle = (await stay.getByRole('heading').innerText()).trim();
    const stayDates = (await stay.getByText(/^[A-Z][a-z]{2} \d{1,2}(, \d{4})? – /).innerText()).trim();
    await stay.getByRole('button', { name: 'Report a problem' }).click();

    const report = guest.getByRole('dialog', { name: 'Report a problem with this stay' });
    await expect(report).toBeVisible();
    await choose(guest, 'What went wrong?', 'Internet outage');
    await report.getByLabel('What happened').fill(description);
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(toast(guest, 'Problem reported')).toBeVisible();
    await expect(report).toBeHidden();
    const reported = guest
      .locator('article')
      .filter({ hasText: stayTitle })
      .filter({ hasText: stayDates })
      .filter({ hasText: 'Problem reported' });
    await expect(reported.getByText('Problem reported (Internet outage): Under review')).toBeVisible();
    await expect(reported.getByRole('button', { name: 'Report a problem' })).toHaveCount(0);

    await signIn(page, ADMIN);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await page.goto('/admin/disputes');
    const row = page.getByRole('row').filter({ hasText: description });
    await expect(row).toContainText(stayTitle);
    await expect(row).toContainText('Marcus Bell');
    await expect(row).toContainText('Internet outage');
    await row.getByRole('button', { name: 'Resolve' }).click();
    const resolve = page.getByRole('dialog', { name: `Resolve: ${stayTitle}` });
    await expect(resolve).toBeVisible();
    await resolve.getByText('Refund the guest').click();
    await resolve.getByLabel('Refund (USD)').fill('25');
    await resolve.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(toast(page, 'Refund issued')).toBeVisible();
    await expect(resolve).toBeHidden();
    // Resolved, it leaves the open disputes and shows among the refunded ones.
    await expect(row).toHaveCount(0);
    await page.locator('.mantine-SegmentedControl-root').getByText('Refunded', { exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: description })).toContainText('$25 refunded');

    await guest.reload();
    await guest.getByRole('tab', { name: 'Past' }).click();
    await expect(reported.getByText('Problem reported (Internet outage): Refunded')).toBeVisible();
    await expect(reported.getByText('$25 refunded to the guest.')).toBeVisible();
    await guest.context().close();
  });
});
