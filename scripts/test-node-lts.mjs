// The unit and API suites on the current Node LTS as well as on the machine's Node 20, which is
// past its end of life (issue 16): when the servers move, the suites have already run there.
// The `node` package from the npm registry provides that version; moving to the next LTS is this
// one line.
import { spawnSync } from 'node:child_process';

const NODE_LTS = '24.9.0';

for (const project of ['unit', 'api']) {
  console.log(`== ${project} suite on Node ${NODE_LTS}`);
  const result = spawnSync(
    'npx',
    ['--yes', `node@${NODE_LTS}`, 'node_modules/vitest/vitest.mjs', 'run', '--project', project],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
