// Proves the Dockerfile's second stage with the commands it runs (issue 16; docs/deployment.md,
// "Docker"): the built dist/ beside package.json and the lock file, `npm ci --omit=dev`, then
// `node dist/server/main.js` with NODE_ENV=production on an empty DATA_DIR, until GET /api/ready
// answers 200 and the site's home page and the app's page are served. A dependency the built
// server imports but that is only a devDependency fails here, as it would in the image.
// Run after `npm run build` (CI runs it after `npm test`, which builds).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

if (!existsSync('dist/server/main.js')) {
  console.error('dist/server/main.js is missing: run `npm run build` first.');
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: ${code}`)),
    );
  });
}

const app = mkdtempSync(path.join(tmpdir(), 'rentproof-production-'));
let server;
try {
  for (const file of ['package.json', 'package-lock.json']) cpSync(file, path.join(app, file));
  cpSync('dist', path.join(app, 'dist'), { recursive: true });
  await run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], app);

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let output = '';
  server = spawn('node', ['dist/server/main.js'], {
    cwd: app,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: path.join(app, 'data') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => server.on('exit', resolve));

  // A first start migrates an empty embedded database; CI runs this beside the PostgreSQL suite.
  const deadline = Date.now() + 180_000;
  let ready = false;
  while (!ready && Date.now() < deadline && server.exitCode === null) {
    ready = await fetch(`${origin}/api/ready`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!ready) throw new Error(`The production install never became ready:\n${output}`);
  for (const [address, text] of [
    ['/', '<div id="root"'],
    ['/dashboard', '<div id="root"></div>'],
  ]) {
    const reply = await fetch(`${origin}${address}`);
    const body = await reply.text();
    if (!reply.ok || !body.includes(text))
      throw new Error(`${address} answered ${reply.status}:\n${body.slice(0, 300)}`);
  }
  server.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) throw new Error(`The server ended with ${code} on SIGTERM:\n${output}`);
  console.log('The production install (npm ci --omit=dev) starts, is ready and serves the app.');
} finally {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  rmSync(app, { recursive: true, force: true });
}
