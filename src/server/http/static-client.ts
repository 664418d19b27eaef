import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { firstNameOf } from '#shared/accounts/profile';
import { type SocialProvider, socialProviderSetKey } from '#shared/api/meta';
import type { AppEnv } from './app-env';
import { findSessionUser } from './middleware/require-user';
import {
  encodeFor,
  type HtmlFile,
  htmlFile,
  loadSitePages,
  robotsTxt,
  sitemapXml,
  withAppFrame,
} from './site-pages';

/**
 * The built client: the public site's pre-rendered pages by path (decision 018), fingerprinted
 * assets cached for a year (sent pre-compressed), and the app's page for the app's routes.
 * Any other address is a 404 with a page that helps, never a silent redirect.
 */
export function staticClient(options: {
  clientDir: string;
  siteDir: string;
  origin: string;
  socialProviders: SocialProvider[];
}) {
  const app = new Hono<AppEnv>();
  const indexFile = path.join(options.clientDir, 'index.html');
  if (!existsSync(indexFile)) {
    return app.get('*', (c) =>
      c.text('The client is not built. Run `npm run build` (npm start does it for you).', 503),
    );
  }
  const appPage = htmlFile(readFileSync(indexFile, 'utf8'));
  const site = loadSitePages(options.siteDir, options.origin);
  const root = path.relative(process.cwd(), options.clientDir) || '.';

  const sendHtml = async (
    c: Context<AppEnv>,
    file: HtmlFile,
    status: 200 | 404,
    indexable: boolean,
    { personal = false } = {},
  ) => {
    const { body, encoding } = await encodeFor(file, c.req.header('accept-encoding'));
    c.header('Content-Type', 'text/html; charset=UTF-8');
    // A page with someone's name in it is kept by their browser alone.
    c.header('Cache-Control', personal ? 'private, no-cache' : 'no-cache');
    c.header('Vary', 'Accept-Encoding');
    if (encoding) c.header('Content-Encoding', encoding);
    // Signed-in screens and share links are nobody's search result.
    if (!indexable) c.header('X-Robots-Tag', 'noindex');
    return c.body(typeof body === 'string' ? body : new Uint8Array(body), status);
  };

  // Fingerprinted assets never change; everything else (the favicon, images, the service worker
  // /sw.js) is revalidated, so a new release reaches browsers at once. The install manifest
  // (decision 037) is read whenever the app opens and changes only with its name or icons.
  app.use('*', async (c, next) => {
    await next();
    if (!c.res.ok || c.res.headers.has('Cache-Control')) return;
    c.header('Cache-Control', cacheControlFor(c.req.path));
  });
  // Source maps are not built for a release; one left in the folder by a development build is not
  // served either, so our source is never public.
  app.use('*', async (c, next) => {
    if (c.req.path.endsWith('.map')) return c.text('Not found', 404);
    await next();
  });

  if (site) {
    app.get('/robots.txt', (c) => c.text(robotsTxt(options.origin)));
    app.get('/sitemap.xml', (c) =>
      c.body(sitemapXml(options.origin, site.paths), 200, { 'Content-Type': 'application/xml' }),
    );
    // Sign-in and sign-up, pre-rendered with this server's social buttons (decision 034), for a
    // visitor who opens them as they are. A query (?next=, ?ref=, a provider's ?error=, the code
    // step) or a session is the app's to handle: its page answers below.
    const providers = socialProviderSetKey(options.socialProviders);
    app.get('*', async (c, next) => {
      const page = site.authPages.get(c.req.path)?.get(providers);
      if (!page || new URL(c.req.url).search) return next();
      if (await findSessionUser(c.var.services, c.req.raw.headers)) return next();
      return sendHtml(c, page, 200, true);
    });
    app.get('*', async (c, next) => {
      const page = site.pages.get(c.req.path);
      if (!page) return next();
      // Only a request with a session cookie costs a lookup: a visitor's has none.
      const signedIn = Boolean(await findSessionUser(c.var.services, c.req.raw.headers));
      // The tracker's landing page is for visitors; someone signed in goes to the tracker itself.
      if (c.req.path === '/financials-landing' && signedIn) return c.redirect('/financials', 302);
      // Someone signed in gets the rendering whose header leads to their dashboard (issue 35).
      const signedInPage = signedIn ? site.signedInPages.get(c.req.path) : undefined;
      if (signedInPage) return sendHtml(c, signedInPage, 200, true, { personal: true });
      return sendHtml(c, page, 200, true);
    });
  }

  app.use('*', serveStatic({ root, precompressed: true }));
  // An asset of an older release is gone: say so rather than answer with the page.
  app.get('/assets/*', (c) => c.text('Not found', 404));
  app.get('*', async (c) => {
    if (!site || site.isAppPath(c.req.path)) {
      // The dashboard is drawn ahead for the person signed in (decision 035); a visitor without a
      // session gets the plain page, and the app sends them to sign in.
      const frame = site?.appFrames.get(c.req.path);
      const user = frame ? await findSessionUser(c.var.services, c.req.raw.headers) : null;
      const firstName = user ? firstNameOf(user.name) : '';
      if (!frame || !firstName) return sendHtml(c, appPage, 200, false);
      const page = htmlFile(withAppFrame(appPage.html, frame, firstName), 'some');
      return sendHtml(c, page, 200, false, { personal: true });
    }
    if (c.req.path.startsWith('/blog/')) return sendHtml(c, site.blogNotFound, 404, false);
    return sendHtml(c, site.notFound, 404, false);
  });
  return app;
}

function cacheControlFor(requestPath: string): string {
  if (requestPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (requestPath === '/manifest.webmanifest') return 'public, max-age=3600';
  return 'no-cache';
}
