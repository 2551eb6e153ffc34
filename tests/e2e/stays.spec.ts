import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { addDays, platformToday } from '../../src/shared/dates';
import { BASE_URL } from './environment';
import { DEMO_PASSWORD, signIn, signUpAndConfirm } from './support';

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

test('a guest in a stay reports an outage, the host answers and confirms it, and the listing page counts it', async ({
  page,
  browser,
}) => {
  const hostContext = await browser.newContext();
  const hostPage = await hostContext.newPage();
  await signIn(hostPage, HOST);
  await hostPage.waitForURL((url) => !url.pathname.startsWith('/auth'));

  const email = `outage.${Date.now()}@example.com`;
  await page.goto('/auth?mode=signup');
  await signUpAndConfirm(page, { fullName: 'Outage Guest', email, password: DEMO_PASSWORD });
  await signIn(page, email);
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
  await expect(outages.getByText(/^Outage Guest · /)).toBeVisible();
  await outages
    .getByRole('textbox', { name: 'Answer to Outage Guest' })
    .fill('The fibre is down on the street; the provider is on it.');
  await outages.getByRole('checkbox', { name: 'I confirm this outage happened' }).first().check();
  await outages.getByRole('button', { name: 'Send answer' }).first().click();
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

  const email = `speed.${Date.now()}@example.com`;
  await page.goto('/auth?mode=signup');
  await signUpAndConfirm(page, { fullName: 'Speed Guest', email, password: DEMO_PASSWORD });
  await signIn(page, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  const propertyId = await bookAStayFromToday(page, hostPage.request);
  await hostContext.close();
  const before = await trpc<{ count: number }>(page.request, 'stays.speed.forProperty', { propertyId });

  // From the listing's page, where the guest is staying.
  await page.goto(`/property/${propertyId}`);
  await page.getByRole('button', { name: 'Run a speed test' }).click();
  const dialog = page.getByRole('dialog', { name: 'Speed test at your desk' });
  await expect(dialog.getByText('Saved with your stay. Thank you!')).toBeVisible({ timeout: 40_000 });
  await expect(dialog.getByText(/^Recorded at \d\d:\d\d, the listing’s time\.$/)).toBeVisible();
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
