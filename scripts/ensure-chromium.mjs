// The browser tests use the system's Chromium (Playwright cannot download its own here).
// Finds it, installs it from Debian's packages when we can, or says exactly what is needed.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './find-chromium.mjs';

const found = findChromium();
if (found) {
  console.log(`Chromium: ${found}`);
  process.exit(0);
}

const isRoot = process.getuid?.() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log('Chromium is not installed: installing the Debian package (apt-get install chromium)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  const installed = findChromium();
  if (installed) {
    console.log(`Chromium: ${installed}`);
    process.exit(0);
  }
}

console.error(
  [
    'The browser tests need Chromium and it was not found.',
    '  On Debian or Ubuntu:  sudo apt-get install chromium',
    '  Or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  ].join('\n'),
);
process.exit(1);
