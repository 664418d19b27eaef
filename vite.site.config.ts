import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { markdownPlugin } from './build/markdown-plugin.ts';

// The public site (decision 018): the same components, rendered by React like the app. Built
// twice: for the browser (the stylesheet every page links, and the entry that hydrates the few
// interactive ones, issue 35) and for Node, where scripts/prerender.mjs renders every page to HTML.

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: false,
  plugins: [tailwindcss(), markdownPlugin()],
  resolve: { tsconfigPaths: true },
  // One file with its libraries in it, so scripts/prerender.mjs imports it without resolving any.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: '../../dist/site-render', emptyOutDir: true, sourcemap: false }
    : {
        outDir: '../../dist/client',
        // The app's build has just written here.
        emptyOutDir: false,
        sourcemap: false,
        rolldownOptions: { input: fileURLToPath(new URL('src/client/site.html', import.meta.url)) },
      },
}));
