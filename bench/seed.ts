// One signed-in user with N rows in each of their tables, for the benchmarks.
// Run: npx tsx bench/seed.ts --rows 1000|100000 [--photos N]
//   With DATABASE_URL: that PostgreSQL database (migrated first). Without: a new PGlite database
//   under a new temporary DATA_DIR, which `DATA_DIR=<it> npm start` then serves (the session
//   cookie printed works with the AUTH_SECRET in that folder).
// The user signs up and signs in through the app's own routes (app.request), so the cookie is the
// one a browser would hold; the rows are inserted by `insert ... select generate_series`. Photos
// and documents point at storage keys with no file behind them: the list endpoints never read them.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { MAINTENANCE_CATEGORIES } from '#shared/maintenance/maintenance-schemas';
import { createApp } from '#server/app';
import { loadConfig } from '#server/platform/config';
import { type Db, openDatabase } from '#server/platform/db/database';
import { createLogger } from '#server/platform/lib/logger';
import { assembleServices } from '#server/platform/services';
import { EVENT_HANDLERS } from '#server/event-handlers';
import { numberFlag, readFlags } from './bench-support';

export const BENCH_PASSWORD = 'Lantern-orchard-1987';
const APP_URL = 'http://localhost:3000';

export type SeedOptions = {
  /** PostgreSQL; without it, PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** Rows in each of the user's tables (properties, maintenance items, transactions, documents). */
  rows: number;
  /** Photos, when not `rows`. */
  photos?: number;
  /** The app's signing secret; without it, the one kept in `dataDir` (made on first use). */
  authSecret?: string;
};

export type Seeded = {
  userId: string;
  email: string;
  /** `name=value`, as a Cookie header sends it. */
  cookie: string;
  authSecret: string;
  counts: Record<string, number>;
};

const USER_TABLES = [
  'properties',
  'stays',
  'photos',
  'maintenance_items',
  'financial_transactions',
  'documents',
] as const;

export async function seed(options: SeedOptions): Promise<Seeded> {
  const config = loadConfig({
    DATA_DIR: options.dataDir,
    APP_URL,
    DATABASE_URL: options.databaseUrl,
    AUTH_SECRET: options.authSecret,
    LOG_LEVEL: 'silent',
  });
  const database = await openDatabase(config);
  const services = assembleServices(config, {
    database,
    logger: createLogger('silent'),
    mailer: { send: async () => {}, close() {} },
    eventHandlers: EVENT_HANDLERS,
  });
  try {
    await database.migrate();
    const app = createApp(services);
    const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
    const post = (route: string, body: unknown) =>
      app.request(route, {
        method: 'POST',
        headers: { origin: APP_URL, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const signedUp = await post('/api/auth/sign-up/email', {
      email,
      password: BENCH_PASSWORD,
      name: 'Bench Renter',
      propertyName: 'The Bartlett',
      callbackURL: '/verification-complete',
    });
    if (signedUp.status !== 200) throw new Error(`Sign-up failed: ${await signedUp.text()}`);
    // The confirmation email went nowhere; confirming is the link's only effect on the account.
    const { db } = database;
    await db.execute(sql`update users set email_verified = true where email = ${email}`);
    const signedIn = await post('/api/auth/sign-in/email', { email, password: BENCH_PASSWORD });
    if (signedIn.status !== 200) throw new Error(`Sign-in failed: ${await signedIn.text()}`);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((header) => header.split(';')[0] ?? '')
      .find((pair) => /session_token=/.test(pair));
    if (!cookie) throw new Error('Sign-in set no session cookie');
    const [found] = await rowsOf<{ id: string }>(db, sql`select id from users where email = ${email}`);
    const userId = found?.id;
    if (!userId) throw new Error('The signed-up user is not in the database');

    await withUntimedDb(options.databaseUrl, db, (rowsDb) =>
      insertRows(rowsDb, userId, options.rows, options.photos ?? options.rows),
    );
    const counts: Record<string, number> = {};
    for (const table of USER_TABLES) {
      const [counted] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId}`,
      );
      counts[table] = Number(counted?.n ?? 0);
    }
    return { userId, email, cookie, authSecret: config.authSecret, counts };
  } finally {
    await services.events.close();
    await database.close();
  }
}

/**
 * A bulk insert of 100k rows (and the triggers that keep the rollups) can outlast the app pool's
 * statement timeout on a busy machine, so with PostgreSQL the rows go through a connection of
 * their own without one.
 */
async function withUntimedDb(url: string | undefined, db: Db, work: (db: Db) => Promise<void>) {
  if (!url) return work(db);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(drizzlePg(client) as unknown as Db);
  } finally {
    await client.end();
  }
}

/** Both drivers answer `execute` with `{ rows }`. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * `rows` properties (every tenth a Travel Mode stay, with its stays row), maintenance items,
 * transactions and documents, and `photos` photos, spread over the properties and the last two
 * years. Ids are md5 of the user and the row number, so one row can name another without a lookup.
 */
async function insertRows(db: Db, userId: string, rows: number, photos: number) {
  const run = (query: SQL) => db.execute(query);
  const u = sql`${userId}::text`;
  const n = sql`${rows}::int`;
  const id = (kind: string, i: SQL) => sql`md5(${u} || ${`:${kind}:`}::text || (${i})::text)::uuid`;
  const categories = sql.raw(
    `array[${MAINTENANCE_CATEGORIES.map((c) => `'${c.replace(/'/g, "''")}'`).join(', ')}]`,
  );

  await run(sql`insert into properties (id, user_id, name, address, type, kind, created_at, updated_at)
    select ${id('p', sql`i`)}, ${u}, 'Bench property ' || i, i || ' Bench Street',
      (array['apartment', 'house', 'condo', 'townhouse', 'other'])[1 + i % 5],
      case when i % 10 = 9 then 'stay' else 'home' end,
      now() - i * interval '10 minutes', now() - i * interval '10 minutes'
    from generate_series(0, ${n} - 1) as i`);
  await run(sql`insert into stays (property_id, user_id, check_in_date, check_out_date, host, booking_reference)
    select ${id('p', sql`i`)}, ${u}, current_date - (i % 700), current_date - (i % 700) + 3, 'Bench host', 'B' || i
    from generate_series(9, ${n} - 1, 10) as i`);
  await run(sql`insert into maintenance_items
      (id, user_id, property_id, item, details, category, cost, status, created_at, updated_at)
    select ${id('m', sql`i`)}, ${u}, ${id('p', sql`i % ${n}`)}, 'Bench item ' || i, 'Dripping since Tuesday',
      (${categories})[1 + i % ${MAINTENANCE_CATEGORIES.length}],
      case when i % 4 = 0 then null else (10 + i % 490)::numeric(12, 2) end,
      (array['pending', 'in-progress', 'completed'])[1 + i % 3],
      now() - i * interval '7 minutes', now() - i * interval '7 minutes'
    from generate_series(0, ${n} - 1) as i`);
  // Every fifth photo is a maintenance photo of an item (and of that item's property).
  await run(sql`insert into photos (id, user_id, property_id, stage, maintenance_item_id, area, notes,
      storage_key, original_name, content_type, byte_size, width, height, sha256, received_at, captured_at)
    select ${id('f', sql`i`)}, ${u},
      ${id('p', sql`i % ${n}`)},
      case when i % 5 = 4 then 'maintenance' when i % 2 = 0 then 'move-in' else 'move-out' end,
      case when i % 5 = 4 then ${id('m', sql`i % ${n}`)} end,
      'Kitchen', '', 'bench/no-file/' || i, 'IMG_' || i || '.jpg', 'image/jpeg', 2000000 + i % 1000, 4000, 3000,
      md5('a' || i) || md5('b' || i), now() - i * interval '1 minute', null
    from generate_series(0, ${photos}::int - 1) as i`);
  await run(sql`insert into financial_transactions (id, user_id, property_id, transaction_type, description,
      amount, due_date, status, paid_date, created_at)
    select ${id('t', sql`i`)}, ${u}, ${id('p', sql`i % ${n}`)},
      (array['Rent', 'Utilities', 'Security Deposit', 'Security Deposit Return', 'Other'])[1 + i % 5],
      'Bench payment ' || i, (50 + i % 2000)::numeric(12, 2), current_date - (i % 1000),
      (array['Paid', 'Due', 'Overdue'])[1 + i % 3],
      case when i % 3 = 0 then current_date - (i % 1000) end, now() - i * interval '5 minutes'
    from generate_series(0, ${n} - 1) as i`);
  await run(sql`insert into documents (id, user_id, file_name, file_type, file_size, sha256, storage_key, created_at)
    select ${id('d', sql`i`)}, ${u}, 'lease-' || i || '.pdf', 'application/pdf', 100000 + i % 5000,
      md5('c' || i) || md5('d' || i), 'bench/no-file/d' || i, now() - i * interval '11 minutes'
    from generate_series(0, ${n} - 1) as i`);
  // As autovacuum would soon after: the planner sees the tables' real sizes.
  for (const table of USER_TABLES) await run(sql`analyze ${sql.identifier(table)}`);
}

async function main() {
  const flags = readFlags();
  const rows = numberFlag(flags, 'rows', 1000);
  const photos = numberFlag(flags, 'photos', rows);
  const databaseUrl = process.env.DATABASE_URL;
  // With PostgreSQL the folder only holds what the app would write there, and goes; the cookie
  // then needs the server to run with the printed AUTH_SECRET.
  const dataDir = databaseUrl
    ? mkdtempSync(path.join(tmpdir(), 'rentproof-seed-'))
    : (process.env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'rentproof-bench-')));
  const authSecret =
    process.env.AUTH_SECRET ?? (databaseUrl ? randomBytes(32).toString('base64url') : undefined);
  const started = performance.now();
  try {
    const seeded = await seed({ databaseUrl, dataDir, rows, photos, authSecret });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Seeded ${databaseUrl ? 'PostgreSQL' : `PGlite in DATA_DIR=${dataDir}`} in ${seconds} s`);
    console.log(`user    ${seeded.email} (${seeded.userId}), password ${BENCH_PASSWORD}`);
    console.log(`cookie  ${seeded.cookie}`);
    if (databaseUrl) console.log(`serve with AUTH_SECRET=${seeded.authSecret}`);
    for (const [table, count] of Object.entries(seeded.counts)) console.log(`${table.padEnd(24)}${count}`);
  } finally {
    if (databaseUrl) rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
