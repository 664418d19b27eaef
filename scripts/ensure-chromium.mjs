// The browser tests use the system's Chromium (Playwright cannot download its own here): the full
// browser, and the headless shell that most journeys drive (scripts/find-chromium.mjs). Finds them,
// installs them from Debian's packages when we can, or says exactly what is needed. The shell is
// worth having, not needed: without it the journeys run on the full browser.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium, findJourneyBrowser } from './find-chromium.mjs';

function report() {
  console.log(`Chromium: ${findChromium()}; the journeys' browser: ${findJourneyBrowser()}`);
}

const hasShell = () => findJourneyBrowser() !== findChromium();
if (findChromium() && (hasShell() || process.env.CHROMIUM_PATH)) {
  report();
  process.exit(0);
}

const isRoot = process.getuid?.() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  console.log('Installing Debian packages: apt-get install chromium chromium-headless-shell...');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  try {
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'chromium-headless-shell'], {
      stdio: 'inherit',
      env,
    });
  } catch {
    console.log('chromium-headless-shell could not be installed: the journeys use the full browser.');
    if (!findChromium())
      execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  }
}
if (findChromium()) {
  report();
  process.exit(0);
}

console.error(
  [
    'The browser tests need Chromium and it was not found.',
    '  On Debian or Ubuntu:  sudo apt-get install chromium chromium-headless-shell',
    '  Or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  ].join('\n'),
);
process.exit(1);
