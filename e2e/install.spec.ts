import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Cookie, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/find-chromium.mjs';
import { signUpAndConfirm } from './support/accounts';
import { expect, test } from './support/test';

// Rentproof installs on a phone's home screen and opens offline to the capture screens; the public
// site and share links are left to the network (decision 037).

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};

/** A PNG's width and height, from its header chunk. */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

/** The service worker has stored the app and answers this page's requests. */
const controlledByWorker = () => navigator.serviceWorker.controller?.state === 'activated';

/**
 * What Chromium says stands between /dashboard and its install button. Asked in a browser with a
 * profile on disk: the test's own contexts are incognito, where nothing can be installed.
 */
async function installabilityErrors(baseURL: string, cookies: Cookie[]): Promise<unknown[]> {
  const profile = mkdtempSync(path.join(tmpdir(), 'rentproof-install-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
  });
  try {
    await browser.addCookies(cookies);
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto(new URL('/dashboard', baseURL).href);
    await page.waitForFunction(controlledByWorker, null, { timeout: 30_000 });
    const cdp = await browser.newCDPSession(page);
    const reply = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    return reply.installabilityErrors;
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

// Journeys block the service worker (playwright.config.ts); this one is about it.
test.use({ serviceWorkers: 'allow' });

test('the app installs, opens offline to the capture screens, and leaves public pages to the network', async ({
  page,
  context,
  baseURL,
}) => {
  await signUpAndConfirm(page, 'install');

  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  const manifestReply = await page.request.get(manifestHref!);
  expect(manifestReply.headers()['content-type']).toBe('application/manifest+json');
  const manifest = (await manifestReply.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'Rentproof',
    short_name: 'Rentproof',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: '#2563eb',
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const reply = await page.request.get(icon.src);
    expect(reply.headers()['content-type']).toBe(icon.type);
    expect(pngSize(await reply.body())).toBe(icon.sizes);
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#2563eb');

  await expect(page.waitForFunction(controlledByWorker, null, { timeout: 30_000 })).resolves.toBeTruthy();
  expect(await installabilityErrors(baseURL ?? '', await context.cookies())).toEqual([]);

  await context.setOffline(true);
  await page.goto('/move-in');
  await expect(page.getByRole('heading', { name: 'Move-In Documentation' })).toBeVisible();
  await expect(page).toHaveURL(/\/move-in$/);
  // The public site, share links and sign-in are never answered from the device.
  for (const address of ['/pricing', '/verify/some-token', '/login']) {
    await expect(page.goto(address), address).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  }

  await context.setOffline(false);
  const pricing = await page.goto('/pricing');
  expect(pricing?.fromServiceWorker()).toBe(false);
  await expect(page.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible();
  const share = await page.goto('/verify/some-token');
  expect(share?.fromServiceWorker()).toBe(false);
  expect(share?.headers()['cache-control']).toBe('no-store');
  // Online, an app page still comes from the server (through the worker), which may draw it ahead.
  const dashboard = await page.goto('/dashboard');
  expect(dashboard?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto('/move-in');
  await expect(page.getByRole('heading', { name: 'Move-In Documentation' })).toBeVisible();
});
