// How many SQL statements one request to each list endpoint runs, for a user with 10 rows in each
// table and for one with 100 (bench/seed.ts), on PostgreSQL (a scratch database) and on PGlite.
// Issue 16's target: besides the session lookup, at most 2 statements, and the same number whatever
// the user holds. The requests go through app.request() in this process; the statements are counted
// at the driver, below Drizzle and better-auth, so none escapes: every `pg.Client#query` (prepared
// or plain), and PGlite's `query`, `exec` and transactions (BEGIN, each statement, COMMIT).
// Exits non-zero when an endpoint misses the target, naming the extra statements.
// Run: npx tsx bench/statements-per-request.ts [--rows 10,100]
//      npx tsx bench/statements-per-request.ts --smoke   (PGlite only, 10 and 20 rows, photos and
//      properties: the CI guard)
// Needs PostgreSQL (BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres) unless
// --smoke.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { createApp } from '#server/app';
import { loadConfig } from '#server/platform/config';
import { type Database, openDatabase } from '#server/platform/db/database';
import { createLogger } from '#server/platform/lib/logger';
import { assembleServices } from '#server/platform/services';
import { EVENT_HANDLERS } from '#server/event-handlers';
import { createScratchDatabase, onCleanUp, readFlags, runMain } from './bench-support';
import { seed } from './seed';

const APP_URL = 'http://localhost:3000';
/** More than the small user holds and fewer than the large one's: a full page and a short one. */
const PAGE = 50;
const TARGET = 2;

const ENDPOINTS = [
  { name: 'photos', route: `/api/photos?limit=${PAGE}` },
  { name: 'properties', route: '/api/properties' },
  { name: 'maintenance', route: `/api/maintenance?limit=${PAGE}` },
  { name: 'documents', route: `/api/documents?limit=${PAGE}` },
  { name: 'finances', route: `/api/finances/transactions?pageSize=${PAGE}` },
];

/** find-session's query (src/server/platform/auth/find-session.ts), by the join only it makes. */
const SESSION_LOOKUP = /\bfrom "sessions" inner join "users" on "users"\."id" = "sessions"\."user_id"/i;

type Driver = 'PostgreSQL' | 'PGlite';
/** The SQL of every statement run while a request is being counted, in order. */
let recording: string[] | null = null;

function record(text: string) {
  recording?.push(text);
}

function textOf(query: unknown): string {
  if (typeof query === 'string') return query;
  const text = (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : String(query);
}

/** Every statement any pg client of this process sends, the pool's included. */
function countPgStatements() {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const query = prototype.query;
  prototype.query = function (this: pg.Client, ...args: unknown[]) {
    record(textOf(args[0]));
    return query.apply(this, args);
  };
  onCleanUp(() => {
    prototype.query = query;
  });
}

/**
 * Every statement sent to this PGlite instance. A transaction's statements go through the object
 * it hands its callback, not the instance, so that object is wrapped too.
 */
function countPgliteStatements(database: Database) {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((text: string, ...rest: unknown[]) => {
    record(text);
    return (query as (...args: unknown[]) => unknown)(text, ...rest);
  }) as PGlite['query'];
  client.exec = (text, options) => {
    record(text);
    return exec(text, options);
  };
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction(async (tx) => {
      record('BEGIN');
      const txQuery = tx.query.bind(tx);
      const txExec = tx.exec.bind(tx);
      tx.query = ((text: string, ...rest: unknown[]) => {
        record(text);
        return (txQuery as (...args: unknown[]) => unknown)(text, ...rest);
      }) as Transaction['query'];
      tx.exec = (text, options) => {
        record(text);
        return txExec(text, options);
      };
      const result = await callback(tx);
      record('COMMIT');
      return result;
    })) as PGlite['transaction'];
}

type Counted = { driver: Driver; endpoint: string; rows: number; session: boolean; others: string[] };

/** Map.groupBy, which Node 20 lacks. */
function groupBy<T>(list: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of list) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/**
 * The statements of one request, after one that is not counted: a session used for the first time
 * in five minutes is written once (note-session-activity), and a prepared statement is built on
 * its first use; neither is what every request costs.
 */
async function countRequest(
  app: ReturnType<typeof createApp>,
  cookie: string,
  route: string,
): Promise<{ session: boolean; others: string[] }> {
  const request = async () => {
    const response = await app.request(route, { headers: { cookie } });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${route}: ${response.status} ${body.slice(0, 300)}`);
  };
  await request();
  recording = [];
  try {
    await request();
    const [first = '', ...rest] = recording;
    const session = SESSION_LOOKUP.test(first);
    return { session, others: session ? rest : recording };
  } finally {
    recording = null;
  }
}

async function countDriver(
  driver: Driver,
  rowCounts: number[],
  endpoints: typeof ENDPOINTS,
  dataDir: string,
): Promise<Counted[]> {
  const scratch = driver === 'PostgreSQL' ? await createScratchDatabase('statements') : null;
  const authSecret = randomBytes(32).toString('base64url');
  const users: { rows: number; cookie: string }[] = [];
  for (const rows of rowCounts) {
    const seeded = await seed({
      databaseUrl: scratch?.url,
      dataDir: scratch ? path.join(dataDir, `seed-${rows}`) : dataDir,
      rows,
      authSecret,
    });
    users.push({ rows, cookie: seeded.cookie });
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    APP_URL,
    DATABASE_URL: scratch?.url,
    AUTH_SECRET: authSecret,
    LOG_LEVEL: 'silent',
  });
  const database = await openDatabase(config);
  if (driver === 'PGlite') countPgliteStatements(database);
  const services = assembleServices(config, {
    database,
    logger: createLogger('silent'),
    mailer: { send: async () => {}, close() {} },
    eventHandlers: EVENT_HANDLERS,
  });
  const counted: Counted[] = [];
  try {
    const app = createApp(services);
    for (const endpoint of endpoints) {
      for (const user of users) {
        const result = await countRequest(app, user.cookie, endpoint.route);
        counted.push({ driver, endpoint: endpoint.route, rows: user.rows, ...result });
      }
    }
  } finally {
    await services.events.close();
    await database.close();
    await scratch?.drop();
  }
  return counted;
}

/** What misses the target: more than TARGET statements, a count that grows with the rows, no session lookup first. */
function findMisses(counted: Counted[]): string[] {
  const misses: string[] = [];
  const statements = (list: string[]) =>
    list.map((text) => `      ${text.replace(/\s+/g, ' ').slice(0, 240)}`).join('\n');
  for (const entry of counted) {
    const where = `${entry.driver} ${entry.endpoint} (${entry.rows} rows)`;
    if (!entry.session) misses.push(`${where}: the first statement is not the session lookup`);
    if (entry.others.length > TARGET) {
      misses.push(
        `${where}: ${entry.others.length} statements besides the session:\n${statements(entry.others)}`,
      );
    }
  }
  const groups = groupBy(counted, (entry) => `${entry.driver} ${entry.endpoint}`);
  for (const [where, entries] of groups) {
    const sizes = new Set(entries.map((entry) => entry.others.length));
    if (sizes.size > 1) {
      const detail = entries
        .map((entry) => `    ${entry.rows} rows:\n${statements(entry.others)}`)
        .join('\n');
      misses.push(`${where}: the count differs with the rows\n${detail}`);
    }
  }
  return misses;
}

function printTable(counted: Counted[], drivers: Driver[]) {
  console.log(
    `\nSQL statements per request, besides the session lookup (target: at most ${TARGET}, whatever the rows)`,
  );
  console.log(`| endpoint | rows | ${drivers.join(' | ')} |`);
  console.log(`| -------- | ---- | ${drivers.map((driver) => '-'.repeat(driver.length)).join(' | ')} |`);
  const rows = groupBy(counted, (entry) => `${entry.endpoint}\u0000${entry.rows}`);
  for (const [key, entries] of rows) {
    const [endpoint, count] = key.split('\u0000');
    const cells = drivers.map((driver) => {
      const entry = entries.find((candidate) => candidate.driver === driver);
      return entry ? String(entry.others.length) : '';
    });
    console.log(`| \`${endpoint}\` | ${count} | ${cells.join(' | ')} |`);
  }
}

runMain(async () => {
  const flags = readFlags();
  const smoke = flags.has('smoke');
  const rowCounts = (flags.get('rows') ?? (smoke ? '10,20' : '10,100')).split(',').map(Number);
  if (rowCounts.some((rows) => !Number.isInteger(rows) || rows < 1)) {
    throw new Error(`--rows takes whole numbers separated by commas, not ${flags.get('rows')}`);
  }
  const drivers: Driver[] = smoke ? ['PGlite'] : ['PostgreSQL', 'PGlite'];
  const endpoints = smoke
    ? ENDPOINTS.filter((endpoint) => ['photos', 'properties'].includes(endpoint.name))
    : ENDPOINTS;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rentproof-bench-statements-'));
  onCleanUp(() => rmSync(dataDir, { recursive: true, force: true }));
  countPgStatements();

  const counted: Counted[] = [];
  for (const driver of drivers) {
    counted.push(...(await countDriver(driver, rowCounts, endpoints, path.join(dataDir, driver))));
  }
  printTable(counted, drivers);
  const misses = findMisses(counted);
  if (misses.length > 0) throw new Error(`Issue 16's target is missed:\n${misses.join('\n')}`);
  console.log('\nEvery endpoint meets the target.');
});
