import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** A built app server (`node dist/server/main.js`) of one test worker, on a database of its own. */
export type AppServer = { url: string; stop: (options?: { keepData: boolean }) => Promise<void> };

async function freePort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const RUN_DIR = process.env.RENTPROOF_E2E_DATA ?? '.tmp/e2e-runs/manual';
const TEMPLATE = path.join(RUN_DIR, 'template');

/**
 * Makes this run's migrated, empty data folder (e2e/support/global-setup.ts): a server started on
 * a copy of it is ready about four times sooner than on a new one (docs/performance.md, "The test
 * suite"), which a worker restarted after a failed journey feels most.
 */
export async function makeTemplate() {
  rmSync(TEMPLATE, { recursive: true, force: true });
  await (await startAppServer('template')).stop({ keepData: true });
}

/**
 * Starts the app on a free port with its own embedded database under this run's folder
 * (playwright.config.ts), a copy of the template when there is one, and resolves once /api/health
 * answers.
 */
export async function startAppServer(name: string): Promise<AppServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = path.join(RUN_DIR, name);
  rmSync(dataDir, { recursive: true, force: true });
  if (name !== 'template' && existsSync(TEMPLATE)) cpSync(TEMPLATE, dataDir, { recursive: true });
  const output: string[] = [];
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${process.env.MAIL_CATCHER_SMTP_PORT}`,
      LOG_LEVEL: 'warn',
      // Journeys set X-Forwarded-For so each is rate limited as a separate visitor.
      TRUST_PROXY: 'true',
      // The webhook journey's receiver listens on this machine (e2e/api.spec.ts).
      WEBHOOKS_ALLOW_PRIVATE_URLS: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A server's own warnings go to the run's output, as when Playwright started it.
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    process.stderr.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // A worker that exits without its teardown (the runner was killed) takes its server with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  await waitForHealth(url, child, output);
  return {
    url,
    stop: async (options) => {
      process.off('exit', killOnExit);
      await stopChild(child);
      if (!options?.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForHealth(url: string, child: ChildProcess, output: string[]) {
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(
        `The app server exited with ${child.exitCode} before it was ready:\n${output.join('')}`,
      );
    }
    const ready = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`The app server at ${url} was not ready within 600 s:\n${output.join('')}`);
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
