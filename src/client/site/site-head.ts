import type { PageMeta } from '#client/components/site/site-ui';

/** Replaced by the server with APP_URL's origin, which the build does not know. */
export const ORIGIN_PLACEHOLDER = '%APP_ORIGIN%';
const PREVIEW_IMAGE = '/og-image.png';

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A page's <head> tags: title, description, canonical URL, link previews, and whether to index it. */
export function siteHead(meta: PageMeta, path: string, options: { index: boolean }): string {
  const title = path === '/' ? `Rentproof · ${meta.title}` : `${meta.title} · Rentproof`;
  const url = `${ORIGIN_PLACEHOLDER}${path}`;
  const image = `${ORIGIN_PLACEHOLDER}${PREVIEW_IMAGE}`;
  const tags: [string, Record<string, string>][] = [
    ['meta', { name: 'description', content: meta.description }],
    ['meta', { name: 'robots', content: options.index ? 'index, follow' : 'noindex' }],
    ['meta', { property: 'og:type', content: 'website' }],
    ['meta', { property: 'og:site_name', content: 'Rentproof' }],
    ['meta', { property: 'og:title', content: meta.title }],
    ['meta', { property: 'og:description', content: meta.description }],
    ['meta', { property: 'og:url', content: url }],
    ['meta', { property: 'og:image', content: image }],
    ['meta', { property: 'og:image:width', content: '1200' }],
    ['meta', { property: 'og:image:height', content: '630' }],
    ['meta', { property: 'og:image:alt', content: 'Rentproof: document your stay, protect your deposit.' }],
    ['meta', { name: 'twitter:card', content: 'summary_large_image' }],
    ['meta', { name: 'twitter:title', content: meta.title }],
    ['meta', { name: 'twitter:description', content: meta.description }],
    ['meta', { name: 'twitter:image', content: image }],
  ];
  if (options.index) tags.push(['link', { rel: 'canonical', href: url }]);
  const rendered = tags.map(
    ([tag, attributes]) =>
      `<${tag} ${Object.entries(attributes)
        .map(([key, value]) => `${key}="${escapeAttribute(value)}"`)
        .join(' ')} />`,
  );
  return [`<title>${escapeAttribute(title)}</title>`, ...rendered].join('\n    ');
}
