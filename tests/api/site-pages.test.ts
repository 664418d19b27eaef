import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createApp } from '#server/app';
import { users } from '#server/platform/db/schema/auth';
import { signedInRenter } from './support/accounts';
import { APP_URL, createTestApp, type TestApp } from './support/test-app';

// A build in miniature: the app's page, and two pre-rendered pages with their manifest.
let t: TestApp;
let app: ReturnType<typeof createApp>;
let root: string;
beforeAll(async () => {
  t = await createTestApp();
  root = mkdtempSync(path.join(tmpdir(), 'rentproof-site-'));
  const clientDir = path.join(root, 'client');
  const siteDir = path.join(root, 'site');
  mkdirSync(clientDir);
  mkdirSync(siteDir);
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><script type="module" crossorigin src="/assets/index-abc.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/icons-def.js"><title>app</title><div id="root"></div>',
  );
  const page = (text: string) =>
    `<!doctype html><link rel="canonical" href="%APP_ORIGIN%/pricing" /><h1>${text}</h1>`;
  writeFileSync(path.join(siteDir, 'pricing.html'), page('Pricing'));
  writeFileSync(path.join(siteDir, 'pricing+signed-in.html'), page('Pricing, with a Dashboard link'));
  writeFileSync(path.join(siteDir, 'landing.html'), page('Take Control of Your Rental Finances'));
  writeFileSync(path.join(siteDir, 'post.html'), page('Renters rights'));
  writeFileSync(path.join(siteDir, 'login.html'), page('Welcome back'));
  writeFileSync(
    path.join(siteDir, 'app-frame--dashboard.html'),
    '<main><h1>Dashboard</h1><p>Welcome, %FIRST_NAME%. Here is where your records stand.</p></main>',
  );
  writeFileSync(path.join(siteDir, 'login+google.html'), page('Welcome back, with Google'));
  writeFileSync(path.join(siteDir, '404.html'), page('Page not found'));
  writeFileSync(path.join(siteDir, 'blog-404.html'), page('404 - Post Not Found'));
  writeFileSync(
    path.join(siteDir, 'pages.json'),
    JSON.stringify({
      pages: {
        '/pricing': 'pricing.html',
        '/financials-landing': 'landing.html',
        '/blog/renters-rights-101': 'post.html',
      },
      signedInPages: { '/pricing': 'pricing+signed-in.html' },
      authPages: { '/login': { '': 'login.html', google: 'login+google.html' } },
      appFrames: { '/dashboard': 'app-frame--dashboard.html' },
      notFound: '404.html',
      blogNotFound: 'blog-404.html',
      appPaths: ['/login', '/signup', '/dashboard', '/verify/:token', '/properties/:id/compare'],
    }),
  );
  app = createApp(t.services, { clientDir, siteDir });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the pre-rendered site', () => {
  it('answers a public page with its HTML, the origin filled in, indexable', async () => {
    const reply = await app.request('/pricing');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('text/html');
    expect(reply.headers.get('x-robots-tag')).toBeNull();
    const html = await reply.text();
    expect(html).toContain('<h1>Pricing</h1>');
    expect(html).toContain(`href="${APP_URL}/pricing"`);
  });

  it('sends the page compressed with brotli when the browser accepts it', async () => {
    const reply = await app.request('/pricing', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(reply.headers.get('content-encoding')).toBe('br');
    expect(reply.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await reply.arrayBuffer())).toString()).toContain(
      '<h1>Pricing</h1>',
    );
  });

  it("answers the app's routes with the app's page, never indexed", async () => {
    for (const route of ['/signup', '/dashboard', '/verify/a-token', '/properties/abc/compare']) {
      const reply = await app.request(route);
      expect(reply.status, route).toBe(200);
      expect(await reply.text(), route).toContain('<title>app</title><div id="root"></div>');
      expect(reply.headers.get('x-robots-tag'), route).toContain('noindex');
    }
  });

  it('answers an unknown address with 404 and a helpful page, not a redirect', async () => {
    const reply = await app.request('/no-such-page');
    expect(reply.status).toBe(404);
    expect(await reply.text()).toContain('<h1>Page not found</h1>');
    const post = await app.request('/blog/no-such-post');
    expect(post.status).toBe(404);
    expect(await post.text()).toContain('<h1>404 - Post Not Found</h1>');
  });

  it('lists the public pages in robots.txt and sitemap.xml', async () => {
    const robots = await (await app.request('/robots.txt')).text();
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain(`Sitemap: ${APP_URL}/sitemap.xml`);
    const sitemap = await app.request('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${APP_URL}/pricing</loc>`);
    expect(xml).toContain(`<loc>${APP_URL}/blog/renters-rights-101</loc>`);
    expect(xml).not.toContain('/dashboard');
  });

  it("shows the tracker's landing page to a visitor, and sends someone signed in to the tracker", async () => {
    const visitor = await app.request('/financials-landing');
    expect(visitor.status).toBe(200);
    expect(await visitor.text()).toContain('Take Control of Your Rental Finances');

    const renter = await signedInRenter(t, 'landing');
    const reply = await app.request('/financials-landing', {
      headers: { cookie: renter.visitor.cookieHeader },
    });
    expect(reply.status).toBe(302);
    expect(reply.headers.get('location')).toBe('/financials');
  });

  it('sends someone signed in the rendering whose header leads to the dashboard, for them alone', async () => {
    const renter = await signedInRenter(t, 'site-header');
    const reply = await app.request('/pricing', { headers: { cookie: renter.visitor.cookieHeader } });
    expect(reply.status).toBe(200);
    expect(await reply.text()).toContain('<h1>Pricing, with a Dashboard link</h1>');
    expect(reply.headers.get('cache-control')).toBe('private, no-cache');

    // A cookie whose session is gone is a visitor's.
    const stale = await app.request('/pricing', { headers: { cookie: 'better-auth.session_token=gone.x' } });
    expect(await stale.text()).toContain('<h1>Pricing</h1>');
  });

  it('shows a visitor the sign-in page rendered ahead, with the social buttons this server has', async () => {
    const reply = await app.request('/login');
    expect(reply.status).toBe(200);
    expect(await reply.text()).toContain('<h1>Welcome back</h1>');

    const withGoogle = createApp(
      {
        ...t.services,
        config: {
          ...t.services.config,
          socialProviders: { google: { clientId: 'id', clientSecret: 'secret' } },
        },
      },
      { clientDir: path.join(root, 'client'), siteDir: path.join(root, 'site') },
    );
    expect(await (await withGoogle.request('/login')).text()).toContain('<h1>Welcome back, with Google</h1>');
  });

  it('leaves sign-in to the app for a query it handles, and for someone signed in', async () => {
    for (const address of [
      '/login?next=/company-settings',
      '/login?step=two-factor',
      '/login?error=access_denied',
    ]) {
      expect(await (await app.request(address)).text(), address).toContain(
        '<title>app</title><div id="root"></div>',
      );
    }
    const renter = await signedInRenter(t, 'signed-in-login');
    const reply = await app.request('/login', { headers: { cookie: renter.visitor.cookieHeader } });
    expect(await reply.text()).toContain('<title>app</title><div id="root"></div>');
  });

  it('draws the dashboard ahead for the person signed in, greeting them by name, for them alone', async () => {
    const renter = await signedInRenter(t, 'frame');
    await t.services.database.db
      .update(users)
      .set({ name: '<b>Ada</b> Lovelace' })
      .where(eq(users.id, renter.userId));
    const reply = await app.request('/dashboard', { headers: { cookie: renter.visitor.cookieHeader } });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('private, no-cache');
    expect(reply.headers.get('x-robots-tag')).toContain('noindex');
    const html = await reply.text();
    expect(html).toContain(
      '<title>app</title><div id="root"><main><h1>Dashboard</h1><p>Welcome, &lt;b&gt;Ada&lt;/b&gt;. Here is where your records stand.</p></main></div>',
    );

    // The app's code is asked for after that first paint (public/after-paint.js).
    expect(html).toContain(
      '<script type="module" src="/after-paint.js" data-entry="/assets/index-abc.js"></script>',
    );
    expect(html).not.toContain('modulepreload');

    const visitor = await app.request('/dashboard');
    expect(await visitor.text()).toContain('<title>app</title><div id="root"></div>');
  });
});
