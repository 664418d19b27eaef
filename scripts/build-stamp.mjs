// The build stamp: `npm run build` writes it as its last step, and `npm start` builds again only
// when a source is newer than it (or a built entry point is missing), so the first start after a
// build serves at once.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const STAMP = 'dist/.build-stamp';

/** What a build reads: a change to any of these makes the last build stale. */
export const INPUTS = [
  'src',
  'build',
  'vite.config.ts',
  'vite.site.config.ts',
  'package-lock.json',
  'scripts/build-server.mjs',
  'scripts/prerender.mjs',
];

/** What a build makes, which the server needs. */
export const OUTPUTS = ['dist/server/main.js', 'dist/client/index.html', 'dist/site/pages.json'];

function newestMtime(entry) {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(entry, name))),
    0,
  );
}

/** Whether the build in `root` is missing or older than its sources. */
export function isBuildStale(root = '.') {
  const stamp = path.join(root, STAMP);
  if (!existsSync(stamp) || OUTPUTS.some((output) => !existsSync(path.join(root, output)))) return true;
  const builtAt = statSync(stamp).mtimeMs;
  return INPUTS.some((input) => {
    const entry = path.join(root, input);
    return existsSync(entry) && newestMtime(entry) > builtAt;
  });
}

export function writeBuildStamp(root = '.') {
  writeFileSync(path.join(root, STAMP), new Date().toISOString());
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) writeBuildStamp();
