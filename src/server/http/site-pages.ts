import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A page held in memory with its two compressed forms, so a request costs no work. */
export type HtmlFile = { html: string; br: Buffer; gzip: Buffer };

export type SitePages = {
  pages: Map<string, HtmlFile>;
  notFound: HtmlFile;
  blogNotFound: HtmlFile;
  /** The app's own routes (sign-in, the signed-in screens, share links): they get its page. */
  isAppPath: (pathname: string) => boolean;
  paths: string[];
};

type Manifest = {
  pages: Record<string, string>;
  notFound: string;
  blogNotFound: string;
  appPaths: string[];
};

/** The build leaves this in the pages so that their links name the origin the server runs on. */
const ORIGIN_PLACEHOLDER = /%APP_ORIGIN%/g;

export function htmlFile(html: string): HtmlFile {
  return {
    html,
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(html, { level: 9 }),
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
    notFound: read(manifest.notFound),
    blogNotFound: read(manifest.blogNotFound),
    isAppPath: (pathname) => appPatterns.some((route) => route.test(pathname)),
    paths: Object.keys(manifest.pages),
  };
}

/** The smallest form of the page the browser accepts. */
export function encodeFor(file: HtmlFile, acceptEncoding: string | undefined) {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return { body: file.br, encoding: 'br' };
  if (/\bgzip\b/.test(accepted)) return { body: file.gzip, encoding: 'gzip' };
  return { body: file.html, encoding: null };
}

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
  const escape = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  const urls = paths.map((page) => `  <url><loc>${escape(`${origin}${page}`)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
