import { defineConfig, devices } from '@playwright/test';
import {
  BASE_URL,
  E2E_ARTIFACTS,
  E2E_DATA_DIR,
  E2E_DIR,
  E2E_LOG,
  E2E_PORT,
  MAIL_SINK_HTTP_PORT,
  MAIL_SINK_SMTP_PORT,
  MAIL_SINK_URL,
} from './tests/e2e/environment';

// Drives Debian's Chromium (never a downloaded browser) against the built app on a fresh embedded database,
// with a mail sink as its SMTP server so tests read the mails users get.
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: E2E_ARTIFACTS,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node --import tsx tests/support/mail-sink.ts',
      url: `${MAIL_SINK_URL}/mails`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        MAIL_SINK_SMTP_PORT: String(MAIL_SINK_SMTP_PORT),
        MAIL_SINK_HTTP_PORT: String(MAIL_SINK_HTTP_PORT),
      },
    },
    {
      // Output goes to a file, kept for debugging a failed run.
      command: `rm -rf ${E2E_DATA_DIR} && mkdir -p ${E2E_DIR} && node dist/server/main.js > ${E2E_LOG} 2>&1`,
      url: `http://localhost:${E2E_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(E2E_PORT),
        DATA_DIR: E2E_DATA_DIR,
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        SEED_DEMO_DATA: 'always',
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SINK_SMTP_PORT}`,
      },
    },
  ],
});
