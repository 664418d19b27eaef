// The API suite against a PostgreSQL server: TEST_DATABASE_URL, or the local server our machines
// run. Each test file gets its own copy of a migrated template database (tests/api/global-setup.ts).
// Extra arguments go to vitest: `npm run test:postgres -- tests/api/accounts.test.ts`.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
console.log(`API suite on PostgreSQL: ${url.replace(/\/\/[^@]*@/, '//…@')}`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
