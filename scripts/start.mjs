// `npm start`: builds when the sources are newer than the last build (scripts/build-stamp.mjs),
// then serves. The server applies the migrations itself as it starts.
import { execSync } from 'node:child_process';
import path from 'node:path';
import { isBuildStale } from './build-stamp.mjs';

if (isBuildStale()) {
  console.log('Building Rentproof (sources changed since the last build)...');
  execSync('npm run build', { stdio: 'inherit' });
}

await import(path.resolve('dist/server/main.js'));
