import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { parse } from 'csv-parse/sync';
import dayjs from 'dayjs';
import ExcelJS from 'exceljs';
import { platformToday } from '../../src/shared/dates';
import { dayButton, signIn, signUpAndConfirm } from './support';

/*
 * The demo host's payout history (issue 14): summary, a status filter, a custom range, paging, the card view
 * and both exports opened and compared with the table. Reads only: the seeded ledger stays as other specs
 * expect it.
 */

const table = (page: Page) => page.getByRole('table', { name: 'Payouts' });
const rows = (page: Page) => table(page).locator('tbody tr');

/** The cell texts of a table column, by its header. */
async function column(page: Page, header: string): Promise<string[]> {
  const headers = await table(page).locator('thead th').allInnerTexts();
  const index = headers.findIndex((h) => h.trim() === header);
  expect(index, `a '${header}' column`).toBeGreaterThanOrEqual(0);
  // A cell's first node: the value, without the notes under it (a deduction, the transfer's reference).
  return rows(page).evaluateAll(
    (trs, i) => trs.map((tr) => (tr.children[i]?.firstChild?.textContent ?? '').trim()),
    index,
  );
}

/** A Mantine select's input (its open list is labelled by the same label). */
const selectInput = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).and(page.locator('input'));

async function choose(page: Page, label: string, option: string): Promise<void> {
  await selectInput(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** '$1,234.56' or '1234.56' (or a number) as cents. */
function cents(value: unknown): number {
  return Math.round(Number(String(value).replace(/[$,\s]/g, '')) * 100);
}

interface FirstRow {
  bookingId: string;
  guest: string;
  property: string;
  amountCents: number;
}

async function firstRow(page: Page): Promise<FirstRow> {
  const row = rows(page).first();
  const bookingId = (await row.getAttribute('data-booking-id')) ?? '';
  const [property, guest, amount] = await Promise.all([
    row.locator('td').nth(1).innerText(),
    row.locator('td').nth(2).innerText(),
    row.locator('td').nth(5).innerText(),
  ]);
  return { bookingId, property: property.trim(), guest: guest.trim(), amountCents: cents(amount) };
}

async function download(page: Page, button: string): Promise<Download> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  await expect(page.getByText('Payout history downloaded successfully')).toBeVisible();
  return file;
}

test('the demo host filters, pages, switches views and exports the payout history', async ({ page }) => {
  await signIn(page, 'host@kazistay.com');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.goto('/payouts');
  await expect(page.getByRole('heading', { name: 'Payout History', level: 1 })).toBeVisible();
  for (const card of ['Total Earnings', 'Pending Amount', 'Last Payout', 'Completed Payouts']) {
    await expect(page.getByText(card, { exact: true })).toBeVisible();
  }
  await expect(rows(page).first()).toBeVisible();

  // Status: only completed payouts.
  await choose(page, 'Status', 'Completed');
  await expect(page).toHaveURL(/status=completed/);
  await expect.poll(async () => [...new Set(await column(page, 'Status'))]).toEqual(['Completed']);
  await choose(page, 'Status', 'All statuses');
  await expect(page).not.toHaveURL(/status=/);

  // A custom range: the second pick is earlier than the first, so the two are swapped.
  const today = platformToday();
  const monthStart = dayjs(today).startOf('month').format('YYYY-MM-DD');
  await page.getByRole('button', { name: /^Date range/ }).click();
  const picker = page.getByRole('dialog');
  await expect(picker.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await dayButton(page, today).click();
  await dayButton(page, monthStart).click();
  await picker.getByRole('button', { name: 'Apply' }).click();
  await expect(selectInput(page, 'Time')).toHaveValue('Custom range');
  await expect(page).toHaveURL(new RegExp(`time=custom.*from=${monthStart}`));
  if (today !== monthStart) await expect(page).toHaveURL(new RegExp(`to=${today}`));
  await page.getByRole('button', { name: /^Date range/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Clear' }).click();
  await expect(selectInput(page, 'Time')).toHaveValue('All time');
  await expect(page).not.toHaveURL(/time=/);

  // Paging: the demo host has more than one page (10 a page).
  await expect(rows(page)).toHaveCount(10);
  const pageOneIds = await rows(page).evaluateAll((trs) =>
    trs.map((tr) => tr.getAttribute('data-booking-id')),
  );
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect
    .poll(() => rows(page).evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-booking-id'))))
    .not.toEqual(pageOneIds);

  // Cards, kept in the URL; then back to the table's first page.
  await page.getByText('Cards', { exact: true }).click();
  await expect(page).toHaveURL(/view=cards/);
  await expect(page.locator('article[data-booking-id]').first()).toBeVisible();
  await expect(table(page)).toHaveCount(0);
  await page.getByText('Table', { exact: true }).click();
  await page.getByRole('button', { name: 'Page 1', exact: true }).click();
  await expect(rows(page)).toHaveCount(10);
  const first = await firstRow(page);
  expect(first.bookingId).not.toBe('');

  // CSV: the file the server sends, parsed back, has the table's first row.
  const csvFile = await download(page, 'Export CSV');
  expect(csvFile.suggestedFilename()).toMatch(/^payout-history-\d{4}-\d{2}-\d{2}\.csv$/);
  const records = parse<Record<string, string>>(await readFile(await csvFile.path(), 'utf8'), {
    columns: true,
    skip_empty_lines: true,
    bom: true,
  });
  expect(records.length).toBeGreaterThan(10);
  const csvRow = records.find((r) => r['Booking ID'] === first.bookingId);
  expect(csvRow, `booking ${first.bookingId} in the CSV`).toBeTruthy();
  expect(csvRow!.Guest).toBe(first.guest);
  expect(csvRow!.Property).toBe(first.property);
  expect(cents(csvRow!.Amount)).toBe(first.amountCents);

  // Excel: a real workbook with the same row.
  const [xlsxFile] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Excel' }).click(),
  ]);
  await expect(page.getByText('Generating Excel file...')).toBeVisible();
  await expect(page.getByText('Payout history downloaded successfully').first()).toBeVisible();
  expect(xlsxFile.suggestedFilename()).toMatch(/^payout-history-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await xlsxFile.path());
  const sheet = workbook.worksheets[0]!;
  const headers: string[] = [];
  sheet.getRow(1).eachCell((cell, col) => (headers[col] = cell.text));
  const col = (name: string) => headers.indexOf(name);
  let found: ExcelJS.Row | undefined;
  sheet.eachRow((row, n) => {
    if (n > 1 && row.getCell(col('Booking ID')).text === first.bookingId) found = row;
  });
  expect(found, `booking ${first.bookingId} in the workbook`).toBeTruthy();
  expect(found!.getCell(col('Guest')).text).toBe(first.guest);
  expect(found!.getCell(col('Property')).text).toBe(first.property);
  expect(cents(found!.getCell(col('Amount')).value)).toBe(first.amountCents);
});

test('a new host adds a payout method from the dashboard task, sees it masked and removes it', async ({
  page,
}) => {
  // A fresh account: the demo host's method and ledger stay as the other specs expect them.
  const account = {
    fullName: 'Wanjiru Payout',
    email: `payout-host-${Date.now()}@example.com`,
    password: 'a-strong-password',
  };
  await page.goto('/auth?mode=signup');
  await signUpAndConfirm(page, account);
  await signIn(page, account.email, account.password);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));

  // A guest opening /payouts is offered to start hosting, as on the host pages.
  await page.goto('/payouts');
  await page.getByRole('button', { name: 'Start hosting' }).click();
  await expect(page.getByRole('heading', { name: 'Payout History', level: 1 })).toBeVisible();
  await expect(page.getByText('No payouts yet')).toBeVisible();

  await page.goto('/host');
  await page.getByRole('link', { name: 'Add a payout method' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=payouts$/);
  await expect(page.getByRole('tab', { name: 'Payouts' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('demo-payout')).toContainText('Demo payout — no money moves');

  await page.getByLabel('Payout method', { exact: true }).and(page.locator('input')).click();
  await page.getByRole('option', { name: 'M-Pesa', exact: true }).click();
  const phone = page.getByLabel('M-Pesa phone number');
  await phone.fill('0712345678');
  await page.getByRole('button', { name: 'Save payout method' }).click();
  await expect(page.getByText('Enter an M-Pesa number like +254712345678')).toBeVisible();
  await phone.fill('+254712345678');
  await page.getByRole('button', { name: 'Save payout method' }).click();
  await expect(page.getByText('Payout method saved')).toBeVisible();
  await expect(page.getByTestId('payout-method-masked')).toBeVisible();
  await expect(page.getByTestId('payout-method-masked')).not.toContainText('12345678');

  await page.goto('/host');
  await expect(page.getByRole('heading', { name: 'Pending Tasks' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add a payout method' })).toHaveCount(0);

  await page.goto('/settings?tab=payouts');
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('Payout method removed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save payout method' })).toBeVisible();
});
