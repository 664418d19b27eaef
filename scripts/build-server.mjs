// Bundles the server into dist/server (dependencies stay in node_modules) and copies the files it
// reads at run time (SQL migrations, demo photos) beside it, where the modules look for them.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist/server', { recursive: true, force: true });
await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
cpSync('src/server/demo/demo-assets', 'dist/server/demo-assets', { recursive: true });
