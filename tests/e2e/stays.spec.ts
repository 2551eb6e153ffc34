import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { randomUUID } from 'node:crypto';
import { addDays, platformToday } from '../../src/shared/dates';
import { BASE_URL } from './environment';
import { signIn } from './support';

// A Dar es Salaam host (East Africa Time, like the platform's 'today'), whom no other browser test uses.
const HOST = 'host.dar@kazistay.com';

async function trpc<T>(
  request: APIRequestContext,
  path: string,
  input?: unknown,
  mutation = false,
): Promise<T> {
  const response = mutation
    ? await request.post(`/trpc/${path}`, { data: input ?? {}, headers: { origin: BASE_URL } })
    : await request.get(
        `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
      );
  const body = (await response.json()) as { result?: { data: T }; error?: { message: string } };
  if (!body.result) throw new Error(`${path}: ${body.error?.message ?? response.status()}`);
  return body.result.data;
}

/** Books, as the signed-in guest of `page`, one of the host's listings from today for two nights. */
async function bookAStayFromToday(page: Page, hostRequest: APIRequestContext): Promise<string> {
  const listings = await trpc<{ id: string }[]>(hostRequest, 'host.properties.options');
  const today = platformToday();
  for (const listing of listings) {
    const response = await page.request.post('/trpc/bookings.create', {
      data: {
        propertyId: listing.id,
        checkIn: today,
        checkOut: addDays(today, 2),
        guests: 1,
        idempotencyKey: randomUUID(),
      },
      headers: { origin: BASE_URL },
    });
    if (response.ok()) return listing.id;
  }
  throw new Error(`none of ${HOST}'s listings is free from ${today}`);
}

/** The host's answer to one guest's report on the dashboard, confirming it. */
async function answer(outages: Locator, guestName: string, text: string): Promise<void> {
  // (The inner locator of `has` is queried inside each form, so it starts from the page.)
  // The newest report comes first (the guest may have older ones at this host's listings).
  const form = outages
    .locator('form')
    .filter({ has: outages.page().getByRole('textbox', { name: `Answer to ${guestName}` }) })
    .first();
  const box = form.getByRole('textbox', { name: `Answer to ${guestName}` });
  await box.fill(text);
  await form.getByRole('checkbox', { name: `I confirm ${guestName}'s outage happened` }).check();
  await form.getByRole('button', { name: 'Send answer' }).click();
}

test('a guest in a stay reports an outage, the host answers and confirms it, and the listing page counts it', async ({
  page,
  browser,
}) => {
  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  await signIn(hostPage, HOST);
  await hostPage.waitForURL((url) => !url.pathname.startsWith('/auth'));

  // Demo guests (sign-ups from one address are limited, and the suite makes its share): no browser test after
  // this file looks at their bookings.
  await signIn(page, 'lena.fischer@kazistay.com');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  const propertyId = await bookAStayFromToday(page, hostPage.request);
  const before = await trpc<{ count: number }>(page.request, 'stays.outages.forProperty', { propertyId });

  // The guest, from /bookings: 'During your stay' → Report an outage.
  await page.goto('/bookings');
  const stayTools = page.getByText('During your stay').locator('..');
  await expect(stayTools).toBeVisible();
  await stayTools.getByRole('button', { name: 'Report an outage' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report an outage' });
  await dialog.getByText('Internet', { exact: true }).click();
  await dialog.getByLabel('Note (optional)').fill('The router lost its connection during a call.');
  await dialog.getByRole('button', { name: 'Report' }).click();
  await expect(page.getByText('Outage reported. Your host has been told.')).toBeVisible();
  const report = page.getByRole('region', { name: 'Your outage reports' });
  await expect(report.getByText(/^Internet outage · since .*, going on$/)).toBeVisible();
  await expect(report.getByText('No answer from the host yet')).toBeVisible();

  // A second while it goes on is refused, with the reason.
  await stayTools.getByRole('button', { name: 'Report an outage' }).click();
  await dialog.getByRole('button', { name: 'Report' }).click();
  await expect(page.getByText(/already reported an outage that is still going on/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The host answers from the dashboard and confirms it.
  await hostPage.goto('/host');
  const outages = hostPage.getByRole('region', { name: 'Reported outages' });
  await expect(outages.getByText(/^Lena Fischer · /).first()).toBeVisible();
  await answer(outages, 'Lena Fischer', 'The fibre is down on the street; the provider is on it.');
  await expect(hostPage.getByText('Answer sent to the guest')).toBeVisible();

  // The guest reads the answer and marks the outage over.
  await page.reload();
  await expect(report.getByText('Host confirmed')).toBeVisible();
  await expect(
    report.getByText('Host: The fibre is down on the street; the provider is on it.'),
  ).toBeVisible();
  await report.getByRole('button', { name: "It's over now" }).click();
  await expect(report.getByText(/^Internet outage · .* – \d\d:\d\d \(\d+ min\)$/)).toBeVisible();
  await expect(report.getByRole('button', { name: "It's over now" })).toHaveCount(0);

  // The listing's page: the guest staying there has the stay tools; everyone sees the count.
  await page.goto(`/property/${propertyId}`);
  await expect(page.getByText('During your stay')).toBeVisible();
  const count = before.count + 1;
  await expect(
    page.getByText(
      new RegExp(`^${count} ${count === 1 ? 'outage' : 'outages'} reported in the last 90 days`),
    ),
  ).toBeVisible();
  await hostContext.close();
});

test('a guest in a stay runs a speed test at the desk and sees it counted on the listing’s page', async ({
  page,
  browser,
}) => {
  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  await signIn(hostPage, HOST);
  await hostPage.waitForURL((url) => !url.pathname.startsWith('/auth'));

  await signIn(page, 'guest@kazistay.com');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  const propertyId = await bookAStayFromToday(page, hostPage.request);
  await hostContext.close();
  const before = await trpc<{ count: number }>(page.request, 'stays.speed.forProperty', { propertyId });

  // From the listing's page, where the guest is staying.
  await page.goto(`/property/${propertyId}`);
  await page.getByRole('button', { name: 'Run a speed test' }).click();
  const dialog = page.getByRole('dialog', { name: 'Speed test at your desk' });
  await expect(dialog.getByText('Saved with your stay. Thank you!')).toBeVisible({ timeout: 40_000 });
  await expect(
    dialog.getByText(/^Recorded at \d\d:\d\d, the listing’s time, as the server measured it\.$/),
  ).toBeVisible();
  const download = dialog.getByText('Download').locator('xpath=../..').getByText(/Mbps$/);
  await expect(download).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Counted: the server stored it, and the page says so.
  const after = await trpc<{ count: number; downloadMbps: number | null }>(
    page.request,
    'stays.speed.forProperty',
    {
      propertyId,
    },
  );
  expect(after.count).toBe(before.count + 1);
  expect(after.downloadMbps).toBeGreaterThan(0);
  await page.reload();
  const verified = page.getByRole('region', { name: 'Verified by guests' });
  await expect(
    verified.getByText(`${after.count} ${after.count === 1 ? 'test' : 'tests'}`, { exact: false }),
  ).toBeVisible();
  await expect(verified.getByText(/^Host says \d+ Mbps · guests measured [\d.]+ Mbps$/)).toBeVisible();
});

test('on a listing with the workday guarantee, an outage the host confirms is credited one night', async ({
  page,
  browser,
}) => {
  // Marcus Bell is staying at one of the Dar es Salaam host's guaranteed listings (the demo data).
  await signIn(page, 'marcus.bell@kazistay.com');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.goto('/bookings');
  const stay = page.locator('article').filter({ hasText: 'During your stay' });
  await expect(stay).toHaveCount(1);
  const propertyHref = await stay.getByRole('link', { name: 'View Property' }).getAttribute('href');
  await page.goto(propertyHref!);
  await expect(page.locator('main').getByText('Workday guarantee').first()).toBeVisible();
  await page.goto('/bookings');

  // Yesterday the power was out from 09:00 to 12:30, the listing's time.
  await stay.getByRole('button', { name: 'Report an outage' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report an outage' });
  await dialog.getByRole('combobox', { name: 'Started' }).click();
  await page.getByRole('option', { name: 'Yesterday' }).click();
  await dialog.getByLabel('Start time').fill('09:00');
  await dialog.getByRole('switch', { name: 'It is still going on' }).click({ force: true });
  await dialog.getByRole('combobox', { name: 'Ended' }).click();
  await page.getByRole('option', { name: 'Yesterday' }).click();
  await dialog.getByLabel('End time').fill('12:30');
  await dialog.getByRole('button', { name: 'Report' }).click();
  await expect(page.getByText('Outage reported. Your host has been told.')).toBeVisible();
  const reports = stay.getByRole('region', { name: 'Your outage reports' });
  await expect(reports.getByText(/^Power outage · .*, 09:00 – 12:30 \(3 h 30 min\)$/)).toBeVisible();

  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  await signIn(hostPage, HOST);
  await hostPage.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await hostPage.goto('/host');
  const outages = hostPage.getByRole('region', { name: 'Reported outages' });
  await answer(outages, 'Marcus Bell', 'Sorry, the grid was down across Mikocheni all morning.');
  await expect(outages.getByText(/^Workday guarantee: \$[\d,]+(\.\d\d)? refunded for /)).toBeVisible();
  await hostContext.close();

  // The guest sees the credit on the report, and the notice in the booking's conversation.
  await page.reload();
  await expect(reports.getByText(/^Workday guarantee: \$[\d,]+(\.\d\d)? refunded for /)).toBeVisible();
  await expect(reports.getByText('Host confirmed')).toBeVisible();
  await stay.getByRole('link', { name: 'Message Host' }).click();
  await expect(
    page.getByText(
      /^Workday guarantee: the power outage at .* is refunded to Marcus Bell automatically \(demo payment — no money moves\)\.$/,
    ),
  ).toBeVisible();
});
