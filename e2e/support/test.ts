import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

let journeys = 0;

/**
 * Each journey is its own visitor: it comes from its own address (the e2e server trusts
 * X-Forwarded-For), so the real sign-up rate limit applies per journey as it would per person.
 * Journeys start with the dashboard tour already seen, so that it does not cover what they test;
 * the tour's own journey uses `freshBrowser`.
 */
export const test = base.extend<{ freshBrowser: boolean }>({
  freshBrowser: [false, { option: true }],
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
