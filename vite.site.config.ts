import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { markdownPlugin } from './build/markdown-plugin.ts';

// The public site (decision 018): the same components, rendered by Preact through preact/compat,
// which weighs a tenth of React. Built twice: for the browser (hydration) and for Node, where
// scripts/prerender.mjs renders every page to HTML.
const preact = [
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: false,
  plugins: [react(), tailwindcss(), markdownPlugin()],
  resolve: { tsconfigPaths: true, alias: preact },
  // Everything in the Node build, so the aliases reach the libraries too.
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
