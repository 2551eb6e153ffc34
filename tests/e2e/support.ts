import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'kazistay-demo-2026';
const SERVER_LOG = 'test-results/e2e-server.log';

/** The confirmation link the server logged for `email` (no SMTP in tests), waiting for it to appear. */
export async function confirmationLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const lines = readFileSync(SERVER_LOG, 'utf8')
          .split('\n')
          .filter((l) => l.includes(`to ${email}:`));
        const match = lines.at(-1)?.match(/https?:\/\/[^\s"\\]+\/auth\/confirm\?token=[a-z0-9]+/);
        link = match?.[0];
        return link;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return link!;
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
