// Bundles the server and its dependencies into dist/server and copies the files it reads at run
// time (SQL migrations, demo photos) beside it, where the modules look for them.
// Run: node scripts/build-server.mjs [folder]. A benchmark builds into a folder of its own inside the
// repository (so that node_modules still resolves) without touching dist/.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const outDir = process.argv[2] ?? 'dist/server';

rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints: ['src/server/main.ts'],
  outdir: outDir,
  entryNames: '[name]',
  // A module the server imports only when needed (the S3 store) stays a file of its own, so that
  // what it loads is not loaded by every start.
  splitting: true,
  // Beside main.js, where the modules look for the files copied below (import.meta.url).
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Dependencies are bundled too: loading their hundreds of files from node_modules was a third of
  // a start (docs/performance.md, "Cold start"). Those that find files of their own at run time
  // (native code, WebAssembly and its data, font metrics) or start workers by path stay there.
  external: ['sharp', '@electric-sql/pglite', 'pdfkit', 'pino', 'pg-native', 'fsevents'],
  // The CommonJS dependencies bundled into these ES modules call `require` for Node's modules.
  banner: {
    js: "import { createRequire as bannerCreateRequire } from 'node:module'; const require = bannerCreateRequire(import.meta.url);",
  },
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/server/platform/db/migrations', path.join(outDir, 'migrations'), { recursive: true });
cpSync('src/server/demo/demo-assets', path.join(outDir, 'demo-assets'), { recursive: true });
