import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Journeys start with the dashboard tour already seen, so that it does not cover what they test;
 * the tour's own journey uses `freshBrowser`.
 */
export const test = base.extend<{ freshBrowser: boolean }>({
  freshBrowser: [false, { option: true }],
  page: async ({ page, freshBrowser }, use) => {
    if (!freshBrowser)
      await page.addInitScript(() => localStorage.setItem('rentproof.tourCompleted', 'true'));
    await use(page);
  },
});
