// The dashboard, the properties list and the reports over all time for an account of 1k rows and
// one of 100k (photos, maintenance items and payments), in one database: the median time of each,
// and the plan of every query they run, which must not scan photos, maintenance_items or
// financial_transactions nor sort on disk (decisions 026 and 027). The report's queries are the
// ones getReport sends, caught by a Drizzle logger and explained afterwards.
// Run: npx tsx bench/explain-aggregates.ts [runs]   (PGlite in memory; BENCH_DATABASE_URL=postgres://…
// an empty scratch database on PostgreSQL instead). Exits 1 when a plan breaks the rule.
import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { REPORT_TYPES } from '#shared/reports/report-schemas';
import { dashboardQueries, getDashboardSummary } from '#server/dashboard/get-dashboard-summary';
import { type Database, type Db, openPglite, openPostgres } from '#server/platform/db/database';
import { users } from '#server/platform/db/schema/auth';
import { listProperties } from '#server/properties/list-properties';
import { getReport } from '#server/reports/get-report';

const RUNS = Number(process.argv[2] ?? 30);
const SIZES = [1_000, 100_000];
const HOMES = 8;
const STAYS = 2;

const url = process.env.BENCH_DATABASE_URL;
const database: Database = url ? await openPostgres(url) : await openPglite(undefined);
await database.migrate();
const { db } = database;
// The bulk inserts (and the triggers they fire) can outlast the pool's statement timeout on a busy
// machine: on PostgreSQL they go through a connection of their own without one.
const seeder = url ? new pg.Client({ connectionString: url }) : undefined;
await seeder?.connect();
const seedDb = seeder ? (drizzlePg(seeder) as unknown as Db) : db;

/**
 * One account: 8 homes and 2 stays, and `rows` records spread over them, 60% photos, 25% items,
 * 15% payments due over the last 1,000 days (as bench/seed.ts; the rollups hold a row per month).
 */
async function seedAccount(rows: number) {
  const userId = randomUUID();
  await seedDb.insert(users).values({ id: userId, name: 'Bench', email: `bench-${userId}@example.com` });
  await seedDb.execute(sql`insert into properties (user_id, name, kind)
    select ${userId}, 'Place ' || i, case when i <= ${HOMES} then 'home' else 'stay' end
    from generate_series(1, ${HOMES + STAYS}) i`);
  await seedDb.execute(sql`insert into stays (property_id, user_id, check_in_date, check_out_date)
    select id, user_id, '2026-06-01', '2026-06-04' from properties where user_id = ${userId} and kind = 'stay'`);
  const places = sql`(select array_agg(id order by id) from properties where user_id = ${userId})`;
  await seedDb.execute(sql`insert into photos (id, user_id, property_id, stage, area, storage_key,
      original_name, content_type, byte_size, width, height, sha256, received_at)
    select gen_random_uuid(), ${userId}, (${places})[1 + i % ${HOMES + STAYS}],
      case when i % 2 = 0 then 'move-in' else 'move-out' end, 'Area ' || (i % 12), 'bench/' || i,
      'photo.jpg', 'image/jpeg', 1000, 10, 10, md5(i::text), now() - i * interval '1 minute'
    from generate_series(1, ${Math.round(rows * 0.6)}) i`);
  await seedDb.execute(sql`insert into maintenance_items (user_id, property_id, item, cost, status, created_at)
    select ${userId}, (${places})[1 + i % ${HOMES + STAYS}], 'Item ' || i, (i % 500) + 0.25,
      (array['pending', 'in-progress', 'completed'])[1 + i % 3], now() - i * interval '1 minute'
    from generate_series(1, ${Math.round(rows * 0.25)}) i`);
  await seedDb.execute(sql`insert into financial_transactions (user_id, property_id, transaction_type,
      amount, due_date, status, paid_date)
    select ${userId}, (${places})[1 + i % ${HOMES + STAYS}], 'Rent', 1000 + i % 100,
      current_date - i % 1000, case when i % 4 = 0 then 'Due' else 'Paid' end,
      case when i % 4 = 0 then null else current_date - i % 1000 end
    from generate_series(1, ${Math.round(rows * 0.15)}) i`);
  return userId;
}

async function median(work: () => Promise<unknown>) {
  for (let i = 0; i < 10; i++) await work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

type Query = { sql: string; params: unknown[] };

/** Every select getReport sends for each report type over all time, caught on their way out. */
async function reportQueries(userId: string): Promise<Query[]> {
  const caught: Query[] = [];
  const logger = { logQuery: (text: string, params: unknown[]) => caught.push({ sql: text, params }) };
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  const logged = (database.kind === 'pglite'
    ? drizzlePglite(client as PGlite, { logger })
    : drizzlePg(client as pg.Pool, { logger })) as unknown as Db;
  for (const type of REPORT_TYPES) await getReport(logged, userId, { type, period: 'all' }, new Date());
  return caught.filter((query) => /^\s*select/i.test(query.sql));
}

/** The plan's lines that break the rule: a sequential scan of a big table, or a sort on disk. */
async function badPlanLines(db: Db, query: Query) {
  const { sql: text, params } = query;
  const chunks: SQL[] = [sql.raw('explain (analyze, buffers, format text) ')];
  // Drizzle's $1, $2… become bound values again.
  const parts = text.split(/\$(\d+)/);
  parts.forEach((part, i) => chunks.push(i % 2 ? sql`${params[Number(part) - 1]}` : sql.raw(part)));
  const plan = (
    (await db.execute(sql.join(chunks))) as unknown as { rows: { 'QUERY PLAN': string }[] }
  ).rows.map((row) => row['QUERY PLAN']);
  return {
    plan,
    bad: plan.filter((line) =>
      /Seq Scan on (photos|maintenance_items|financial_transactions)\b|external (merge|sort)|Disk:/.test(
        line,
      ),
    ),
  };
}

const accounts = [];
for (const size of SIZES) accounts.push({ size, userId: await seedAccount(size) });
await seeder?.end();
await db.execute(sql`vacuum analyze`);

let broken = false;
const results: Record<string, number>[] = [];
for (const { size, userId } of accounts) {
  const dashboard = await median(() => getDashboardSummary(db, userId, undefined));
  const list = await median(() => listProperties(db, userId));
  const report = await median(() => getReport(db, userId, { type: 'summary', period: 'all' }, new Date()));
  results.push({ size, dashboard, list, report });
  const { counts, money } = dashboardQueries(db, userId, undefined);
  const queries: [string, Query][] = [
    ['counts', counts.toSQL()],
    ['money', money.toSQL()],
    ['list', listProperties(db, userId).toSQL()],
    ...(await reportQueries(userId)).map((query, i): [string, Query] => [`report query ${i + 1}`, query]),
  ];
  for (const [name, query] of queries) {
    const { plan, bad } = await badPlanLines(db, query);
    if (bad.length > 0) {
      broken = true;
      console.log(`${size} rows, ${name}: ${bad.join(' | ')}\n${query.sql}\n${plan.join('\n')}`);
    }
  }
  console.log(`${size} rows: ${queries.length} queries explained`);
}
const [small, large] = results;
console.log(`database: ${database.kind}, median of ${RUNS} runs`);
for (const row of results) {
  console.log(
    `${String(row.size).padStart(7)} rows: dashboard ${row.dashboard?.toFixed(2)} ms, properties list ${row.list?.toFixed(2)} ms, report (all) ${row.report?.toFixed(2)} ms`,
  );
}
if (small && large) {
  const ratio = (key: string) => ((large[key] ?? 0) / (small[key] ?? 1)).toFixed(1);
  console.log(
    `100k ÷ 1k: dashboard ${ratio('dashboard')}×, properties list ${ratio('list')}×, report (all) ${ratio('report')}×`,
  );
}
console.log(
  broken
    ? 'A plan scans photos, maintenance_items or financial_transactions, or sorts on disk'
    : 'Every plan uses indexes, no disk sort',
);
await database.close();
process.exit(broken ? 1 : 0);
