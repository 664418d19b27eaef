// What a visitor downloads on a first load, and Lighthouse's mobile scores, in the system Chromium.
// Run after `npm run build`: npx tsx bench/site-weight.ts [--skip-lighthouse] [--reports <folder>]
// [--pages /login,/dashboard] [--runs 3]
// Starts the built server on a spare port with an empty data folder, signs a renter up for the
// /dashboard measurement (the confirmation link comes from the server's mail log), and prints a
// Markdown table for docs/performance.md. --reports keeps each page's Lighthouse report and trace (JSON).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Cookie, type Page } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../scripts/find-chromium.mjs';

// BENCH_PORT and BENCH_DEBUG_PORT let a second copy run beside another on the same machine.
const PORT = Number(process.env.BENCH_PORT ?? 4300);
const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? 9333);
const ORIGIN = `http://localhost:${PORT}`;
const ALL_WEIGHED = ['/', '/pricing', '/blog/understanding-your-lease', '/login', '/dashboard'];
// The signed-in page comes last: its session cookie goes into Lighthouse's browser just before it.
const ALL_AUDITED = [
  '/',
  '/pricing',
  '/blog/understanding-your-lease',
  '/interactive-demo',
  '/login',
  '/dashboard',
];
const SIGNED_IN = '/dashboard';
const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const only = argument('--pages')?.split(',');
const WEIGHED = ALL_WEIGHED.filter((address) => !only || only.includes(address));
const AUDITED = ALL_AUDITED.filter((address) => !only || only.includes(address));
const skipLighthouse = process.argv.includes('--skip-lighthouse');
const reportsDir = argument('--reports');
const RUNS = Number(argument('--runs') ?? 1);

if (!existsSync('dist/server/main.js') || !existsSync('dist/site/pages.json')) {
  console.error('Build first: npm run build');
  process.exit(1);
}
const executablePath = findChromium();
if (!executablePath) throw new Error('No Chromium found (apt-get install chromium)');

const dataDir = mkdtempSync(path.join(tmpdir(), 'rentproof-bench-site-'));
let mailLog = '';
const server = spawn('node', ['dist/server/main.js'], {
  env: { ...process.env, PORT: String(PORT), APP_URL: ORIGIN, DATA_DIR: dataDir, LOG_LEVEL: 'info' },
  stdio: ['ignore', 'ignore', 'pipe'],
});
server.stderr?.on('data', (chunk: Buffer) => (mailLog += chunk.toString()));
const children: ChildProcess[] = [server];

async function waitFor(url: string) {
  // PGlite runs every migration on a new data folder: up to a minute on a busy machine.
  for (let i = 0; i < 600; i += 1) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

type Weight = { path: string; scriptBytes: number; totalBytes: number; requests: number; encoding: string };

/** Bytes on the wire (headers and compressed bodies) for every response of one page load. */
async function weigh(page: Page, address: string): Promise<Weight & { scripts: [string, number][] }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const types = new Map<string, { type: string; url: string }>();
  const sizes: { type: string; url: string; bytes: number }[] = [];
  const encodings = new Set<string>();
  cdp.on('Network.responseReceived', (event) => {
    types.set(event.requestId, { type: event.type, url: event.response.url });
    const encoding = event.response.headers['content-encoding'] ?? event.response.headers['Content-Encoding'];
    if (encoding && event.type === 'Script') encodings.add(encoding);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const seen = types.get(event.requestId);
    if (seen) sizes.push({ ...seen, bytes: event.encodedDataLength });
  });
  await page.goto(`${ORIGIN}${address}`, { waitUntil: 'networkidle' });
  await cdp.detach();
  const scripts = sizes.filter((s) => s.type === 'Script');
  return {
    path: address,
    scriptBytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
    totalBytes: sizes.reduce((sum, s) => sum + s.bytes, 0),
    requests: sizes.length,
    encoding: [...encodings].join(', ') || 'none',
    scripts: scripts.map((s) => [new URL(s.url).pathname, s.bytes]),
  };
}

async function signUp(page: Page) {
  const email = `bench.${Date.now()}@example.com`;
  await page.goto(`${ORIGIN}/signup`);
  await page.getByLabel('Full Name').fill('Bench Renter');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Lantern-orchard-1987');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(/signup-confirm/);
  for (let i = 0; i < 50 && !mailLog.includes(email); i += 1) await new Promise((r) => setTimeout(r, 100));
  const link = mailLog.slice(mailLog.lastIndexOf(`To: ${email}`)).match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error('No confirmation link in the mail log');
  await page.goto(link);
  await page.waitForURL(/dashboard/);
}

const TOUR_COMPLETED = 'rentproof.tourCompleted';

/**
 * Lighthouse's browser has its own storage: give it the renter's session cookie (its extraHeaders
 * did not reach the app's fetch requests) and mark the guided tour done, as a returning renter has
 * it. Lighthouse clears neither cookies nor local storage between pages.
 */
async function signInLighthouse(cookies: Cookie[]) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUG_PORT}`);
  const context = browser.contexts()[0];
  if (!context) throw new Error('The Lighthouse browser has no default context');
  await context.addCookies(cookies);
  const page = await context.newPage();
  await page.goto(`${ORIGIN}/favicon.svg`);
  await page.evaluate((key) => localStorage.setItem(key, 'true'), TOUR_COMPLETED);
  await page.close();
  await browser.close();
}

type LighthouseRun = { performance: number; lcp: string; row: string; failing: string[]; error?: string };

/** One Lighthouse run of a page: its table row and the audits below full marks. */
async function audit(address: string): Promise<LighthouseRun> {
  const result = await lighthouse(`${ORIGIN}${address}`, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${address}`);
  if (reportsDir) {
    const name = address === '/' ? 'home' : address.slice(1).replaceAll('/', '--');
    const stamp = Date.now();
    writeFileSync(path.join(reportsDir, `${name}-${stamp}.json`), JSON.stringify(result.lhr, null, 1));
    // The trace Lighthouse recorded: its long tasks, opened in DevTools, say what ran in each.
    writeFileSync(
      path.join(reportsDir, `${name}-${stamp}.trace.json`),
      JSON.stringify(result.artifacts.Trace),
    );
  }
  if (result.lhr.finalDisplayedUrl !== `${ORIGIN}${address}`) {
    throw new Error(`Lighthouse audited ${result.lhr.finalDisplayedUrl}, not ${address}`);
  }
  const { categories, audits, runtimeError } = result.lhr;
  const error = runtimeError?.code ?? (categories.performance?.score === null ? 'no score' : undefined);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => audits[id]?.numericValue ?? 0;
  const lcp = `${(metric('largest-contentful-paint') / 1000).toFixed(1)} s`;
  const failing = Object.values(categories)
    .filter((category) => (category.score ?? 0) < 1)
    .map((category) => {
      const below = category.auditRefs
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
      return `${address} ${category.id}: ${below.join(', ')}`;
    });
  return {
    performance: score('performance'),
    lcp,
    row: `| \`${address}\` | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${lcp} | ${Math.round(metric('total-blocking-time'))} ms | ${metric('cumulative-layout-shift').toFixed(3)} |`,
    failing,
    error,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

try {
  await waitFor(`${ORIGIN}/api/health`);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const weights = [];
  let session: Cookie[] = [];
  for (const address of WEIGHED) {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (address === SIGNED_IN) {
      await signUp(page);
      await page.evaluate((key) => localStorage.setItem(key, 'true'), TOUR_COMPLETED);
      session = await context.cookies(ORIGIN);
    }
    weights.push(await weigh(page, address));
    await context.close();
  }
  await browser.close();

  console.log(
    '\n| page | JavaScript | total | requests | script encoding |\n| --- | --- | --- | --- | --- |',
  );
  for (const w of weights) {
    console.log(
      `| \`${w.path}\` | ${kb(w.scriptBytes)} | ${kb(w.totalBytes)} | ${w.requests} | ${w.encoding} |`,
    );
  }
  console.log(
    `\nScripts of ${weights[0]?.path}: ${weights[0]?.scripts.map(([name, bytes]) => `${name} ${kb(bytes)}`).join(', ')}`,
  );

  if (!skipLighthouse) {
    const chrome = spawn(
      executablePath,
      [...CHROMIUM_ARGS, '--headless=new', `--remote-debugging-port=${DEBUG_PORT}`, 'about:blank'],
      {
        stdio: 'ignore',
      },
    );
    children.push(chrome);
    await waitFor(`http://127.0.0.1:${DEBUG_PORT}/json/version`);
    if (reportsDir) mkdirSync(reportsDir, { recursive: true });
    const runsColumn = RUNS > 1 ? [' runs (performance/LCP) |', ' --- |'] : ['', ''];
    console.log(
      `\n| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |${runsColumn[0]}`,
    );
    console.log(`| --- | --- | --- | --- | --- | --- | --- | --- |${runsColumn[1]}`);
    const failing: string[] = [];
    for (const address of AUDITED) {
      if (address === SIGNED_IN) await signInLighthouse(session);
      const runs: LighthouseRun[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(address));
      // The median of the runs that finished (Lighthouse sometimes finds no LCP on a busy
      // machine), by performance score; every run's score and LCP beside it, for the spread.
      const finished = runs.filter((r) => !r.error).sort((a, b) => a.performance - b.performance);
      const median = finished[Math.floor((finished.length - 1) / 2)];
      if (!median) throw new Error(`No Lighthouse run of ${address} finished: ${runs[0]?.error}`);
      const { row, failing: below } = median;
      const spread =
        RUNS > 1 ? ` ${runs.map((r) => r.error ?? `${r.performance}/${r.lcp}`).join(', ')} |` : '';
      console.log(`${row}${spread}`);
      failing.push(...below);
    }
    if (failing.length) console.log(`\nAudits below full marks:\n${failing.join('\n')}`);
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
