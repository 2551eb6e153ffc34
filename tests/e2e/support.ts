import { expect, type Locator, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import sharp from 'sharp';
import type { SunkMail } from '../support/mail-sink';
import { MAIL_SINK_URL } from './environment';

export const DEMO_PASSWORD = 'kazistay-demo-2026';

export interface ReceivedMail {
  subject: string;
  text: string;
  /** Every http(s) address in the text, in order. */
  links: string[];
}

/**
 * The newest mail to `to` whose subject matches, as the mail sink received it over SMTP from the app; polls
 * until it arrives (the app sends while handling the request, or just after).
 */
export async function waitForMail(to: string, subject: RegExp | string): Promise<ReceivedMail> {
  const matches = (mail: SunkMail) =>
    typeof subject === 'string' ? mail.subject.includes(subject) : subject.test(mail.subject);
  let found: SunkMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${MAIL_SINK_URL}/mails?to=${encodeURIComponent(to)}`);
        const mails = (await response.json()) as SunkMail[];
        found = mails.filter(matches).at(-1);
        return found?.subject;
      },
      { message: `a mail to ${to} with subject ${String(subject)}`, timeout: 10_000 },
    )
    .toBeTruthy();
  const mail = found!;
  return { subject: mail.subject, text: mail.text, links: mail.text.match(/https?:\/\/\S+/g) ?? [] };
}

/** The confirmation link mailed to `email` on sign-up. */
export async function confirmationLinkFor(email: string): Promise<string> {
  const mail = await waitForMail(email, 'Confirm your KaziStay account');
  const link = mail.links.find((href) => href.includes('/auth/confirm?token='));
  expect(link, `a confirmation link in: ${mail.text}`).toBeTruthy();
  return link!;
}

/** Fills the sign-up form of the open /auth page, submits it and confirms the address through the mailed link. */
export async function signUpAndConfirm(
  page: Page,
  account: { fullName: string; email: string; password: string },
): Promise<void> {
  await page.getByLabel('Full name').fill(account.fullName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).last().click();
  await expect(page.getByText('Success! Please check your email to confirm your account.')).toBeVisible();
  // Someone who has just signed up is not greeted 'Welcome back' (issue 18).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your email, then sign in');
  await page.goto(await confirmationLinkFor(account.email));
  await expect(page.getByText('Email confirmed')).toBeVisible();
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
}

export async function openAccountMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'My Account' }).click();
}

export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Picks a day in a Mantine date picker opened by `trigger`, paging through months as needed (days are named
 * like '5 March 2027'). Waits for the picker to close.
 */
export async function pickDateIn(page: Page, trigger: Locator, iso: string): Promise<void> {
  await trigger.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const day = dayButton(page, iso);
  for (let i = 0; i < 6 && !(await day.isVisible()); i++) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await day.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** A day of an open Mantine date picker. */
export function dayButton(page: Page, iso: string): Locator {
  return page.getByRole('button', { name: dayjs(iso).format('D MMMM YYYY'), exact: true });
}

/** A plain-colour PNG, as a phone's photo would arrive (the server re-encodes it). */
export async function photoFile(name: string, r: number, g: number, b: number) {
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** The View Details links of the listings on the page. */
export function detailLinks(page: Page): Locator {
  return page.locator('main').getByRole('link', { name: /^View Details/ });
}

/** The address of the first listing the marketplace shows for `search` ('/property/{id}'). */
export async function firstListingPath(page: Page, search = 'type=work_and_stay'): Promise<string> {
  await page.goto(`/marketplace?${search}`);
  const href = await detailLinks(page).first().getAttribute('href');
  return href!.split('?')[0]!;
}

/**
 * Opens the first listing of the marketplace for `search` from its card. The property page is a lazy route:
 * until its Book Now shows, the marketplace's heading is still on screen.
 */
export async function openFirstListing(page: Page, search = 'type=work_and_stay'): Promise<void> {
  await page.goto(`/marketplace?${search}`);
  await detailLinks(page).first().click();
  await expect(page).toHaveURL(/\/property\/[0-9a-f-]{36}/);
  await expect(page.getByRole('button', { name: 'Book Now' })).toBeVisible();
}

/**
 * Opens `path` with the files matching `pattern` held back 1.5 s, and reads when the page first painted
 * (first contentful paint) and when each of those files arrived.
 */
export async function paintAndArrivals(
  page: Page,
  path: string,
  pattern: RegExp,
): Promise<{ firstPaint: number; arrived: number[] }> {
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return page.evaluate((source) => {
    const matches = new RegExp(source);
    return {
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      arrived: performance
        .getEntriesByType('resource')
        .filter((e) => matches.test(e.name))
        .map((e) => (e as PerformanceResourceTiming).responseEnd),
    };
  }, pattern.source);
}
