import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { appHeadPlugin } from './build/app-head-plugin.ts';
import { markdownPlugin } from './build/markdown-plugin.ts';
import { preactAliases } from './build/preact-aliases.ts';

const apiPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [tailwindcss(), markdownPlugin(), appHeadPlugin()],
  // #shared/*, #server/* and #client/* come from tsconfig.json's paths (decision 015); React is
  // Preact (decision 029).
  resolve: { tsconfigPaths: true, alias: preactAliases },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // No source maps in the release: they would publish our source to anyone who asks.
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Icons in one file: split by who shares them, they were one request each, 15 for the
          // signed-in sidebar alone, and a phone on HTTP/1.1 fetches six at a time.
          groups: [{ name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ }],
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
