import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_DIR, openPostgres } from '../../src/server/db/database';

export const TEMPLATE_DATABASE = 'rentproof_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
  }
}

/**
 * Migrates once for the whole run. On PGlite (the default) the migrated data directory is dumped
 * and every test file starts from it; with TEST_DATABASE_URL a template database is migrated and
 * every test file copies it (CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const stale = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname = $1 or datname like 'rentproof_test_%'`,
      [TEMPLATE_DATABASE],
    );
    for (const { datname } of stale.rows)
      await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.query(`create database "${TEMPLATE_DATABASE}"`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
    const template = await openPostgres(templateUrl.toString());
    await template.migrate();
    await template.close();
    await admin.end();
    project.provide('pgliteDump', '');
    return;
  }
  const client = await PGlite.create();
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(tmpdir(), `rentproof-test-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
}
