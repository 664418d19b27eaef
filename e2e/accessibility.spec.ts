import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { ROUTE_PATHS } from '#client/app/route-paths';
import { EMAIL_VERIFIED_REDIRECT_MS } from '#shared/timings';
import { signUpAndConfirm } from './support/accounts';
import type { RenterData } from './support/renter-data';
import { fillRenterData } from './support/renter-data';
import { expect, test } from './support/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
// A best-practice rule of moderate impact, enforced too: a skipped heading level hides structure
// from someone moving by headings (issue 10, item 9).
const ALSO_ENFORCED = new Set(['heading-order']);
const DESKTOP = { width: 1280, height: 800 };
const WIDTHS = [DESKTOP, { width: 375, height: 812 }];

/**
 * The real addresses of the routes whose path has a parameter. A route added to the route table
 * with a parameter and no entry here fails the test below, so that it is never left unchecked.
 */
const PARAM_ROUTES: Record<string, (data: RenterData) => string[]> = {
  '/blog/:slug': () => ['/blog/renters-rights-101'],
  '/verify/:token': (data) => [data.verifiedReportPath, data.sharedReportPath],
  '/properties/:id/compare': (data) => [`/properties/${data.propertyId}/compare`],
  '/properties/:id/deposit': (data) => [`/properties/${data.propertyId}/deposit`],
  '/travel/:stayId/check-in': (data) => [`/travel/${data.stayId}/check-in`],
  '/travel/:stayId/check-out': (data) => [`/travel/${data.stayId}/check-out`],
  '/travel/:stayId/compare': (data) => [`/travel/${data.stayId}/compare`],
  '/walkthrough/:propertyId/:stage': (data) => [
    `/walkthrough/${data.propertyId}/move-in`,
    `/walkthrough/${data.stayId}/move-out`,
  ],
  '/inspection/:propertyId/:stage': (data) => [
    `/inspection/${data.propertyId}/move-in`,
    `/inspection/${data.stayId}/move-out`,
  ],
  '/sign/:token': () => ['/sign/not-a-real-token'],
  '/invitations/:token': () => ['/invitations/not-a-real-invitation'],
  '/tenant-invitations/:token': () => ['/tenant-invitations/not-a-real-invitation'],
  '/roommate-invitations/:token': () => ['/roommate-invitations/not-a-real-invitation'],
};

/** Extra states of a route worth a look of their own: the same route, another address. */
const EXTRA_ADDRESSES: Record<string, string[]> = {
  '/verification-complete': ['/verification-complete?error=LINK_ALREADY_USED'],
  '/verify/:token': ['/verify/not-a-real-token'],
  '/blog/:slug': ['/blog/no-such-post'],
};

const NOT_FOUND = '/no-such-page';

/** Pages that move on by themselves after a few seconds, and the delay of that timer. */
const REDIRECT_DELAYS: Record<string, number> = { '/verification-complete': EMAIL_VERIFIED_REDIRECT_MS };

type Finding = { where: string; id: string; impact: string; help: string; targets: string[] };

function addressesOf(route: string, data: RenterData): string[] {
  const base = route.includes(':') ? (PARAM_ROUTES[route]?.(data) ?? []) : [route];
  return [...base, ...(EXTRA_ADDRESSES[route] ?? [])];
}

/** Loaded: a heading shown, no skeleton or busy region, no transition still running. */
async function settle(page: Page) {
  await expect(page.locator('h1').first(), `a page heading on ${page.url()}`).toBeVisible();
  await expect(page.locator('[aria-busy="true"], [aria-hidden="true"].animate-pulse')).toHaveCount(0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/**
 * Markup another library draws, which we cannot change: the API reference on /developers is
 * Scalar's (decision 041). The page around it is checked, and everything the reference shows is
 * also in the guide above it and in the OpenAPI document it links to.
 */
const THIRD_PARTY_REGIONS = ['#scalar-reference'];

class Audit {
  readonly findings: Finding[] = [];
  readonly checkedRoutes = new Set<string>();

  async check(page: Page, where: string, scope?: Locator) {
    // Our pages have no frames: the legacy run checks the page in place, where the default opens
    // a blank page per check to merge frames' results, which doubled the time of this test.
    let builder = new AxeBuilder({ page }).setLegacyMode().options({
      runOnly: { type: 'tag', values: WCAG_TAGS },
      rules: Object.fromEntries([...ALSO_ENFORCED].map((id) => [id, { enabled: true }])),
    });
    // A dialog is checked on its own: the page behind it was checked already.
    if (scope) builder = builder.include(await scope.evaluate((element) => `#${CSS.escape(element.id)}`));
    for (const region of THIRD_PARTY_REGIONS) builder = builder.exclude(region);
    const results = await builder.analyze();
    for (const violation of results.violations) {
      const impact = violation.impact ?? 'unknown';
      if (!FAILING_IMPACTS.has(impact) && !ALSO_ENFORCED.has(violation.id)) continue;
      this.findings.push({
        where: `${where} (${page.viewportSize()?.width ?? '?'} px)`,
        id: violation.id,
        impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      });
    }
  }

  /**
   * One load, checked at each width in turn: the layout answers a resize as it does a phone's first
   * load (CSS and the media queries our components follow), and a load costs more than a check.
   */
  async visit(page: Page, route: string, address: string) {
    await page.setViewportSize(WIDTHS[0]!);
    await page.goto(address);
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await settle(page);
      await this.check(page, `${route} at ${address}`);
    }
    this.checkedRoutes.add(route);
  }

  /** In a page of its own whose one redirect timer never fires, for a page that moves on by itself. */
  async visitWithRedirectHeld(page: Page, route: string, address: string, delay: number) {
    const held = await page.context().newPage();
    await held.addInitScript((redirectDelay) => {
      const setTimeout = window.setTimeout;
      window.setTimeout = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) =>
        setTimeout(
          handler,
          timeout === redirectDelay ? 2 ** 31 - 1 : timeout,
          ...rest,
        )) as typeof window.setTimeout;
    }, delay);
    await this.visit(held, route, address);
    await held.close();
  }

  report() {
    return this.findings
      .map(
        (f) =>
          `${f.where}: ${f.id} [${f.impact}] ${f.help}\n${f.targets.map((target) => `    ${target}`).join('\n')}`,
      )
      .join('\n');
  }
}

async function openDialog(page: Page, button: string, dialogName: string | RegExp) {
  await page.getByRole('button', { name: button }).first().click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await settle(page);
  return dialog;
}

async function closeDialog(page: Page, dialog: Locator) {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

// Each check signs up its own renter, so they need no order: the longest file of the suite is
// spread over the workers instead of holding one for 9 minutes.
test.describe.configure({ mode: 'parallel' });

test('every route of the router takes its path from route-paths.ts, so the check below sees it', async () => {
  const router = await readFile(new URL('../src/client/app/router.tsx', import.meta.url), 'utf8');
  const literalPaths = (router.match(/path:\s*['"`][^'"`]*['"`]/g) ?? []).filter(
    (path) => !path.includes("'*'"),
  );
  expect(literalPaths).toEqual([]);
});

function expectEveryRouteChecked(audit: Audit, routes: readonly string[]) {
  const unvisited = routes.filter((route) => !audit.checkedRoutes.has(route));
  expect(unvisited, 'routes in the route table that were not checked').toEqual([]);
  expect(audit.findings.length, `axe violations:\n${audit.report()}`).toBe(0);
}

test('every route with a parameter has real addresses to check', () => {
  const unmapped = [...ROUTE_PATHS.public, ...ROUTE_PATHS.app].filter(
    (route) => route.includes(':') && !PARAM_ROUTES[route],
  );
  expect(unmapped, 'routes with a parameter and no real address in PARAM_ROUTES').toEqual([]);
});

/** The routes of a side split in two, so that two workers share them. */
const halves = (routes: readonly string[]) => {
  const middle = Math.ceil(routes.length / 2);
  return [routes.slice(0, middle), routes.slice(middle)] as const;
};

// Each half of the app's routes with its own renter, checked at both widths, so that the two share
// the workers and each stays well inside its time on a slow machine as routes are added.
halves(ROUTE_PATHS.app).forEach((routes, half) => {
  test(`axe finds no serious or critical violation on the app's routes, signed in, part ${half + 1} of 2`, async ({
    page,
  }) => {
    // About 2 minutes beside another worker on two cores.
    test.setTimeout(480_000);
    const audit = new Audit();
    await signUpAndConfirm(page, `axe-app-${half + 1}`, 'Avery Axe');
    const data = await fillRenterData(page);
    for (const route of routes) {
      for (const address of addressesOf(route, data)) await audit.visit(page, route, address);
    }
    if (half === 1) await audit.visit(page, 'unknown path, signed in', NOT_FOUND);
    expectEveryRouteChecked(audit, routes);
  });
});

test('axe finds no serious or critical violation in the menus and the main dialogs, with their errors showing', async ({
  page,
}) => {
  test.setTimeout(360_000);
  const audit = new Audit();
  await signUpAndConfirm(page, 'axe-dialogs', 'Avery Axe');

  await page.setViewportSize(WIDTHS[1]!);
  await page.goto('/dashboard');
  await settle(page);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const navigation = page.getByRole('dialog', { name: 'Navigation' });
  await expect(navigation).toBeVisible();
  await settle(page);
  await audit.check(page, 'navigation menu', navigation);
  await closeDialog(page, navigation);

  await page.setViewportSize(DESKTOP);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await audit.check(page, 'account menu');
  await page.keyboard.press('Escape');

  await page.goto('/properties');
  await settle(page);
  const property = await openDialog(page, 'Add Property', 'Add Property');
  await property.getByRole('button', { name: 'Add Property' }).click();
  await audit.check(page, 'Add Property dialog', property);
  await property.getByLabel('Name').fill('Harbour View 12');
  await property.getByRole('button', { name: 'Add Property' }).click();
  await expect(page.getByText('Property added successfully.')).toBeVisible();
  await settle(page);
  await audit.check(page, 'success toast on /properties');

  await page.goto('/financials');
  await settle(page);
  const transaction = await openDialog(page, 'Add Transaction', 'Add Transaction');
  await transaction.getByLabel('Status').selectOption('Paid');
  await transaction.getByRole('button', { name: 'Add Transaction' }).click();
  await audit.check(page, 'Add Transaction dialog', transaction);
  await closeDialog(page, transaction);

  await page.goto('/reports');
  await settle(page);
  const share = await openDialog(page, 'Share', 'Share this report');
  await expect(share.getByText('Preparing the link…')).toHaveCount(0);
  await audit.check(page, 'Share report dialog', share);
  await closeDialog(page, share);

  expect(audit.findings.length, `axe violations:\n${audit.report()}`).toBe(0);
});

halves(ROUTE_PATHS.public).forEach((routes, half) => {
  test(`axe finds no serious or critical violation on the public routes, signed out, part ${half + 1} of 2`, async ({
    page,
    browser,
  }) => {
    // Half the public routes at two widths: about 2 minutes beside another worker on two cores.
    test.setTimeout(480_000);
    const audit = new Audit();
    // The renter's data gives the share links their real addresses.
    await signUpAndConfirm(page, `axe-public-${half + 1}`, 'Avery Axe');
    const data = await fillRenterData(page);

    // Another visitor with no session.
    const visitor = await browser.newContext({
      extraHTTPHeaders: { 'x-forwarded-for': `10.251.1.${half + 1}` },
    });
    const guest = await visitor.newPage();
    for (const route of routes) {
      for (const address of addressesOf(route, data)) {
        const delay = REDIRECT_DELAYS[address];
        if (delay) await audit.visitWithRedirectHeld(guest, route, address, delay);
        else await audit.visit(guest, route, address);
      }
    }
    if (half === 1) await audit.visit(guest, 'unknown path, signed out', NOT_FOUND);
    await visitor.close();
    expectEveryRouteChecked(audit, routes);
  });
});

test("axe finds no serious or critical violation in the site's phone menu", async ({ page }) => {
  const audit = new Audit();
  await page.setViewportSize(WIDTHS[1]!);
  await page.goto('/');
  await settle(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await settle(page);
  await audit.check(page, 'site menu', menu);
  expect(audit.findings.length, `axe violations:\n${audit.report()}`).toBe(0);
});
