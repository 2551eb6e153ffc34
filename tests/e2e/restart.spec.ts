import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoAccounts } from '../../src/server/db/seed/accounts';
import { MAIL_SINK_SMTP_PORT, RESTART_DATA_DIR as DATA_DIR, RESTART_PORT as PORT } from './environment';
import { signIn } from './support';

// A server of this test's own (not Playwright's), so it can be killed and started again mid-test.
const BASE = `http://localhost:${PORT}`;

function startServer(): ChildProcess {
  return spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR,
      NODE_ENV: 'production',
      // Production mail goes somewhere: the run's mail sink, as for Playwright's own server.
      SMTP_URL: `smtp://127.0.0.1:${MAIL_SINK_SMTP_PORT}`,
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'always',
    },
    stdio: 'inherit',
  });
}

async function waitUntilHealthy(): Promise<void> {
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${BASE}/healthz`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(200);
}

function stop(server: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill(signal);
  });
}

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: BASE })).newPage();
  await signIn(page, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  return page;
}

let server: ChildProcess;
test.beforeAll(async () => {
  rmSync(DATA_DIR, { recursive: true, force: true });
  server = startServer();
  await waitUntilHealthy();
});
test.afterAll(async () => {
  await stop(server, 'SIGTERM');
});

test('after the server is killed and restarted, new messages arrive without a reload', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const guest = await signedInPage(browser, 'guest@kazistay.com');
  await guest.goto('/bookings');
  await guest.getByRole('link', { name: 'Message Host' }).first().click();
  const thread = guest.getByLabel(/^Messages with /);
  await expect(thread).toBeVisible();
  const hostName = (await thread.getAttribute('aria-label'))!.replace('Messages with ', '');
  const host = await signedInPage(browser, demoAccounts.find((a) => a.fullName === hostName)!.email);
  await host.goto('/messages');
  await host.getByRole('button', { name: /Daniel Otieno/ }).click();

  const before = `Before the restart ${Date.now()}`;
  await host.getByRole('textbox', { name: 'Message', exact: true }).fill(before);
  await host.getByRole('textbox', { name: 'Message', exact: true }).press('Enter');
  await expect(guest.getByTestId('message').filter({ hasText: before })).toBeVisible();

  // A crash, not a polite shutdown: the sockets drop without a close handshake.
  await stop(server, 'SIGKILL');
  server = startServer();
  await waitUntilHealthy();

  const after = `After the restart ${Date.now()}`;
  await host.getByRole('textbox', { name: 'Message', exact: true }).fill(after);
  await host.getByRole('textbox', { name: 'Message', exact: true }).press('Enter');
  await expect(host.getByTestId('message').filter({ hasText: after })).toBeVisible();
  // Neither page was reloaded: the guest's socket reconnected by itself and resumed its feed.
  await expect(guest.getByTestId('message').filter({ hasText: after })).toBeVisible({ timeout: 20_000 });
  await expect(guest.getByTestId('message').filter({ hasText: before })).toHaveCount(1);
});
