import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The file of Inter that every screen's text needs (the others load only for other scripts). */
const LATIN_FONT = /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * What the app's page asks for before its script runs: the Latin subset of Inter, so the text does
 * not wait for the stylesheet to name it, and the session, which every screen waits for
 * (docs/product.md §2.2), so its answer travels while the script downloads. `crossorigin` with no
 * value is the mode and credentials of the app's own `fetch` (same-origin cookies), which lets the
 * browser hand this response to it.
 */
export function appHeadTags(assetFileNames: readonly string[]): HtmlTagDescriptor[] {
  const font = assetFileNames.find((name) => LATIN_FONT.test(name));
  if (!font) throw new Error('The build has no Latin subset of Inter to preload');
  return [
    {
      tag: 'link',
      attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: true },
      injectTo: 'head',
    },
    {
      tag: 'link',
      attrs: { rel: 'preload', href: '/api/session', as: 'fetch', crossorigin: true },
      injectTo: 'head',
    },
  ];
}

/** Adds appHeadTags to the built index.html (the development server's page goes without). */
export function appHeadPlugin(): Plugin {
  return {
    name: 'rentproof-app-head',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => (context.bundle ? appHeadTags(Object.keys(context.bundle)) : []),
    },
  };
}
