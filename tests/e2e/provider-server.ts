import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import dayjs from 'dayjs';
import { FREE_CANCEL_DAYS_BEFORE } from '../../src/shared/booking';
import { addDays, platformToday } from '../../src/shared/dates';
import { expect } from './fixtures';
import { E2E_DIR, MAIL_SINK_SMTP_PORT } from './environment';
import { openFirstListing, pickDateIn, signIn } from './support';

/**
 * What the payment specs share: a server of their own paid through a provider's double, the provider's hosted page answered by the test, and the guest's booking and cancelling.
 */

/** The demo guest (src/server/db/seed/accounts.ts). */
export const GUEST = 'guest@kazistay.com';

/** A 2-night stay far enough ahead (past the free-cancellation line and the seeded bookings) to be refunded in full. */
export function farStay(daysAhead: number) {
  expect(daysAhead).toBeGreaterThanOrEqual(FREE_CANCEL_DAYS_BEFORE);
  const checkIn = addDays(platformToday(), daysAhead);
  const checkOut = addDays(checkIn, 2);
  return {
    checkIn,
    checkOut,
    datesText: `${dayjs(checkIn).format('MMM D, YYYY')} – ${dayjs(checkOut).format('MMM D, YYYY')}`,
  };
}

export interface AppServer {
  base: string;
  stop(): Promise<void>;
}

/**
 * dist/server/main.js on `port`, on a fresh database in `dataDir`, with `env` on top of production's settings;
 * its output goes to `log`. Resolves once /healthz answers.
 */
export async function startAppServer(options: {
  port: number;
  dataDir: string;
  log: string;
  env: Record<string, string>;
}): Promise<AppServer> {
  rmSync(options.dataDir, { recursive: true, force: true });
  mkdirSync(E2E_DIR, { recursive: true });
  const out = openSync(options.log, 'w');
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      NODE_ENV: 'production',
      // Production mail goes somewhere: the run's mail sink, as for Playwright's own server.
      SMTP_URL: `smtp://127.0.0.1:${MAIL_SINK_SMTP_PORT}`,
      LOG_LEVEL: 'info',
      SEED_DEMO_DATA: 'always',
      ...options.env,
    },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  const base = `http://localhost:${options.port}`;
  const stop = (): Promise<void> =>
    new Promise<void>((resolve) => {
      if (server.exitCode !== null || server.signalCode !== null) return resolve();
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
  try {
    await expect
      .poll(
        async () => {
          if (server.exitCode !== null) {
            throw new Error(`The server exited (${server.exitCode}):\n${readFileSync(options.log, 'utf8')}`);
          }
          try {
            return (await fetch(`${base}/healthz`)).status;
          } catch {
            return 0;
          }
        },
        { message: `the server on port ${options.port} answers (log: ${options.log})`, timeout: 90_000 },
      )
      .toBe(200);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

/** A page of the guest's, signed in on `base`. */
export async function signedInGuest(browser: Browser, base: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: base })).newPage();
  await signIn(page, GUEST);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  return page;
}

/**
 * Opens the first work-and-stay listing and picks the stay's dates on its booking card; returns the listing's
 * title and the card's total (as shown, and in cents).
 */
export async function pickStay(
  page: Page,
  stay: { checkIn: string; checkOut: string },
): Promise<{ title: string; total: string; totalCents: number }> {
  await openFirstListing(page);
  const title = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
  const card = bookingCard(page);
  await pickDateIn(page, card.getByRole('button', { name: 'Check-in', exact: true }), stay.checkIn);
  await pickDateIn(page, card.getByRole('button', { name: 'Check-out', exact: true }), stay.checkOut);
  const total = card.getByTestId('booking-total');
  await expect(total).toHaveText(/^Total\$[\d,]+(\.\d\d)?$/);
  const shown = ((await total.textContent()) ?? '').replace(/^Total/, '');
  const dollars = Number(shown.replace(/^\$/, '').replace(/,/g, ''));
  return { title, total: shown, totalCents: Math.round(dollars * 100) };
}

/** The property page's booking card. */
export function bookingCard(page: Page) {
  return page.getByRole('form', { name: 'Book this place' });
}

/** Nothing on `page` speaks of the demo's payments (no money moves there; here it does). */
export async function expectNoDemoPayment(page: Page): Promise<void> {
  await expect(page.getByTestId('demo-payment')).toHaveCount(0);
  await expect(page.getByText(/demo payment/i)).toHaveCount(0);
}

/** Answers the provider's hosted checkout (any address on `origin`) with a page of the test's own. */
export async function answerHostedCheckout(page: Page, origin: string, provider: string): Promise<void> {
  await page.route(`${origin}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>${provider} Checkout</title><h1>${provider} checkout</h1><p>Test double of the hosted payment page.</p></html>`,
    }),
  );
}

/** Posts a webhook event to the app as the provider would, with its signature header. */
export async function postWebhook(
  base: string,
  provider: 'stripe' | 'paystack',
  payload: string,
  headers: Record<string, string>,
): Promise<{ status: number; outcome?: string }> {
  const res = await fetch(`${base}/api/payments/${provider}/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: payload,
  });
  const body = (await res.json()) as { outcome?: string };
  return { status: res.status, outcome: body.outcome };
}

/** Back from the provider: the return page confirms the booking, and My Bookings shows it confirmed. */
export async function expectConfirmed(page: Page, title: string, datesText: string): Promise<void> {
  await expect(page.getByText('Payment received: your booking is confirmed.')).toBeVisible();
  await page.getByRole('link', { name: 'View your bookings' }).click();
  await expect(page).toHaveURL(/\/bookings$/);
  const booking = page.getByRole('article').filter({ hasText: title }).filter({ hasText: datesText });
  await expect(booking.getByText('Confirmed', { exact: true })).toBeVisible();
  await expectNoDemoPayment(page);
}

/**
 * Cancels the stay from My Bookings, for the full refund the policy gives so far ahead: the dialog states it as
 * `refund` ('$480 to your card', 'KES 62,400.00 ($480) to your card or M-Pesa').
 */
export async function cancelFromMyBookings(
  page: Page,
  stay: { title: string; datesText: string; refund: string },
): Promise<void> {
  const { title, datesText, refund } = stay;
  const booking = page.getByRole('article').filter({ hasText: title }).filter({ hasText: datesText });
  await booking.getByRole('button', { name: 'Cancel', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog.getByText(`You will be refunded ${refund}.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Booking cancelled')).toBeVisible();
}

/** The demo service provider (src/server/db/seed/accounts.ts), and the demo guest's name. */
export const PROVIDER = 'provider@kazistay.com';
export const GUEST_NAME = 'Daniel Otieno';

/**
 * The demo provider confirms the demo guest's pending request from the Provider Dashboard (a page of their own
 * on `base`); returns the service's title. Through a payment provider, nothing is charged yet.
 */
export async function confirmGuestRequest(browser: Browser, base: string): Promise<string> {
  const page = await (await browser.newContext({ baseURL: base })).newPage();
  await signIn(page, PROVIDER);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.goto('/provider/dashboard');
  const request = page
    .getByRole('listitem')
    .filter({ hasText: GUEST_NAME })
    .filter({ has: page.getByRole('button', { name: 'Confirm', exact: true }) })
    .first();
  const label = (await request.getAttribute('aria-label')) ?? '';
  const title = label.slice(0, label.lastIndexOf(`, ${GUEST_NAME}`));
  expect(title).not.toBe('');
  await request.getByRole('button', { name: 'Confirm', exact: true }).click();
  const confirmed = page.getByRole('listitem', { name: label }).filter({ hasText: 'Waiting for the guest' });
  await expect(confirmed.first()).toBeVisible();
  await page.context().close();
  return title;
}

/** The guest's booking of the service `title` in My Bookings' Services tab. */
export async function serviceBookingInList(page: Page, title: string) {
  await page.goto('/bookings?tab=services');
  return page.getByRole('article').filter({ hasText: title });
}

/** Back from the provider paid: the return page says the service booking is paid. */
export async function expectServicePaid(page: Page, title: string): Promise<void> {
  await expect(page.getByText('Payment received: your service booking is confirmed and paid.')).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
  await expectNoDemoPayment(page);
}

/** Cancels the paid service booking `title` from My Bookings; the dialog says it is refunded in full. */
export async function cancelServiceFromMyBookings(page: Page, title: string, refund: RegExp): Promise<void> {
  const booking = (await serviceBookingInList(page, title)).filter({
    has: page.getByRole('button', { name: 'Cancel booking' }),
  });
  await booking.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog.getByText(refund)).toBeVisible();
  await expectNoDemoPayment(page);
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Booking cancelled')).toBeVisible();
}
