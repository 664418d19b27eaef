import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appHeadPlugin } from './build/app-head-plugin.ts';
import { markdownPlugin } from './build/markdown-plugin.ts';

const apiPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [
    // Fast Refresh in `npm run dev`: an edited component keeps its state on screen.
    react(),
    tailwindcss(),
    markdownPlugin(),
    appHeadPlugin(),
    // Installable, and open offline to the signed-in screens (decision 037). Our own worker
    // (src/client/sw.ts), registered by app/service-worker.ts; the plugin adds the build's file
    // list to it, writes the manifest and links it from index.html.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      injectRegister: false,
      injectManifest: {
        rollupFormat: 'iife',
        // The app's code, styles and page, and the Latin subset of Inter that every screen's text
        // uses; the other subsets load when text needs them, online.
        globPatterns: ['**/*.{js,css,html}', 'assets/inter-latin-wght-normal-*.woff2', 'favicon.svg'],
        // The public site's blog pictures are not the app's, nor is the API reference's bundle,
        // which only /developers loads.
        globIgnores: ['blog/**', 'assets/standalone-*.js'],
      },
      manifest: {
        name: 'Rentproof',
        short_name: 'Rentproof',
        // The home page's description (features/marketing/routes/home-page.tsx).
        description:
          'Timestamped move-in and move-out photos, a repair journal, your lease and payments in one place: the evidence that gets your security deposit back.',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        // The accent (--color-accent-600) and the page (slate-50) of src/client/styles.css.
        theme_color: '#2563eb',
        background_color: '#f8fafc',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
  ],
  // #shared/*, #server/* and #client/* come from tsconfig.json's paths (decision 015).
  resolve: { tsconfigPaths: true },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // No source maps in the release: they would publish our source to anyone who asks.
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Icons in one file: split by who shares them, they were one request each, 15 for the
          // signed-in sidebar alone, and a phone on HTTP/1.1 fetches six at a time. React has a
          // chunk of its own: in the icons' chunk, which it would join as lucide-react's dependency,
          // the entry imported every icon of the app with it and evaluated them in its first task
          // (issue 35); now the icons arrive and run with the routes' chunk that uses them.
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}` } },
  },
});
