import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { escapeHtml } from '#server/platform/lib/escape-html';

/**
 * A page held in memory. Its compressed forms are made in the thread pool the first time a browser
 * asks for one, then kept: brotli at its best setting takes most of a second for the whole site,
 * which every start of a process would otherwise wait for (docs/performance.md, "Cold start").
 */
export type HtmlFile = { html: string; compressed(encoding: 'br' | 'gzip'): Promise<Buffer> };

export type SitePages = {
  pages: Map<string, HtmlFile>;
  /**
   * The same pages for someone signed in: their header links to the dashboard (issue 35). The
   * pages load no script, so the server picks the rendering instead of the page asking.
   */
  signedInPages: Map<string, HtmlFile>;
  /**
   * Sign-in and sign-up as a visitor first opens them (decision 034), by path, then by the set of
   * social providers their buttons offer ('google+facebook', '' for none).
   */
  authPages: Map<string, Map<string, HtmlFile>>;
  /** The app's screens drawn ahead for someone signed in (decision 035): markup for #root by path. */
  appFrames: Map<string, string>;
  notFound: HtmlFile;
  blogNotFound: HtmlFile;
  /** The app's own routes (sign-in, the signed-in screens, share links): they get its page. */
  isAppPath: (pathname: string) => boolean;
  paths: string[];
};

type Manifest = {
  pages: Record<string, string>;
  signedInPages: Record<string, string>;
  authPages: Record<string, Record<string, string>>;
  appFrames: Record<string, string>;
  notFound: string;
  blogNotFound: string;
  appPaths: string[];
};

/** The build leaves this in the pages so that their links name the origin the server runs on. */
const ORIGIN_PLACEHOLDER = /%APP_ORIGIN%/g;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * `effort` 'most' for a page kept and sent many times; 'some' for one made for a single answer
 * (a signed-in person's frame), where brotli's best setting would cost more than it saves.
 */
export function htmlFile(html: string, effort: 'most' | 'some' = 'most'): HtmlFile {
  const made = new Map<'br' | 'gzip', Promise<Buffer>>();
  const most = effort === 'most';
  const make = (encoding: 'br' | 'gzip') =>
    encoding === 'br'
      ? brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: most ? 11 : 5 } })
      : gzipped(html, { level: most ? 9 : 6 });
  return {
    html,
    compressed(encoding) {
      let result = made.get(encoding);
      if (!result) {
        result = make(encoding);
        made.set(encoding, result);
      }
      return result;
    },
  };
}

const pattern = (route: string) =>
  new RegExp(`^${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`);

/**
 * The pre-rendered public site (decision 018), read once at start: every page's HTML with the
 * origin filled in. Null when the site was not built (the app alone then answers every path).
 */
export function loadSitePages(siteDir: string, origin: string): SitePages | null {
  const manifestFile = path.join(siteDir, 'pages.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const read = (name: string) =>
    htmlFile(readFileSync(path.join(siteDir, name), 'utf8').replace(ORIGIN_PLACEHOLDER, origin));
  const appPatterns = manifest.appPaths.map(pattern);
  return {
    pages: new Map(Object.entries(manifest.pages).map(([page, name]) => [page, read(name)])),
    signedInPages: new Map(Object.entries(manifest.signedInPages).map(([page, name]) => [page, read(name)])),
    authPages: new Map(
      Object.entries(manifest.authPages).map(([page, sets]) => [
        page,
        new Map(Object.entries(sets).map(([providers, name]) => [providers, read(name)])),
      ]),
    ),
    appFrames: new Map(
      Object.entries(manifest.appFrames).map(([page, name]) => [
        page,
        readFileSync(path.join(siteDir, name), 'utf8'),
      ]),
    ),
    notFound: read(manifest.notFound),
    blogNotFound: read(manifest.blogNotFound),
    isAppPath: (pathname) => appPatterns.some((route) => route.test(pathname)),
    paths: Object.keys(manifest.pages),
  };
}

/** The smallest form of the page the browser accepts. */
export async function encodeFor(file: HtmlFile, acceptEncoding: string | undefined) {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return { body: await file.compressed('br'), encoding: 'br' };
  if (/\bgzip\b/.test(accepted)) return { body: await file.compressed('gzip'), encoding: 'gzip' };
  return { body: file.html, encoding: null };
}

/** The slot scripts/prerender.mjs checks every frame has (app/app-frame.tsx). */
const FIRST_NAME_SLOT = '%FIRST_NAME%';

/**
 * The app's page with a screen's frame drawn in its #root, greeting `firstName` (decision 035): the
 * browser paints it at once, and the app takes over the same boxes when it has started.
 */
export function withAppFrame(appHtml: string, frame: string, firstName: string) {
  const markup = frame.replaceAll(FIRST_NAME_SLOT, escapeHtml(firstName));
  return appHtml
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`)
    .replace(MODULE_PRELOADS, '')
    .replace(
      ENTRY_SCRIPT,
      (_, entry: string) => `<script type="module" src="/after-paint.js" data-entry="${entry}"></script>`,
    );
}

// With the frame in the page, the app's code waits for its first paint (public/after-paint.js):
// the entry is loaded from there, and its modules are no longer preloaded ahead of the paint.
const MODULE_PRELOADS = /\s*<link rel="modulepreload"[^>]*>/g;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** robots.txt: the site is open to search engines; the app, its API and share links are not. */
export function robotsTxt(origin: string) {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /verify/',
    'Disallow: /dashboard',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** sitemap.xml: every pre-rendered public page. */
export function sitemapXml(origin: string, paths: string[]) {
  const urls = paths.map((page) => `  <url><loc>${escapeHtml(`${origin}${page}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
