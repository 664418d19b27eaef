// Runs a command on the current Node LTS, production's runtime (the Dockerfile's base image), while
// these machines still run Node 20: `node scripts/with-node-lts.mjs npm test`. The `node` package
// from the npm registry provides that version (the first run downloads it); its folder goes first
// on PATH, so that npm, npx and every `node` the command starts are that version. Moving to the
// next LTS is this line and the Dockerfile's two FROM lines.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const NODE_LTS = '24.21.0';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: node scripts/with-node-lts.mjs <command> [arguments...]');
  process.exit(2);
}

const found = spawnSync('npx', ['--yes', `node@${NODE_LTS}`, '-p', 'process.execPath'], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
const executable = found.stdout.trim().split('\n').at(-1) ?? '';
if (found.status !== 0 || !executable) {
  console.error(`Node ${NODE_LTS} could not be had from the npm registry.`);
  process.exit(found.status || 1);
}

console.log(`== on Node ${NODE_LTS}: ${[command, ...args].join(' ')}`);
const result = spawnSync(command, args, {
  stdio: 'inherit',
  env: { ...process.env, PATH: `${path.dirname(executable)}${path.delimiter}${process.env.PATH ?? ''}` },
});
process.exit(result.status ?? 1);
