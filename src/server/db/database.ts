import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
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

export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations; safe when several processes start at once. */
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

// Beside this module in src/server/db, and copied beside the bundle in dist/server by the build.
export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any constant works: it only has to be the same in every process of the app.
const MIGRATION_LOCK_KEY = 7_253_001;

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
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
    async migrate() {
      // The migrator takes no lock of its own: hold an advisory lock on one connection.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

/** The embedded database. `dataDir` undefined keeps it in memory (tests). */
export async function openPglite(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob } = {},
): Promise<Database> {
  const releaseLock = dataDir ? lockDataDir(dataDir) : () => {};
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
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
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

/**
 * PGlite has no guard against a second process opening the same directory, and writes were lost
 * when that happened: a lock file holding our pid refuses the second opener.
 */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, '..', `${path.basename(dataDir)}.lock`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockFile, 'utf8'));
      if (isAlive(holder)) {
        throw new Error(
          `The database in ${dataDir} is in use by process ${holder}. Stop it, or set DATABASE_URL to share a PostgreSQL server between processes.`,
          { cause: error },
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
