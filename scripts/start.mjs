// `npm start`: builds when the sources are newer than the last build, then serves. The server
// applies the migrations itself as it starts.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const STAMP = 'dist/.build-stamp';
const INPUTS = [
  'src',
  'build',
  'vite.config.ts',
  'vite.site.config.ts',
  'package-lock.json',
  'scripts/build-server.mjs',
  'scripts/prerender.mjs',
];

function newestMtime(entry) {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(entry, name))),
    0,
  );
}

const stale =
  !existsSync(STAMP) ||
  !existsSync('dist/server/main.js') ||
  !existsSync('dist/client/index.html') ||
  !existsSync('dist/site/pages.json') ||
  INPUTS.some((input) => existsSync(input) && newestMtime(input) > statSync(STAMP).mtimeMs);

if (stale) {
  console.log('Building Rentproof (sources changed since the last build)...');
  execSync('npm run build', { stdio: 'inherit' });
  writeFileSync(STAMP, new Date().toISOString());
}

await import(path.resolve('dist/server/main.js'));
