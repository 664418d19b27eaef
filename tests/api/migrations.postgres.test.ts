import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { MIGRATIONS_DIR, openPostgres } from '#server/platform/db/database';

// Only in the PostgreSQL run: several processes starting together on a new database, as a
// deployment's first start does, each applying the migrations (database.ts, under an advisory lock).

const adminUrl = process.env.TEST_DATABASE_URL ?? '';
let url: string;
let name: string;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  const postgres = inject('postgres');
  if (!postgres) throw new Error('This file runs in the PostgreSQL run (npm run test:postgres)');
  name = `${postgres.prefix}migrate_${randomBytes(4).toString('hex')}`;
  await admin(`create database "${name}"`);
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  url = target.toString();
});
afterAll(() => admin(`drop database if exists "${name}" with (force)`));

describe('migrations when several processes start at once', () => {
  it('are applied once, each of them, whichever process gets there first', async () => {
    const processes = await Promise.all(Array.from({ length: 4 }, () => openPostgres(url)));
    try {
      await Promise.all(processes.map((database) => database.migrate()));
    } finally {
      await Promise.all(processes.map((database) => database.close()));
    }
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ count: number; distinct: number }>(
        'select count(*)::int as count, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
      );
      expect(rows[0]).toEqual({ count: journal.entries.length, distinct: journal.entries.length });
    } finally {
      await client.end();
    }
  });
});
