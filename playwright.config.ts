import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/find-chromium.mjs';

const PORT = 4100;
const APP_URL = `http://localhost:${PORT}`;
const SMTP_PORT = 4125;
const MAIL_HTTP_PORT = 4126;
// Social sign-in (e2e/social-sign-in.spec.ts): a second app with Google configured, and the port of
// the local stand-in for Google's sign-in page.
export const SOCIAL_APP_URL = 'http://localhost:4101';
export const MOCK_GOOGLE_PORT = 4127;

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
    // The service worker (decision 037) answers app pages and precached files itself, out of
    // page.route's sight: journeys run without it, but for those about installing and working
    // offline, which allow it.
    serviceWorkers: 'block',
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
        // The webhook journey's receiver listens on this machine (e2e/api.spec.ts).
        WEBHOOKS_ALLOW_PRIVATE_URLS: 'true',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The same app with Google and Facebook configured; its requests to them go to local mock
      // servers (e2e/support/provider-stand-ins.ts, decision 024). Its own database, so the other
      // journeys' server is as before.
      command:
        'rm -rf .tmp/e2e-social-data && node --import tsx --import ./e2e/support/provider-stand-ins.ts dist/server/main.js',
      url: `${SOCIAL_APP_URL}/api/health`,
      env: {
        PORT: new URL(SOCIAL_APP_URL).port,
        APP_URL: SOCIAL_APP_URL,
        DATA_DIR: '.tmp/e2e-social-data',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'true',
        GOOGLE_CLIENT_ID: 'rentproof-e2e.apps.googleusercontent.com',
        GOOGLE_CLIENT_SECRET: 'google-e2e-secret',
        FACEBOOK_CLIENT_ID: '1234567890',
        FACEBOOK_CLIENT_SECRET: 'facebook-e2e-secret',
        MOCK_GOOGLE_PORT: String(MOCK_GOOGLE_PORT),
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
