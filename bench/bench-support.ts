// What the benchmark runners share: flags, scratch PostgreSQL databases, child servers and spread.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** The repository: child processes run here, so that tsx finds tsconfig.json and its paths. */
export const REPO_DIR = fileURLToPath(new URL('..', import.meta.url));

/** The server that scratch databases are made on (a database it already has, to connect to). */
export const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** `--name value` or `--flag`, as a map; numbers are read by `numberFlag`. */
export function readFlags(argv = process.argv.slice(2)): Map<string, string> {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) throw new Error(`Unexpected argument: ${arg}`);
    const next = argv[i + 1];
    if (next !== undefined && !next.startsWith('--')) {
      flags.set(arg.slice(2), next);
      i++;
    } else flags.set(arg.slice(2), 'true');
  }
  return flags;
}

export function numberFlag(flags: Map<string, string>, name: string, fallback: number): number {
  const value = flags.get(name);
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) throw new Error(`--${name} takes a number, not ${value}`);
  return number;
}

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

export type ScratchDatabase = { name: string; url: string; drop(): Promise<void> };

/** An empty database of its own (`bench_<pid>_<label>`), dropped by `drop()` or `cleanUp()`. */
export async function createScratchDatabase(label: string): Promise<ScratchDatabase> {
  const name = `bench_${process.pid}_${label}`.replace(/[^a-z0-9_]/gi, '_').toLowerCase();
  await withAdmin(async (admin) => {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  });
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  let dropped = false;
  const database = {
    name,
    url: url.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      await withAdmin((admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  };
  cleanups.push(() => database.drop());
  return database;
}

const cleanups: (() => Promise<unknown> | unknown)[] = [];

/** Something for `cleanUp()` to undo, even when the benchmark fails or is stopped. */
export function onCleanUp(step: () => Promise<unknown> | unknown) {
  cleanups.push(step);
}

/** Runs everything registered, newest first; each step's failure is reported, not thrown. */
export async function cleanUp() {
  while (cleanups.length > 0) {
    const step = cleanups.pop();
    try {
      await step?.();
    } catch (error) {
      console.error('Cleaning up failed:', error);
    }
  }
}

/**
 * Runs a benchmark's main: cleans up after it, and on Ctrl-C or SIGTERM; exits non-zero when it
 * failed.
 */
export function runMain(main: () => Promise<void>) {
  let ending = false;
  const end = async (code: number) => {
    if (ending) return;
    ending = true;
    await cleanUp();
    process.exit(code);
  };
  process.on('SIGINT', () => void end(130));
  process.on('SIGTERM', () => void end(143));
  main().then(
    () => end(0),
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      return end(1);
    },
  );
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  server.close();
  await once(server, 'close');
  return port;
}

export type Child = { process: ChildProcess; output(): string; stop(): Promise<void> };

/** A Node process of its own, its output kept for errors. Stopped by `stop()` or `cleanUp()`. */
export function startNode(args: string[], env: Record<string, string>): Child {
  const child = spawn(process.execPath, args, {
    cwd: REPO_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  cleanups.push(stop);
  return { process: child, output: () => output, stop };
}

/**
 * A TypeScript entry point in its own Node process (through tsx). `nodeArgs` go to Node itself
 * (`--cpu-prof`, which NODE_OPTIONS refuses).
 */
export function startTypeScript(entry: string, env: Record<string, string>, nodeArgs: string[] = []): Child {
  return startNode([...nodeArgs, '--import', 'tsx', entry], env);
}

/** Waits until `url` answers 200 with these headers, or the child exits, or the time is up. */
export async function waitForOk(child: Child, url: string, headers: Record<string, string>, ms = 30_000) {
  const deadline = Date.now() + ms;
  let last = '';
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) throw new Error(`${url}'s server exited:\n${child.output()}`);
    try {
      const response = await fetch(url, { headers });
      if (response.ok) return (await response.json()) as unknown;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer 200 in ${ms} ms (last: ${last})\n${child.output()}`);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** "1.23 (1.10–1.31)": the median and the range over rounds. */
export function spread(values: number[], digits = 2): string {
  const fixed = (value: number) => value.toFixed(digits);
  if (values.length === 1) return fixed(values[0] ?? Number.NaN);
  return `${fixed(median(values))} (${fixed(Math.min(...values))}–${fixed(Math.max(...values))})`;
}

/**
 * The server built as `npm run build` builds it (scripts/build-server.mjs), into `folder` inside the
 * repository so that its imports resolve from node_modules. `main.js` applies the migrations it
 * finds beside itself (MIGRATIONS_DIR in database.ts): the build copies them.
 */
export function buildServerInto(folder: string) {
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs', folder], {
    cwd: REPO_DIR,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error(`Building the server failed (${built.status})`);
}
