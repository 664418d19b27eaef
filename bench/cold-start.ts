// How long the built server takes from its spawn to its first 200 of GET /api/ready: on PGlite on
// a data folder already initialized and migrated, and on PostgreSQL on a scratch database already
// migrated (issue 16). The first start on a new PGlite folder, which initializes the database, is
// one run of its own (it also prepares the folder the other runs use), as is the first start on the
// new PostgreSQL database (which migrates it). The server is built as `npm run build` builds it,
// into a folder of its own (not dist/), and started with `node main.js` as `npm start` starts it;
// the cases take turns in each round, so a change in the machine's load falls on both.
// Run: npx tsx bench/cold-start.ts [--runs 5]
//      npx tsx bench/cold-start.ts --smoke   (one run per case)
// Needs PostgreSQL (BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres).
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import {
  buildServerInto,
  createScratchDatabase,
  freePort,
  numberFlag,
  onCleanUp,
  readFlags,
  REPO_DIR,
  runMain,
  spread,
} from './bench-support';

/** Inside the repository, so that node_modules resolves; not report-pdf.ts's, which a run of it rebuilds. */
const SERVER_DIR = path.join(REPO_DIR, 'node_modules/.cache/rentproof-bench-cold-start');
const POLL_MS = 20;
const READY_WITHIN_MS = 60_000;
const LISTENING = 'Rentproof is listening';

type Start = { listening: number; ready: number; stopped: number };
type Case = { name: string; first: string; env: Record<string, string | undefined> };

function buildServer() {
  buildServerInto(SERVER_DIR);
  if (!existsSync(path.join(SERVER_DIR, 'migrations/meta/_journal.json'))) {
    throw new Error(`The build left no migrations in ${SERVER_DIR}`);
  }
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

/**
 * The log's line that says the server listens: when, by the server's own clock (pino's `time`), a
 * clock it shares with this process.
 */
function watchForListening(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let pending = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.includes(LISTENING)) continue;
        const time = (JSON.parse(line) as { time?: unknown }).time;
        if (typeof time === 'number') resolve(time);
        else reject(new Error(`The listening line has no time: ${line}`));
      }
    });
    child.once('exit', () => reject(new Error('The server exited before it listened')));
  });
}

async function waitForReady(child: ChildProcess, url: string, output: () => string) {
  const deadline = performance.now() + READY_WITHIN_MS;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited before it was ready:\n${output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(READY_WITHIN_MS) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`${url} did not answer 200 in ${READY_WITHIN_MS} ms:\n${output()}`);
}

/** One start of the built server, from spawn to ready, then SIGTERM until it has exited. */
async function startOnce(env: Case['env']): Promise<Start> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    // As scripts/start.mjs starts it: a value already in the environment wins.
    MALLOC_ARENA_MAX: '2',
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'info',
    ...env,
  };
  for (const [name, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[name];
  const spawnedAt = Date.now();
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(SERVER_DIR, 'main.js')], {
    cwd: REPO_DIR,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(child, 'exit');
  const stopChild = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  onCleanUp(stopChild);
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  });
  const listening = watchForListening(child);
  listening.catch(() => undefined);
  await waitForReady(child, `http://127.0.0.1:${port}/api/ready`, () => output);
  const ready = performance.now() - started;
  const listenedAt = await listening;
  const stopping = performance.now();
  child.kill('SIGTERM');
  const [code, signal] = (await exited) as [number | null, NodeJS.Signals | null];
  const stopped = performance.now() - stopping;
  if (code !== 0) throw new Error(`The server exited with ${code ?? signal} after SIGTERM:\n${output}`);
  return { listening: listenedAt - spawnedAt, ready, stopped };
}

function row(name: string, starts: Start[]) {
  const column = (pick: (start: Start) => number) => `${spread(starts.map(pick), 0)} ms`;
  return `| ${name} | ${starts.length} | ${column((s) => s.listening)} | ${column((s) => s.ready)} | ${column((s) => s.stopped)} |`;
}

runMain(async () => {
  const flags = readFlags();
  const runs = flags.has('smoke') ? 1 : numberFlag(flags, 'runs', 5);
  const dir = mkdtempSync(path.join(tmpdir(), 'rentproof-bench-cold-start-'));
  onCleanUp(() => rmSync(dir, { recursive: true, force: true }));
  const database = await createScratchDatabase('cold_start');
  buildServer();

  const cases: Case[] = [
    {
      name: 'PGlite, folder migrated',
      first: 'PGlite, new folder (first start)',
      env: { DATA_DIR: path.join(dir, 'pglite'), DATABASE_URL: undefined },
    },
    {
      name: 'PostgreSQL, database migrated',
      first: 'PostgreSQL, new database (first start)',
      env: { DATA_DIR: path.join(dir, 'postgres'), DATABASE_URL: database.url },
    },
  ];
  console.log(`load average ${load()} (1, 5, 15 min) before the first start`);
  // The first start on each initializes what the others reopen: PGlite's folder, the migrations.
  const firsts: string[] = [];
  for (const each of cases) firsts.push(row(each.first, [await startOnce(each.env)]));
  const starts = cases.map(() => [] as Start[]);
  for (let run = 0; run < runs; run++) {
    for (const [i, each] of cases.entries()) starts[i]?.push(await startOnce(each.env));
  }

  console.log(`load average ${load()} after the last start`);
  console.log(
    `\nSpawn of \`node main.js\` to the log's '${LISTENING}' line and to the first 200 of GET /api/ready`,
  );
  console.log(`(polled every ${POLL_MS} ms), then SIGTERM to exit; median (min–max) over the runs:`);
  console.log('| case | runs | spawn → listening | spawn → ready | SIGTERM → exit |');
  console.log('| ---- | ---- | ----------------- | ------------- | -------------- |');
  for (const line of firsts) console.log(line);
  for (const [i, each] of cases.entries()) console.log(row(each.name, starts[i] ?? []));
});
