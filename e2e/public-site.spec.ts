import type { Page } from '@playwright/test';
import { SITE_PATHS } from '#client/app/route-paths';
import { expect, test } from './support/test';

// The catcher's port is picked for each run (playwright.config.ts).
const MAIL_API = `http://127.0.0.1:${process.env.MAIL_CATCHER_HTTP_PORT}`;
const PHONE = { width: 375, height: 667 };

/** Each public page: its heading, and the links the page must offer (name → target). */
const PAGES: Record<string, { heading: string | RegExp; links?: [name: string | RegExp, href: string][] }> = {
  '/': {
    heading: 'Document your stay, protect your deposit.',
    links: [
      ['Get Started for Free', '/signup'],
      ['Open the interactive demo', '/interactive-demo'],
      ['Rentproof for landlords', '/for-landlords'],
      ['Sign Up Now', '/signup'],
    ],
  },
  '/about': { heading: 'About Rentproof' },
  '/features': { heading: 'Features', links: [['Get Started Free', '/login']] },
  '/pricing': { heading: 'Pricing' },
  '/for-renters': { heading: 'For Renters', links: [['Start Documenting', '/login']] },
  '/for-travelers': { heading: 'For Travelers', links: [['Protect Your Next Stay', '/login']] },
  '/for-landlords': {
    heading: 'For Landlords',
    links: [
      ['Create a Landlord Account', '/signup?next=/company-settings'],
      ['Sign Up Free', '/signup'],
    ],
  },
  '/careers': {
    heading: 'Careers',
    links: [['Apply Now', `/contact?role=${encodeURIComponent('Senior Full-Stack Engineer')}`]],
  },
  '/contact': { heading: 'Get In Touch' },
  '/privacy': { heading: 'Privacy Policy' },
  '/terms': { heading: 'Terms of Service' },
  '/gdpr': { heading: 'GDPR Compliance Statement' },
  '/developers': { heading: 'Rentproof API', links: [['OpenAPI document', '/api/v1/openapi.json']] },
  '/blog': { heading: 'Blog', links: [[/Read More: The Smooth Move-Out/, '/blog/smooth-move-out']] },
  '/blog/:slug': {
    heading: 'The Smooth Move-Out: A Checklist to Get Your Deposit Back',
    links: [['← Back to all articles', '/blog']],
  },
  '/financials-landing': {
    heading: 'Take Control of Your Rental Finances',
    links: [
      ['Get Started for Free', '/signup'],
      ['I have an account', '/login'],
    ],
  },
  '/interactive-demo': { heading: 'Interactive Demo', links: [['Sign Up For Free', '/signup']] },
};

const HEADER_LINKS: [string, string][] = [
  ['Features', '/features'],
  ['Pricing', '/pricing'],
  ['For Renters', '/for-renters'],
  ['For Landlords', '/for-landlords'],
  ['Blog', '/blog'],
  ['About', '/about'],
  ['Sign In', '/login'],
];

const addressOf = (path: string) => (path === '/blog/:slug' ? '/blog/smooth-move-out' : path);

async function expectPage(page: Page, path: string) {
  const expected = PAGES[path];
  if (!expected) throw new Error(`No expectation for ${path}`);
  await expect(page.getByRole('heading', { level: 1, name: expected.heading })).toBeVisible();
  for (const [name, href] of expected.links ?? []) {
    await expect(page.getByRole('link', { name, exact: typeof name === 'string' }).first()).toHaveAttribute(
      'href',
      href,
    );
  }
  if (path !== '/interactive-demo') {
    const header = page.getByRole('banner');
    for (const [name, href] of HEADER_LINKS) {
      await expect(header.getByRole('link', { name, exact: true }).first()).toHaveAttribute('href', href);
    }
  }
}

test('every public page shows its heading and links, with JavaScript and without', async ({
  page,
  browser,
}) => {
  expect(Object.keys(PAGES).sort()).toEqual([...SITE_PATHS].sort());
  for (const path of SITE_PATHS) {
    await page.goto(addressOf(path));
    await expectPage(page, path);
  }
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  for (const path of SITE_PATHS) {
    const response = await plain.goto(addressOf(path));
    expect(response?.status(), path).toBe(200);
    await expectPage(plain, path);
  }
  await noScript.close();
});

test('each page names itself to search engines and link previews; the app and share links are not indexed', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/pricing');
  await expect(page).toHaveTitle('Pricing · Rentproof');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /free for one home/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/pricing`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    `${baseURL}/og-image.png`,
  );
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  expect((await request.get('/og-image.png')).headers()['content-type']).toBe('image/png');

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /verify/');
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/', '/pricing', '/blog/renters-rights-101', '/interactive-demo']) {
    expect(sitemap).toContain(`<loc>${baseURL}${path === '/' ? '/' : path}</loc>`);
  }
  expect(sitemap).not.toContain('/dashboard');
  for (const path of ['/dashboard', '/verify/some-token', '/settings']) {
    expect((await request.get(path)).headers()['x-robots-tag'], path).toContain('noindex');
  }
  // The sign-in page a visitor opens is found by searching for it (decision 034).
  const signIn = await request.get('/login');
  expect(signIn.headers()['x-robots-tag']).toBeUndefined();
  expect(await signIn.text()).toContain('>Welcome back</h1>');
});

test('pricing: the yearly toggle shows the yearly price per month, rounded; Free and paid plans answer', async ({
  page,
}) => {
  await page.goto('/pricing');
  // Each price is drawn for both periods; the page shows the checked period's (issue 35).
  const prices = () =>
    page
      .getByTestId(/^price-/)
      .filter({ visible: true })
      .allTextContents();
  await expect.poll(prices).toEqual(['$0', '$5', '$25']);
  await expect(page.getByText('Save 20%')).toBeVisible();
  await expect(page.getByText('Most Popular')).toBeVisible();
  await expect(page.getByText('Billed $48 yearly')).toBeHidden();
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  // A visitor clicks the label: the radio itself is drawn only as its label's look.
  await page.getByText('Yearly', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Yearly' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Monthly' })).not.toBeChecked();
  await expect.poll(prices).toEqual(['$0', '$4', '$20']);
  await expect(page.getByText('Billed $48 yearly')).toBeVisible();
  // By keyboard, as a radio group: an arrow key moves the choice.
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await expect.poll(prices).toEqual(['$0', '$5', '$25']);

  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('status')).toContainText('You are on the Free plan!');
  await page.getByRole('button', { name: 'Choose Pro' }).click();
  await expect(page.getByRole('status')).toContainText("Payment integration isn't implemented yet");
  await expect(page.getByRole('status')).not.toContainText('Free plan');
});

test('contact: every field is required, a bad email is named, and a sent message resets the form and reaches support', async ({
  page,
}) => {
  await page.goto('/contact');
  // The page is drawn before its script arrives; until then the browser's own check answers a
  // click (the journey below without JavaScript). The app's form turns that check off once it runs.
  await expect(page.locator('form[action="/api/contact"]')).toHaveJSProperty('noValidate', true);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await expect(page.getByText('Please enter your email address.')).toBeVisible();
  await expect(page.getByText('Please enter a message.')).toBeVisible();

  const email = `visitor.${Date.now()}@example.com`;
  await page.getByLabel('Name').fill('Robin Visitor');
  await page.getByLabel('Email').fill('robin-at-example');
  await page.getByLabel('Message').fill('Does Rentproof work for a room in a shared house?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status')).toContainText('Message Sent');
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByLabel('Message')).toHaveValue('');
  await expect
    .poll(async () => {
      const inbox = (await (await fetch(`${MAIL_API}/messages?to=support@rentproof.app`)).json()) as {
        text: string;
      }[];
      return inbox.some((mail) => mail.text.includes(email) && mail.text.includes('shared house'));
    })
    .toBe(true);
});

test('contact without JavaScript: the browser asks for each field, the form posts, and the page confirms', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  // The browser's own check stops the post at the first empty field.
  await expect(page).toHaveURL(/\/contact$/);
  expect(
    await page.getByLabel('Name').evaluate((field: HTMLInputElement) => field.validity.valueMissing),
  ).toBe(true);
  await expect(page.getByText('Message Sent')).toBeHidden();

  const email = `no-script.${Date.now()}@example.com`;
  await page.getByLabel('Name').fill('Noor Plain');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Message').fill('Sent from a browser with JavaScript turned off.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/contact#message-sent$/);
  await expect(page.getByText('Message Sent')).toBeVisible();
  await expect(page.getByText('Thank you. Our team will get back to you shortly.')).toBeVisible();
  await expect
    .poll(async () => {
      const inbox = (await (await fetch(`${MAIL_API}/messages?to=support@rentproof.app`)).json()) as {
        text: string;
      }[];
      return inbox.some((mail) => mail.text.includes(email) && mail.text.includes('turned off'));
    })
    .toBe(true);
  await context.close();
});

test('the pages with nothing interactive load no UI runtime; the interactive ones load React after painting', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  for (const path of ['/', '/pricing', '/blog/smooth-move-out']) {
    scripts.length = 0;
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
    // The custom cursor's few lines of plain script are all a page like this runs.
    expect(scripts, path).toEqual(['/site-cursor.js']);
  }
  scripts.length = 0;
  await page.goto('/contact');
  await page.waitForLoadState('networkidle');
  expect(scripts).toContain('/after-paint.js');
  expect(scripts.some((script) => script.startsWith('/assets/'))).toBe(true);
});

test('careers: Apply Now opens the contact form with the role filled in', async ({ page }) => {
  await page.goto('/careers');
  await page.getByRole('link', { name: 'Apply Now' }).nth(1).click();
  await expect(page).toHaveURL(/\/contact\?role=Product%20Designer$/);
  await expect(page.getByText('Applying for: Product Designer')).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveValue(/apply for the Product Designer position/);
});

test('blog: a post has its byline and tags; an unknown post answers 404 with a way back; so does an unknown page', async ({
  page,
}) => {
  await page.goto('/blog');
  await page.getByRole('link', { name: 'Read More: Understanding Your Lease Before You Sign' }).click();
  await expect(page).toHaveURL(/\/blog\/understanding-your-lease$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Understanding Your Lease Before You Sign' }),
  ).toBeVisible();
  await expect(page.getByText('Priya Natarajan · August 5, 2026 · Leases')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tags' })).toContainText('Before you sign');
  await expect(page.getByRole('img', { name: 'A lease document under a magnifying glass' })).toBeVisible();

  const missing = await page.goto('/blog/no-such-post');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 - Post Not Found' })).toBeVisible();
  await expect(page.getByText("Sorry, we couldn't find the blog post you're looking for.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);

  const unknown = await page.goto('/no-such-page');
  expect(unknown?.status()).toBe(404);
  expect(page.url()).toMatch(/\/no-such-page$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});

test('the interactive demo: the tour opens by itself, moves by button and arrow key, keeps focus, restarts and exits', async ({
  page,
}) => {
  await page.goto('/interactive-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Interactive Demo' })).toBeVisible();
  for (const figure of ['Photos Logged', 'Maintenance Issues', 'Estimated Costs', 'Documents']) {
    await expect(page.getByRole('region', { name: figure })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Photos Logged' })).toContainText('42');
  await expect(page.getByRole('region', { name: 'Maintenance Issues' })).toContainText(
    '1 pending, 1 completed',
  );
  await expect(page.getByRole('region', { name: 'Documents' })).toContainText('1');

  const tour = page.getByRole('dialog');
  await expect(tour).toContainText('1 / 8');
  await expect(tour).toContainText('Welcome to Rentproof');
  await expect(tour.getByRole('button', { name: 'Back' })).toBeDisabled();
  await tour.getByRole('button', { name: 'Next' }).click();
  await expect(tour).toContainText('2 / 8');
  await page.keyboard.press('ArrowRight');
  await expect(tour).toContainText('3 / 8');
  await page.keyboard.press('ArrowLeft');
  await expect(tour).toContainText('2 / 8');
  await tour.getByRole('button', { name: 'Back' }).click();
  await expect(tour).toContainText('1 / 8');

  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    expect(await tour.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }

  for (let step = 1; step < 8; step += 1) await page.keyboard.press('ArrowRight');
  await expect(tour).toContainText('8 / 8');
  await tour.getByRole('button', { name: 'Finish' }).click();
  await expect(tour).toBeHidden();

  await page.getByRole('button', { name: 'Demo User' }).click();
  await page.getByRole('button', { name: 'Restart Tour' }).click();
  await expect(tour).toContainText('1 / 8');
  await page.keyboard.press('Escape');
  await expect(tour).toBeHidden();

  await page.getByRole('button', { name: 'Demo User' }).click();
  await page.getByRole('link', { name: 'Exit Demo' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Document your stay, protect your deposit.' }),
  ).toBeVisible();
});

test('the header menu on a phone: opens, lists the links, and closes on a link', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Site' }).first()).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  for (const [name, href] of HEADER_LINKS) {
    await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
});

test.describe('with motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the custom cursor grows over links on a large screen, and never shows on touch or with reduced motion', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    const cursor = page.locator('[data-custom-cursor]');
    // Drawn once the page is hydrated; it follows the mouse from then on.
    await expect(cursor).toHaveCount(1);
    await page.mouse.move(600, 500);
    await expect(cursor).toHaveAttribute('data-visible', 'true');
    const link = page.getByRole('banner').getByRole('link', { name: 'Pricing' });
    const box = await link.boundingBox();
    if (!box) throw new Error('no Pricing link');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(cursor).toHaveAttribute('data-active', 'true');
    // The system cursor stays: nothing hides it.
    expect(await page.evaluate(() => getComputedStyle(document.body).cursor)).not.toBe('none');

    for (const options of [
      { reducedMotion: 'reduce' as const },
      { reducedMotion: 'no-preference' as const, hasTouch: true, isMobile: true },
    ]) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
      const other = await context.newPage();
      await other.goto('/about');
      await other.waitForLoadState('networkidle');
      await other.mouse.move(600, 500);
      await expect(other.locator('[data-custom-cursor]')).toHaveCount(0);
      await context.close();
    }
  });
});
