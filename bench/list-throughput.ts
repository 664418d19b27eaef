// `GET /api/photos?limit=50` for a user with 10,000 photos: the app against the bare baseline
// (bench/baseline-list-server.ts), both on one scratch PostgreSQL database, each its own Node
// process. autocannon runs them in turn (app, baseline, app, baseline…) at each connection count,
// and the ratios app ÷ baseline are printed as the median and range over the rounds.
// Run: npm run bench:list -- [--duration 10] [--rounds 3] [--connections 10,50] [--photos 10000]
//      npm run bench:list -- --smoke   (100 photos, 1 s, 1 round: proves it works)
//      npm run bench:list -- --cpu-prof <folder>   (the app's CPU profile, written when it stops)
// Needs PostgreSQL (BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import {
  createScratchDatabase,
  freePort,
  numberFlag,
  onCleanUp,
  readFlags,
  runMain,
  spread,
  startTypeScript,
  waitForOk,
} from './bench-support';
import { seed } from './seed';

const ROUTE = '/api/photos?limit=50';

type Measure = { throughput: number; p99: number };

async function measure(url: string, cookie: string, connections: number, seconds: number): Promise<Measure> {
  const result = await autocannon({ url, connections, duration: seconds, headers: { cookie } });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return { throughput: result.requests.average, p99: result.latency.p99 };
}

runMain(async () => {
  const flags = readFlags();
  const smoke = flags.has('smoke');
  const seconds = numberFlag(flags, 'duration', smoke ? 1 : 10);
  const rounds = numberFlag(flags, 'rounds', smoke ? 1 : 3);
  const photos = numberFlag(flags, 'photos', smoke ? 100 : 10_000);
  const connectionCounts = (flags.get('connections') ?? '10,50').split(',').map(Number);
  const profileDir = flags.get('cpu-prof');

  const database = await createScratchDatabase('list');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rentproof-bench-list-'));
  onCleanUp(() => rmSync(dataDir, { recursive: true, force: true }));
  const authSecret = randomBytes(32).toString('base64url');
  const seeded = await seed({
    databaseUrl: database.url,
    dataDir: path.join(dataDir, 'seed'),
    rows: Math.min(photos, 1000),
    photos,
    authSecret,
  });
  console.log(
    `Seeded ${database.name}: ${seeded.counts.photos} photos, ${seeded.counts.properties} properties`,
  );

  const [appPort, basePort] = [await freePort(), await freePort()];
  const common = { DATABASE_URL: database.url, AUTH_SECRET: authSecret, NODE_ENV: 'production' };
  const app = startTypeScript(
    'src/server/main.ts',
    {
      ...common,
      PORT: String(appPort),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${appPort}`,
      DATA_DIR: path.join(dataDir, 'app'),
      // What production runs at; its stdout (a line per request) goes to /dev/null.
      LOG_LEVEL: 'info',
    },
    profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [],
  );
  const baseline = startTypeScript('bench/baseline-list-server.ts', { ...common, PORT: String(basePort) });
  const targets = [
    { name: 'app', url: `http://127.0.0.1:${appPort}${ROUTE}`, child: app },
    { name: 'baseline', url: `http://127.0.0.1:${basePort}${ROUTE}`, child: baseline },
  ];
  const headers = { cookie: seeded.cookie };
  const [appPage, basePage] = await Promise.all(targets.map((t) => waitForOk(t.child, t.url, headers)));
  if (!isDeepStrictEqual(appPage, basePage)) {
    throw new Error(
      `The baseline's page differs from the app's:\n${JSON.stringify(appPage).slice(0, 600)}\n${JSON.stringify(basePage).slice(0, 600)}`,
    );
  }

  // Warm both (JIT, pool connections) before anything is recorded; a smoke run only proves it works.
  if (!smoke) for (const target of targets) await measure(target.url, seeded.cookie, 10, 3);

  console.log(`\n${ROUTE}, ${seconds} s per run, ${rounds} round(s), app then baseline in each`);
  for (const connections of connectionCounts) {
    const runs: Record<string, Measure[]> = { app: [], baseline: [] };
    for (let round = 0; round < rounds; round++) {
      for (const target of targets) {
        runs[target.name]?.push(await measure(target.url, seeded.cookie, connections, seconds));
      }
    }
    const appRuns = runs.app ?? [];
    const baseRuns = runs.baseline ?? [];
    const ratio = (pick: (m: Measure) => number) => appRuns.map((m, i) => pick(m) / pick(baseRuns[i] ?? m));
    const column = (list: Measure[], pick: (m: Measure) => number, digits: number) =>
      spread(list.map(pick), digits);
    console.log(`\n${connections} connections (median, min–max over rounds)`);
    console.log(
      `  app       ${column(appRuns, (m) => m.throughput, 0)} req/s   p99 ${column(appRuns, (m) => m.p99, 0)} ms`,
    );
    console.log(
      `  baseline  ${column(baseRuns, (m) => m.throughput, 0)} req/s   p99 ${column(baseRuns, (m) => m.p99, 0)} ms`,
    );
    console.log(`  throughput app ÷ baseline  ${spread(ratio((m) => m.throughput))}`);
    console.log(`  p99        app ÷ baseline  ${spread(ratio((m) => m.p99))}`);
  }
});
