// Builds the app only when a source is newer than the last build (scripts/build-stamp.mjs), so that
// the browser journeys after `npm test`'s other layers, or a second `npm run test:e2e`, do not
// build it again.
import { execSync } from 'node:child_process';
import { isBuildStale } from './build-stamp.mjs';

if (isBuildStale()) {
  console.log('Building Rentproof (sources changed since the last build)...');
  execSync('npm run build', { stdio: 'inherit' });
} else {
  console.log('The build is current: not building again.');
}
