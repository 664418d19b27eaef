import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';

export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's connection URL, for what needs a connection of its own (LISTEN). */
  url?: string;
  /** Applies the committed migrations; safe when several processes start at once. */
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  /** The pool's connections by state (PostgreSQL only: PGlite is one connection in the process). */
  connections?: () => { busy: number; idle: number; waiting: number };
  close(): Promise<void>;
};

// Beside this module in src/server/platform/db, and copied beside the bundle in dist/server by the build.
export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any constant works: it only has to be the same in every process of the app.
const MIGRATION_LOCK_KEY = 7_253_001;

/**
 * With the database unreachable a request must fail fast (503) rather than hang: a connection gets
 * this long to open, and a statement this long to run (the app's queries take milliseconds; a
 * report's aggregates well under a second). The client-side limit covers a server that stopped
 * answering on an open connection.
 */
const POOL_TIMEOUTS = {
  connectionTimeoutMillis: 2_000,
  statement_timeout: 10_000,
  query_timeout: 12_000,
  keepAlive: true,
};

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, ...POOL_TIMEOUTS });
  // A connection the server ends (a restart, an administrator, a dropped test database) reports an
  // error event, also while idle or already closing; unheard, that event would end the process. A
  // query in flight still fails on its own promise, and the pool opens a new connection next time.
  const ignoreLostConnection = () => undefined;
  pool.on('error', ignoreLostConnection);
  pool.on('connect', (client) => client.on('error', ignoreLostConnection));
  const db = drizzlePg(pool) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    url,
    async migrate() {
      // The migrator takes no lock of its own: hold an advisory lock on one connection. Its own
      // connection, without the pool's timeouts: waiting for another process's migration, or
      // building an index on a large table, takes as long as it takes.
      const client = new pg.Client({ connectionString: url });
      client.on('error', ignoreLostConnection);
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        await client.end();
      }
    },
    ping: () => ping(db),
    connections: () => ({
      busy: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: () => pool.end(),
  };
}

/** The embedded database. `dataDir` undefined keeps it in memory (tests). */
export async function openPglite(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob } = {},
): Promise<Database> {
  const releaseLock = dataDir ? await lockDataDir(dataDir) : async () => {};
  try {
    const client = await PGlite.create({ dataDir, loadDataDir: options.loadDataDir });
    const db = drizzlePglite(client) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
      ping: () => ping(db),
      async close() {
        await client.close();
        await releaseLock();
      },
    };
  } catch (error) {
    await releaseLock();
    throw error;
  }
}

export function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite(path.join(config.dataDir, 'pglite'));
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

// Connection failures: refused, reset, unreachable or timed out; pg's own errors for a connection
// that dropped or never opened; and SQLSTATE class 08 (connection exception), 57P01-57P03 (the
// server is shutting down or starting) and 57014 (a statement cancelled by statement_timeout).
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '57014',
]);
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|timeout expired|Query read timeout|Client has encountered a connection error|terminating connection)/;

/**
 * Whether an error, or any error it was caused by (Drizzle and better-auth wrap the driver's), says
 * the database cannot be reached right now rather than that the query was wrong.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    const code = String((cause as NodeJS.ErrnoException).code ?? '');
    if (UNAVAILABLE_CODES.has(code) || code.startsWith('08') || UNAVAILABLE_MESSAGES.test(cause.message))
      return true;
    if (cause instanceof AggregateError && cause.errors.some(isDatabaseUnavailable)) return true;
    cause = cause.cause;
  }
  return false;
}
