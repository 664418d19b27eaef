import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_DIR, openPostgres } from '#server/platform/db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data directory, dumped: each test file loads its own copy. */
    pgliteDump: string;
    /** With TEST_DATABASE_URL: the migrated template, and the prefix of every copy of it. */
    postgres: { template: string; prefix: string } | null;
  }
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CACHE_DIR = path.join(ROOT, 'node_modules/.cache/rentproof-api-tests');
const DATABASE_PREFIX = 'rentproof_test_';
const RUN_MARKER = 'rentproof-test-run-';

/**
 * Migrates once for the whole run. On PGlite (the default) the migrated data directory is dumped
 * and every test file starts from it; with TEST_DATABASE_URL a template database is migrated and
 * every test file copies it (CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const run = await startPostgresRun(url);
    project.provide('pgliteDump', '');
    project.provide('postgres', { template: run.template, prefix: run.prefix });
    return run.finish;
  }
  project.provide('pgliteDump', await migratedPgliteDump());
  project.provide('postgres', null);
}

/**
 * A fresh PGlite costs seconds of CPU to initialise and migrate, so the dump is kept between runs,
 * keyed by everything that shapes it: the migrations and the PGlite and Drizzle versions.
 */
async function migratedPgliteDump(): Promise<string> {
  const key = createHash('sha256');
  for (const name of ['@electric-sql/pglite', 'drizzle-orm']) {
    key.update(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json')));
  }
  for (const file of listFiles(MIGRATIONS_DIR)) {
    key.update(path.relative(MIGRATIONS_DIR, file)).update(readFileSync(file));
  }
  const file = path.join(CACHE_DIR, `pglite-${key.digest('hex').slice(0, 16)}.tar`);
  try {
    statSync(file);
    return file;
  } catch {
    // Not cached yet: build it below.
  }
  const client = await PGlite.create();
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  const dump = await client.dumpDataDir('none');
  await client.close();
  mkdirSync(CACHE_DIR, { recursive: true });
  pruneOldDumps(file);
  // Written aside and renamed, so a run starting at the same moment never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return file;
}

/** Dumps of older migrations; one used by a run in progress is at most minutes old. */
function pruneOldDumps(keep: string) {
  const hourAgo = Date.now() - 60 * 60 * 1000;
  for (const name of readdirSync(CACHE_DIR)) {
    const file = path.join(CACHE_DIR, name);
    if (file !== keep && statSync(file).mtimeMs < hourAgo) rmSync(file, { force: true });
  }
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full) : [full];
    });
}

/**
 * Several people may run the suite against one server at once, so every database of a run carries
 * the run's id, and the run holds a connection named after it until the end. Databases whose run
 * has no such connection were left by a run that crashed: they are dropped.
 */
async function startPostgresRun(url: string) {
  const runId = randomBytes(4).toString('hex');
  const prefix = `${DATABASE_PREFIX}${runId}_`;
  const template = `${prefix}template`;
  const admin = new pg.Client({ connectionString: url, application_name: `${RUN_MARKER}${runId}` });
  await admin.connect();
  await dropDatabases(admin, await abandonedDatabases(admin));

  await admin.query(`create database "${template}"`);
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${template}`;
  const database = await openPostgres(templateUrl.toString());
  await database.migrate();
  await database.close();

  return {
    template,
    prefix,
    async finish() {
      const ours = await admin.query<{ datname: string }>(
        `select datname from pg_database where starts_with(datname, $1)`,
        [prefix],
      );
      await dropDatabases(
        admin,
        ours.rows.map((row) => row.datname),
      );
      await admin.end();
    },
  };
}

async function abandonedDatabases(admin: pg.Client): Promise<string[]> {
  const live = await admin.query<{ application_name: string }>(
    `select distinct application_name from pg_stat_activity where starts_with(application_name, $1)`,
    [RUN_MARKER],
  );
  const liveRuns = new Set(live.rows.map((row) => row.application_name.slice(RUN_MARKER.length)));
  const all = await admin.query<{ datname: string }>(
    `select datname from pg_database where starts_with(datname, $1)`,
    [DATABASE_PREFIX],
  );
  return all.rows
    .map((row) => row.datname)
    .filter((name) => !liveRuns.has(name.slice(DATABASE_PREFIX.length).split('_')[0] ?? ''));
}

async function dropDatabases(admin: pg.Client, names: string[]) {
  for (const name of names) await admin.query(`drop database if exists "${name}" with (force)`);
}
