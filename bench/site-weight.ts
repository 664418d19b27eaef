// What a visitor downloads on a first load, and Lighthouse's mobile scores, in the system Chromium.
// Run after `npm run build`: npx tsx bench/site-weight.ts [--skip-lighthouse]
// Starts the built server on a spare port with an empty data folder, signs a renter up for the
// /dashboard measurement (the confirmation link comes from the server's mail log), and prints a
// Markdown table for docs/performance.md.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../scripts/find-chromium.mjs';

const PORT = 4300;
const DEBUG_PORT = 9333;
const ORIGIN = `http://localhost:${PORT}`;
const WEIGHED = ['/', '/pricing', '/blog/understanding-your-lease', '/dashboard'];
const AUDITED = ['/', '/pricing', '/blog/understanding-your-lease', '/interactive-demo'];
const skipLighthouse = process.argv.includes('--skip-lighthouse');

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
  for (let i = 0; i < 100; i += 1) {
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

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

try {
  await waitFor(`${ORIGIN}/api/health`);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const weights = [];
  for (const address of WEIGHED) {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (address === '/dashboard') {
      await signUp(page);
      await page.evaluate(() => localStorage.setItem('rentproof.tourCompleted', 'true'));
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
    `\nScripts of /: ${weights[0]?.scripts.map(([name, bytes]) => `${name} ${kb(bytes)}`).join(', ')}`,
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
    console.log('\n| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    const failing: string[] = [];
    for (const address of AUDITED) {
      const result = await lighthouse(`${ORIGIN}${address}`, {
        port: DEBUG_PORT,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${address}`);
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const metric = (id: string) => audits[id]?.numericValue ?? 0;
      console.log(
        `| \`${address}\` | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${(metric('largest-contentful-paint') / 1000).toFixed(1)} s | ${Math.round(metric('total-blocking-time'))} ms | ${metric('cumulative-layout-shift').toFixed(3)} |`,
      );
      for (const category of Object.values(categories)) {
        if ((category.score ?? 0) >= 1) continue;
        const below = category.auditRefs
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id);
        failing.push(`${address} ${category.id}: ${below.join(', ')}`);
      }
    }
    if (failing.length) console.log(`\nAudits below full marks:\n${failing.join('\n')}`);
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
