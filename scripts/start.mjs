// `npm start`: builds when the sources are newer than the last build (scripts/build-stamp.mjs),
// then serves. The server applies the migrations itself as it starts.
//
// The server runs in a process of its own so that glibc's allocator can be told, before it starts,
// to keep at most two arenas (MALLOC_ARENA_MAX, read only at a process's start): every thread that
// runs sharp otherwise gets an arena of its own that keeps what it freed, and a PDF report of 300
// photos peaked 40–60 MB higher (docs/performance.md, "Served by the built server"). A value already
// in the environment wins. Signals are passed on and the server's exit is this process's.
import { execSync, spawn } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { isBuildStale } from './build-stamp.mjs';

if (isBuildStale()) {
  console.log('Building Rentproof (sources changed since the last build)...');
  execSync('npm run build', { stdio: 'inherit' });
}

const server = spawn(process.execPath, [...process.execArgv, path.resolve('dist/server/main.js')], {
  stdio: 'inherit',
  env: { MALLOC_ARENA_MAX: '2', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  process.exit(signal ? 128 + (constants.signals[signal] ?? 0) : (code ?? 1));
});
