import { existsSync } from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** Debian's `chromium-headless-shell`: Chromium's headless build, without the browser's UI. */
const HEADLESS_SHELL_CANDIDATES = [
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium-headless-shell',
];

/** The system Chromium: CHROMIUM_PATH, or the usual Debian locations. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

/**
 * The browser most journeys drive: the headless shell where it is installed (what Playwright's own
 * headless Chromium is), else the full Chromium. The full browser in headless mode runs its whole UI
 * layer unseen and Debian's launcher adds GPU rasterization and extensions: the same 36 page loads
 * cost it 45–50 s of CPU against the shell's 16–17 s (docs/performance.md, "The test suite"). A
 * journey about what only the full browser has (installing the app, the camera) asks findChromium.
 */
export function findJourneyBrowser() {
  if (process.env.CHROMIUM_PATH) return findChromium();
  return HEADLESS_SHELL_CANDIDATES.find((candidate) => existsSync(candidate)) ?? findChromium();
}

/** Flags that keep a headless Chromium from reaching for the network or a sandbox it lacks. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
