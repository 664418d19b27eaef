import { test as base } from '@playwright/test';
import { type AppServer, startAppServer } from './app-server';

export { expect } from '@playwright/test';

let journeys = 0;

/**
 * Each journey is its own visitor: it comes from its own address (the e2e server trusts
 * X-Forwarded-For), so the real sign-up rate limit applies per journey as it would per person.
 * Journeys start with the dashboard tour already seen, so that it does not cover what they test;
 * the tour's own journey uses `freshBrowser`.
 */
export const test = base.extend<{ freshBrowser: boolean }, { appServer: AppServer }>({
  freshBrowser: [false, { option: true }],
  // Each worker has an app server and a database of its own (playwright.config.ts), started the
  // first time one of its journeys needs it.
  appServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const server = await startAppServer(`app-${workerInfo.workerIndex}`);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 660_000 },
  ],
  baseURL: async ({ appServer }, use) => {
    await use(appServer.url);
  },
  // eslint-disable-next-line no-empty-pattern
  extraHTTPHeaders: async ({}, use) => {
    journeys += 1;
    // The process id keeps addresses apart when Playwright restarts its worker after a failure.
    await use({
      'x-forwarded-for': `10.${process.pid % 250}.${Math.floor(journeys / 250)}.${journeys % 250}`,
    });
  },
  page: async ({ page, freshBrowser }, use) => {
    if (!freshBrowser)
      await page.addInitScript(() => localStorage.setItem('rentproof.tourCompleted', 'true'));
    await use(page);
  },
});
