// The gallery's page query (listPhotos, `GET /api/photos?limit=50`) read on PostgreSQL: one user with
// 10,000 photos over 1,000 properties, seeded by bench/seed.ts as `npm run bench:list` seeds them,
// then the SQL and parameters listPhotos sends for the first page, the second and one halfway down
// (caught by a Drizzle logger). Each is prepared as the app prepares it (a named statement, run
// until PostgreSQL settles on its plan), its plan printed by EXPLAIN (ANALYZE, BUFFERS), and timed
// beside the same query without the markup and timestamp joins: the median round trip of
// interleaved executions on one connection, and the median of EXPLAIN ANALYZE's execution time.
// `--marked` first puts every photo in a stamped batch of 100 and draws a markup on one in ten, so
// that the joins find rows, as in an account that uses both.
// Run: npx tsx bench/explain-gallery.ts [--photos 10000] [--runs 300] [--marked]
// Needs PostgreSQL (BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres): a
// scratch database of its own, dropped after.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '#server/platform/db/database';
import { decodeCursor } from '#server/platform/lib/cursor';
import { listPhotos } from '#server/photos/list-photos';
import { createScratchDatabase, median, numberFlag, onCleanUp, readFlags, runMain } from './bench-support';
import { seed } from './seed';

type Query = { name: string; text: string; values: unknown[] };

/** The same statement without the timestamp batch's and the markup's columns and joins. */
function withoutJoins(query: Query): Query {
  const text = query.text
    .replace(/, "(timestamp_batches|photo_markups)"\."\w+"( as "\w+")?/g, '')
    .replace(/ left join "(timestamp_batches|photo_markups)" on "\w+"\."\w+" = "\w+"\."\w+"/g, '');
  if (/timestamp_batches|photo_markups/.test(text)) {
    throw new Error(`The markup and timestamp joins could not be taken out of:\n${query.text}`);
  }
  return { name: `${query.name}_without_joins`, text, values: query.values };
}

const literal = (client: pg.Client, value: unknown) =>
  value === null || value === undefined
    ? 'null'
    : client.escapeLiteral(value instanceof Date ? value.toISOString() : String(value));

/** Rows the plan's EXPLAIN prints, of the statement as prepared on this connection. */
async function explain(client: pg.Client, query: Query, options: string) {
  const args = query.values.map((value) => literal(client, value)).join(', ');
  const result = await client.query<{ 'QUERY PLAN': string }>(
    `explain (${options}) execute ${query.name}(${args})`,
  );
  return result.rows.map((row) => row['QUERY PLAN']);
}

const executionMs = (plan: string[]) =>
  Number(/Execution Time: ([\d.]+) ms/.exec(plan.join('\n'))?.[1] ?? Number.NaN);

/** One stamped batch for every 100 photos, and a markup layer of three shapes on every tenth. */
async function markPhotos(client: pg.Client, userId: string) {
  await client.query(
    `insert into timestamp_batches (id, root, leaf_count, status, tsa, stamped_at)
     select md5('batch' || b)::uuid, md5('root' || b), 100, 'stamped', 'Bench TSA', now()
     from generate_series(0, (select count(*) from photos where user_id = $1) / 100) b`,
    [userId],
  );
  await client.query(
    `update photos set timestamp_batch_id = md5('batch' || numbered.batch)::uuid
     from (select id, (row_number() over (order by received_at, id) - 1) / 100 as batch
           from photos where user_id = $1) numbered
     where photos.id = numbered.id`,
    [userId],
  );
  const shapes = JSON.stringify([
    { kind: 'arrow', from: [0.1, 0.2], to: [0.4, 0.5], color: '#e11d48' },
    { kind: 'ellipse', center: [0.6, 0.4], radii: [0.1, 0.08], color: '#e11d48' },
    { kind: 'text', at: [0.3, 0.8], text: 'Scratch on the counter', color: '#e11d48' },
  ]);
  await client.query(
    `insert into photo_markups (photo_id, user_id, layer, sha256, updated_at)
     select id, user_id,
       '{"format":"rentproof.markup/1","photoId":"' || id || '","photoSha256":"' || sha256 || '","shapes":' || $2 || '}',
       md5(id::text) || md5(sha256), received_at
     from (select id, user_id, sha256, received_at, row_number() over (order by id) as n
           from photos where user_id = $1) p
     where n % 10 = 0`,
    [userId, shapes],
  );
  // As autovacuum would soon after: the updated photos' old versions gone, the tables' sizes known.
  for (const table of ['photos', 'timestamp_batches', 'photo_markups'])
    await client.query(`vacuum analyze ${table}`);
}

runMain(async () => {
  const flags = readFlags();
  const photos = numberFlag(flags, 'photos', 10_000);
  const runs = numberFlag(flags, 'runs', 300);
  const marked = flags.has('marked');

  const database = await createScratchDatabase('gallery');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rentproof-explain-gallery-'));
  onCleanUp(() => rmSync(dataDir, { recursive: true, force: true }));
  const { userId } = await seed({ databaseUrl: database.url, dataDir, rows: Math.min(photos, 1000), photos });

  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  onCleanUp(() => client.end());
  if (marked) await markPhotos(client, userId);

  // listPhotos on a connection of its own, its statements caught on their way out.
  const caught: { text: string; values: unknown[] }[] = [];
  const catcher = new pg.Client({ connectionString: database.url });
  await catcher.connect();
  const logged = drizzle(catcher, {
    logger: { logQuery: (text, values) => caught.push({ text, values }) },
  }) as unknown as Db;
  const catchPage = async (name: string, cursor?: { at: Date; id: string }) => {
    caught.length = 0;
    const page = await listPhotos(logged, userId, {}, { cursor, limit: 50 });
    const [query] = caught;
    if (!query || caught.length !== 1) throw new Error(`listPhotos sent ${caught.length} statements`);
    return { page, query: { name, ...query } };
  };
  const first = await catchPage('gallery_first');
  const second = await catchPage('gallery_second', decodeCursor(first.page.nextCursor ?? undefined));
  const { rows: halfway } = await client.query<{ received_at: Date; id: string }>(
    `select received_at, id from photos where user_id = $1
     order by received_at desc, id desc offset $2 limit 1`,
    [userId, Math.floor(photos / 2)],
  );
  const middle = halfway[0]
    ? await catchPage('gallery_halfway', { at: halfway[0].received_at, id: halfway[0].id })
    : undefined;
  await catcher.end();

  const pages = [first, second, ...(middle ? [middle] : [])].map(({ query }) => query);
  const queries = pages.flatMap((query) => [query, withoutJoins(query)]);
  // Past the five custom plans, PostgreSQL settles on the plan the app's pool then runs.
  for (const query of queries) for (let i = 0; i < 6; i++) await client.query(query);

  const roundTrips = new Map<string, number[]>(queries.map((query) => [query.name, []]));
  const executions = new Map<string, number[]>(queries.map((query) => [query.name, []]));
  for (let run = 0; run < runs; run++) {
    for (const query of queries) {
      const started = performance.now();
      await client.query(query);
      roundTrips.get(query.name)?.push(performance.now() - started);
      if (run % 10 === 0) {
        executions.get(query.name)?.push(executionMs(await explain(client, query, 'analyze, timing off')));
      }
    }
  }

  console.log(
    `database: ${database.name}, ${photos} photos${marked ? ', all stamped, one in ten marked up' : ''}`,
  );
  for (const query of pages) {
    console.log(`\n${query.name}: ${query.text}\nparameters: ${JSON.stringify(query.values)}`);
    console.log((await explain(client, query, 'analyze, buffers')).join('\n'));
    const bare = withoutJoins(query);
    const bareTotals = (await explain(client, bare, 'analyze, buffers'))
      .filter((line) => /^\s*Buffers:/.test(line))
      .at(0);
    console.log(`without the markup and timestamp joins:${bareTotals ?? ''}`);
  }
  console.log(`\nmedian of ${runs} round trips (ms) and of ${Math.ceil(runs / 10)} execution times (ms):`);
  for (const query of pages) {
    const bare = withoutJoins(query).name;
    const cell = (name: string) =>
      `${median(roundTrips.get(name) ?? []).toFixed(3)} / ${median(executions.get(name) ?? []).toFixed(3)}`;
    const ratio = (samples: Map<string, number[]>) =>
      (median(samples.get(query.name) ?? []) / median(samples.get(bare) ?? [])).toFixed(2);
    console.log(
      `${query.name.padEnd(16)} with joins ${cell(query.name)}, without ${cell(bare)}: ` +
        `${ratio(roundTrips)}× the round trip, ${ratio(executions)}× the execution`,
    );
  }
});
