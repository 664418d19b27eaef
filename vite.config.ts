import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  // #shared/*, #server/* and #client/* come from tsconfig.json's paths (decision 015).
  resolve: { tsconfigPaths: true },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // No source maps in the release: they would publish our source to anyone who asks.
    sourcemap: false,
    // The libraries' chunk (~190 KB gzipped) is cached across our releases; our own code is small.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: a separate file stays cached across releases.
        codeSplitting: { groups: [{ name: 'vendor', test: /node_modules/ }] },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}` } },
  },
});
