import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import type { Database } from '#server/platform/db/database';
import type { Logger } from '#server/platform/lib/logger';

export type JobQueue = PgBoss;

/** pg-boss's tables live in a schema of their own, beside ours and never in a Drizzle migration. */
export const JOB_SCHEMA = 'pgboss';

/**
 * How often each worker asks for work and the clock is checked (tests shorten them); `schedule` and
 * `supervise` off for a process that only reads the queue (scripts/list-failed-jobs.ts).
 */
export type JobQueueOptions = Pick<
  PgBoss.ConstructorOptions,
  | 'pollingIntervalSeconds'
  | 'cronMonitorIntervalSeconds'
  | 'cronWorkerIntervalSeconds'
  | 'schedule'
  | 'supervise'
>;

const DEFAULTS = {
  schema: JOB_SCHEMA,
  // Our jobs run every minute or hour: a job waiting up to ten seconds for a worker costs nothing,
  // and on PGlite every poll is a turn of the one connection the requests share.
  pollingIntervalSeconds: 10,
  // Expiry, archiving and deletion once every two minutes across all processes (pg-boss's
  // default); the job counts it can emit every interval are not wanted, so that monitor stays off.
  maintenanceIntervalSeconds: 120,
} satisfies PgBoss.ConstructorOptions;

/**
 * pg-boss on the app's database, started (its schema created or migrated on the way). On
 * PostgreSQL it opens a small pool of its own, so its polling and maintenance never hold a
 * connection a request waits for, nor run under the request pool's statement limit. PGlite has one
 * connection, reached through an adapter (`pgliteAdapter`).
 */
export async function openJobQueue(
  database: Database,
  logger: Logger,
  options: JobQueueOptions = {},
): Promise<JobQueue> {
  const pglite = database.kind === 'pglite' ? pgliteAdapter(pgliteClientOf(database)) : undefined;
  const connection = pglite
    ? { db: pglite }
    : { connectionString: postgresUrlOf(database), ...POSTGRES_POOL };
  const queue = new PgBoss({ ...DEFAULTS, ...connection, ...options });
  // pg-boss reports the failures of its background upkeep (maintenance, cron, a lost connection) as
  // events; an 'error' event nobody listens to would end the process.
  queue.on('error', (error) => logger.error({ err: error }, 'The job queue reported an error'));
  if (pglite) queue.on('stopped', pglite.close);
  await queue.start();
  return queue;
}

// Spread into the options rather than written there: pg-boss hands its whole configuration to
// pg.Pool, but its types do not list the pool's own settings. Opening a connection gets as long as
// a request's does (database.ts), so that a database that stopped answering fails fast.
const POSTGRES_POOL = { max: 3, connectionTimeoutMillis: 2_000, application_name: 'rentproof-jobs' };

function postgresUrlOf(database: Database): string {
  if (!database.url) throw new Error('The job queue on PostgreSQL needs the database URL');
  return database.url;
}

/** Drizzle keeps the client it was built on; database.ts built the PGlite one with a PGlite client. */
function pgliteClientOf(database: Database): PGlite {
  return (database.db as unknown as { $client: PGlite }).$client;
}

/**
 * pg-boss's `executeSql` on PGlite. A statement with values is one query. Without values the text
 * may hold several statements (schema changes, maintenance), pg-boss wrapping some in its own
 * BEGIN … COMMIT: PostgreSQL ends such a block when a statement in it fails, PGlite leaves its one
 * connection in an aborted transaction that would fail every request after it. So the text runs
 * inside PGlite's own transaction, which is rolled back before any other query may use the
 * connection, and which lasts only as long as the text does (no other await inside it).
 * Once the queue has stopped, a statement it still sends (the completion of a job that was being
 * fetched or run) is not run, and answers nothing, as pg-boss's own pool does: the database may be
 * closing.
 */
function pgliteAdapter(client: PGlite) {
  let open = true;
  return {
    async executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
      // No result at all, as pg-boss's own pool gives once closed (its types do not say so, hence
      // the cast): an empty one is read as a row count, and reading its first row threw out of a
      // job's completion, ending the process.
      if (!open) return undefined as unknown as { rows: unknown[] };
      if (values?.length) return client.query(text, values);
      const results = await client.transaction((tx) => tx.exec(text));
      return results.at(-1) ?? { rows: [] };
    },
    close() {
      open = false;
    },
  };
}
