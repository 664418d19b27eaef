import { readFileSync } from 'node:fs';
import type { HtmlTagDescriptor, IndexHtmlTransformContext } from 'vite';
import { describe, expect, it } from 'vitest';
import { appHeadPlugin, appHeadTags } from '../../build/app-head-plugin.ts';

// The app's built index.html asks for the font and the session before its script runs
// (docs/performance.md, "First load of the app").

const ASSETS = [
  'assets/index-abc123.js',
  'assets/inter-cyrillic-wght-normal-CBcvBZtf.woff2',
  'assets/inter-latin-ext-wght-normal-DO1Apj_S.woff2',
  'assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
];

describe("the app page's head", () => {
  it('preloads the Latin subset of Inter only (a font request is always a CORS request)', () => {
    const fonts = appHeadTags(ASSETS).filter((tag) => tag.attrs?.as === 'font');
    expect(fonts).toEqual([
      {
        tag: 'link',
        attrs: {
          rel: 'preload',
          href: '/assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
          as: 'font',
          type: 'font/woff2',
          crossorigin: true,
        },
        injectTo: 'head',
      },
    ]);
  });

  it('starts the session request in the mode the app fetches it, so the answer is reused', () => {
    const session = appHeadTags(ASSETS).find((tag) => tag.attrs?.href === '/api/session');
    expect(session?.attrs).toEqual({ rel: 'preload', href: '/api/session', as: 'fetch', crossorigin: true });
    // The app's fetch sends cookies same-origin: the preload (crossorigin, anonymous) must match it.
    expect(readFileSync('src/client/lib/api-client.ts', 'utf8')).toContain("credentials: 'same-origin'");
  });

  it('fails the build rather than ship a page that preloads a font that is not there', () => {
    expect(() => appHeadTags(['assets/index-abc123.js'])).toThrow(/Latin subset of Inter/);
  });

  it('adds the tags to the built page and nothing to the development page', () => {
    const plugin = appHeadPlugin();
    const transform = plugin.transformIndexHtml as {
      handler: (html: string, context: Partial<IndexHtmlTransformContext>) => HtmlTagDescriptor[];
    };
    const bundle = Object.fromEntries(ASSETS.map((name) => [name, {}]));
    expect(transform.handler('', { bundle } as Partial<IndexHtmlTransformContext>)).toHaveLength(2);
    expect(transform.handler('', {})).toEqual([]);
    expect(readFileSync('vite.config.ts', 'utf8')).toContain('appHeadPlugin()');
  });
});
