import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/find-chromium.mjs';

const PORT = 4100;
const APP_URL = `http://localhost:${PORT}`;
const SMTP_PORT = 4125;
const MAIL_HTTP_PORT = 4126;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // One app process on a 2-core machine: journeys run one after another.
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: APP_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'npx tsx e2e/support/mail-catcher.ts',
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/health`,
      env: { MAIL_CATCHER_SMTP_PORT: String(SMTP_PORT), MAIL_CATCHER_HTTP_PORT: String(MAIL_HTTP_PORT) },
      reuseExistingServer: false,
    },
    {
      // A fresh embedded database for every run.
      command: 'rm -rf .tmp/e2e-data && node dist/server/main.js',
      url: `${APP_URL}/api/health`,
      env: {
        PORT: String(PORT),
        APP_URL,
        DATA_DIR: '.tmp/e2e-data',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        LOG_LEVEL: 'warn',
        // Journeys set X-Forwarded-For so each is rate limited as a separate visitor.
        TRUST_PROXY: 'true',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
