import type { Plugin } from 'vite';
import { renderMarkdown } from '../src/shared/markdown/render-markdown.ts';

/**
 * `import html from './page.md'` gives the page's HTML, rendered once at build time, so browsers
 * receive the text and never the markdown renderer (decision 018).
 */
export function markdownPlugin(): Plugin {
  return {
    name: 'rentproof-markdown',
    transform(source, id) {
      if (!id.endsWith('.md')) return null;
      return { code: `export default ${JSON.stringify(renderMarkdown(source))};`, map: null };
    },
  };
}
