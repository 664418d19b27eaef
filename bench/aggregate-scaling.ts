// How the aggregate endpoints grow with a user's data: the dashboard summary, the properties list
// and the four reports over all time, timed through app.request() on a user with 1k rows in each
// table and on one with 100k (each in its own scratch PostgreSQL database, bench/seed.ts). Prints
// the median of several runs at each size and the ratio large ÷ small; a flat endpoint stays
// near 1, one that reads every row grows towards 100.
// Run: npm run bench:aggregates -- [--small 1000] [--large 100000] [--runs 9]
//      npm run bench:aggregates -- --smoke   (10 and 100 rows, 3 runs: proves it works)
// Needs PostgreSQL (BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPORT_TYPES } from '#shared/reports/report-schemas';
import { createApp } from '#server/app';
import { loadConfig } from '#server/platform/config';
import { openPostgres } from '#server/platform/db/database';
import { createLogger } from '#server/platform/lib/logger';
import { assembleServices } from '#server/platform/services';
import { EVENT_HANDLERS } from '#server/event-handlers';
import { createScratchDatabase, median, numberFlag, onCleanUp, readFlags, runMain } from './bench-support';
import { seed } from './seed';

const APP_URL = 'http://localhost:3000';
const ENDPOINTS = [
  '/api/dashboard',
  '/api/properties',
  ...REPORT_TYPES.map((type) => `/api/reports?type=${type}&period=all`),
];

/** Median milliseconds of each endpoint for a user with `rows` rows per table. */
async function timeEndpoints(rows: number, runs: number, dataDir: string): Promise<Map<string, number>> {
  const database = await createScratchDatabase(`agg_${rows}`);
  const authSecret = randomBytes(32).toString('base64url');
  const started = performance.now();
  const seeded = await seed({ databaseUrl: database.url, dataDir, rows, authSecret });
  console.log(
    `Seeded ${database.name} in ${((performance.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(seeded.counts)}`,
  );
  const config = loadConfig({
    DATA_DIR: dataDir,
    APP_URL,
    DATABASE_URL: database.url,
    AUTH_SECRET: authSecret,
    LOG_LEVEL: 'silent',
  });
  const opened = await openPostgres(database.url);
  const services = assembleServices(config, {
    database: opened,
    logger: createLogger('silent'),
    mailer: { send: async () => {}, close() {} },
    eventHandlers: EVENT_HANDLERS,
  });
  const medians = new Map<string, number>();
  try {
    const app = createApp(services);
    for (const endpoint of ENDPOINTS) {
      const times: number[] = [];
      // The first two runs warm the pool, the plan cache and the JIT; they are not counted.
      for (let run = 0; run < runs + 2; run++) {
        const before = performance.now();
        const response = await app.request(endpoint, { headers: { cookie: seeded.cookie } });
        const body = await response.text();
        const elapsed = performance.now() - before;
        if (response.status !== 200) throw new Error(`${endpoint}: ${response.status} ${body.slice(0, 300)}`);
        if (run >= 2) times.push(elapsed);
      }
      medians.set(endpoint, median(times));
    }
  } finally {
    await services.events.close();
    await opened.close();
    await database.drop();
  }
  return medians;
}

runMain(async () => {
  const flags = readFlags();
  const smoke = flags.has('smoke');
  const small = numberFlag(flags, 'small', smoke ? 10 : 1000);
  const large = numberFlag(flags, 'large', smoke ? 100 : 100_000);
  const runs = numberFlag(flags, 'runs', smoke ? 3 : 9);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rentproof-bench-aggregates-'));
  onCleanUp(() => rmSync(dataDir, { recursive: true, force: true }));

  const smallTimes = await timeEndpoints(small, runs, path.join(dataDir, 'small'));
  const largeTimes = await timeEndpoints(large, runs, path.join(dataDir, 'large'));
  const label = (rows: number) => (rows >= 1000 ? `${rows / 1000}k` : String(rows));
  console.log(`\nMedian of ${runs} runs through app.request(), one user, rows per table:`);
  console.log(`${'endpoint'.padEnd(44)}${label(small).padStart(10)}${label(large).padStart(10)}     ratio`);
  for (const endpoint of ENDPOINTS) {
    const a = smallTimes.get(endpoint) ?? Number.NaN;
    const b = largeTimes.get(endpoint) ?? Number.NaN;
    console.log(
      `${endpoint.padEnd(44)}${`${a.toFixed(1)} ms`.padStart(10)}${`${b.toFixed(1)} ms`.padStart(10)}${`${(b / a).toFixed(1)}×`.padStart(10)}`,
    );
  }
});
