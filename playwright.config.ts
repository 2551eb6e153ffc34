import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_LOG = 'test-results/e2e-server.log';
export const E2E_DATA_DIR = 'test-results/e2e-data';

// Drives Debian's Chromium (never a downloaded browser) against the built app on a fresh embedded database.
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/artifacts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // Output goes to a file: the sign-up test reads the confirmation link the server logs (no SMTP here).
    command: `rm -rf ${E2E_DATA_DIR} && mkdir -p test-results && node dist/server/main.js > ${E2E_LOG} 2>&1`,
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      SEED_DEMO_DATA: 'always',
    },
  },
});
