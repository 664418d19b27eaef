import { existsSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findJourneyBrowser } from './scripts/find-chromium.mjs';

/** `count` different ports nothing listens on now, from the system. */
async function freePorts(count: number) {
  const servers = Array.from({ length: count }, () => net.createServer());
  await Promise.all(
    servers.map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))),
  );
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/**
 * Every run takes free ports, so that a server left by an interrupted run is never in the way. The
 * runner picks them when it loads this file; its workers load it again and read the same ones from
 * the environment they inherit.
 */
type RunSettings = { smtp: number; mailHttp: number; socialApp: number; mockGoogle: number; dir: string };
async function runSettings(): Promise<RunSettings> {
  if (process.env.RENTPROOF_E2E_RUN) return JSON.parse(process.env.RENTPROOF_E2E_RUN) as RunSettings;
  // Each run's data lives in a folder named after its runner; those of runners that are gone go.
  const runs = '.tmp/e2e-runs';
  for (const name of existsSync(runs) ? readdirSync(runs) : []) {
    if (!isRunning(Number(name))) rmSync(path.join(runs, name), { recursive: true, force: true });
  }
  const [smtp, mailHttp, socialApp, mockGoogle] = (await freePorts(4)) as [number, number, number, number];
  const settings = { smtp, mailHttp, socialApp, mockGoogle, dir: path.resolve(runs, String(process.pid)) };
  process.env.RENTPROOF_E2E_RUN = JSON.stringify(settings);
  return settings;
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const run = await runSettings();
process.env.MAIL_CATCHER_SMTP_PORT = String(run.smtp);
process.env.MAIL_CATCHER_HTTP_PORT = String(run.mailHttp);
/** Where each worker's app server keeps its embedded database (e2e/support/app-server.ts). */
process.env.RENTPROOF_E2E_DATA = run.dir;

// Social sign-in (e2e/social-sign-in.spec.ts): a second app with Google configured, and the port of
// the local stand-in for Google's sign-in page.
export const SOCIAL_APP_URL = `http://localhost:${run.socialApp}`;
export const MOCK_GOOGLE_PORT = run.mockGoogle;

/**
 * Journeys are spread over this many workers, each with its own app server and database
 * (e2e/support/test.ts); docs/performance.md, "The test suite", has the measurements behind it.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: 'e2e',
  // The migrated, empty database each worker's server starts from a copy of (e2e/support/app-server.ts).
  globalSetup: './e2e/support/global-setup.ts',
  // Files go to workers whole: a file's journeys run in order, as written.
  fullyParallel: false,
  workers: WORKERS,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Sized for a busy two-core machine (a journey took over a minute there while others built and
  // tested), so that a journey fails on a defect, not on a slow moment: nothing here is timed.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  use: {
    // A failed journey keeps its trace of actions and page snapshots; the screencast is left out,
    // as recording it cost the browser about a third of its CPU time in every journey.
    trace: { mode: 'retain-on-failure', screenshots: false },
    // Journeys are about what a person does and sees, not how it moves: with motion reduced
    // (styles.css), a dialog or toast is there at once rather than after its animation's frames.
    // The cursor's journey asks for motion, which is what it is about.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // The service worker (decision 037) answers app pages and precached files itself, out of
    // page.route's sight: journeys run without it, but for those about installing and working
    // offline, which allow it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: findJourneyBrowser(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      // Shared by every worker: journeys find their mail by its recipient, an address of their own.
      command: 'npx tsx e2e/support/mail-catcher.ts',
      url: `http://127.0.0.1:${run.mailHttp}/health`,
      reuseExistingServer: false,
    },
    {
      // The app with Google and Facebook configured; its requests to them go to local mock servers
      // (e2e/support/provider-stand-ins.ts, decision 024). Its own database, so the other journeys'
      // servers are as before.
      command: 'node --import tsx --import ./e2e/support/provider-stand-ins.ts dist/server/main.js',
      url: `${SOCIAL_APP_URL}/api/health`,
      env: {
        PORT: String(run.socialApp),
        APP_URL: SOCIAL_APP_URL,
        DATA_DIR: path.join(run.dir, 'social'),
        SMTP_URL: `smtp://127.0.0.1:${run.smtp}`,
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'true',
        GOOGLE_CLIENT_ID: 'rentproof-e2e.apps.googleusercontent.com',
        GOOGLE_CLIENT_SECRET: 'google-e2e-secret',
        FACEBOOK_CLIENT_ID: '1234567890',
        FACEBOOK_CLIENT_SECRET: 'facebook-e2e-secret',
        MOCK_GOOGLE_PORT: String(run.mockGoogle),
      },
      reuseExistingServer: false,
      // A fresh embedded database on a busy two-core machine can take a minute or more.
      timeout: 300_000,
    },
  ],
});
