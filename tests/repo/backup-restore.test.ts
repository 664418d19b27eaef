import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from '#server/platform/db/data-dir-lock';
import { openPglite } from '#server/platform/db/database';

// `npm run backup` and `npm run restore` (scripts/backup.ts, scripts/restore.ts) on the embedded
// default's DATA_DIR, run as a person runs them: tsx in a process of its own.

const TSX = path.resolve('node_modules/.bin/tsx');
const PHOTO_KEY = 'users/u1/photos/p1/original';

let root = '';
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = '';
});

function scratch() {
  root = mkdtempSync(path.join(tmpdir(), 'backup-restore-'));
  return { dataDir: path.join(root, 'data'), archive: path.join(root, 'backup.tar.gz') };
}

function run(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(TSX, [`scripts/${script}.ts`, ...args], {
      // An empty variable counts as unset, as in the server's configuration.
      env: { ...process.env, DATABASE_URL: '', S3_BUCKET: '', INIT_CWD: '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A data directory standing in for one (a database folder the scripts recognise, and a file). */
function writeDataDir(dataDir: string, marker: string) {
  mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
  writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '17\n');
  mkdirSync(path.join(dataDir, 'files', 'users'), { recursive: true });
  writeFileSync(path.join(dataDir, 'files', 'users', 'marker'), marker);
}

/**
 * Every entry under `dir`, each file with its size and last change: what "changes nothing" compares.
 * A folder's own time is left out: asking for the lock makes and removes a folder beside it.
 */
function snapshot(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((entry) => {
      const stat = statSync(path.join(dir, entry));
      return stat.isDirectory() ? `${entry}/` : `${entry} ${stat.size} ${stat.mtimeMs}`;
    });
}

// Each case starts tsx in processes of its own: sized for a busy two-core machine.
describe('npm run backup and npm run restore', { timeout: 180_000 }, () => {
  it('bring back the database and the files byte for byte', { timeout: 300_000 }, async () => {
    const { dataDir, archive } = scratch();
    const database = await openPglite(path.join(dataDir, 'pglite'));
    await database.db.execute(sql`create table notes (id int primary key, body text not null)`);
    await database.db.execute(sql`insert into notes values (1, 'Moved in; the radiator leaks.')`);
    await database.close();
    const photo = randomBytes(300_000);
    mkdirSync(path.dirname(path.join(dataDir, 'files', PHOTO_KEY)), { recursive: true });
    writeFileSync(path.join(dataDir, 'files', PHOTO_KEY), photo);
    writeFileSync(path.join(dataDir, 'auth-secret'), 'the-auth-secret');

    const backup = await run('backup', [archive], { DATA_DIR: dataDir });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(existsSync(archive)).toBe(true);

    rmSync(dataDir, { recursive: true });
    const restore = await run('restore', [archive], { DATA_DIR: dataDir });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);

    expect(readFileSync(path.join(dataDir, 'files', PHOTO_KEY)).equals(photo)).toBe(true);
    expect(readFileSync(path.join(dataDir, 'auth-secret'), 'utf8')).toBe('the-auth-secret');
    const reopened = await openPglite(path.join(dataDir, 'pglite'));
    try {
      const { rows } = (await reopened.db.execute(sql`select id, body from notes`)) as unknown as {
        rows: unknown[];
      };
      expect(rows).toEqual([{ id: 1, body: 'Moved in; the radiator leaks.' }]);
    } finally {
      await reopened.close();
    }
  });

  it('refuses to back up while a server holds the data directory, and changes nothing', async () => {
    const { dataDir, archive } = scratch();
    writeDataDir(dataDir, 'live');
    const release = await lockDataDir(path.join(dataDir, 'pglite'));
    try {
      const before = snapshot(root);
      const backup = await run('backup', [archive], { DATA_DIR: dataDir });
      expect(backup.code).toBe(1);
      expect(backup.stderr).toContain(
        'Rentproof is running on this data directory: stop it first, or back up PostgreSQL with pg_dump and the file store with its own tools (docs/deployment.md)',
      );
      expect(snapshot(root)).toEqual(before);
    } finally {
      await release();
    }
  });

  it('restores over existing data only with --force, which moves it aside', async () => {
    const { dataDir, archive } = scratch();
    writeDataDir(dataDir, 'backed up');
    expect((await run('backup', [archive], { DATA_DIR: dataDir })).code).toBe(0);
    writeFileSync(path.join(dataDir, 'files', 'users', 'marker'), 'changed since');

    const refused = await run('restore', [archive], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('is not empty (files, pglite)');
    expect(readFileSync(path.join(dataDir, 'files', 'users', 'marker'), 'utf8')).toBe('changed since');

    const forced = await run('restore', [archive, '--force'], { DATA_DIR: dataDir });
    expect(forced.code).toBe(0);
    expect(readFileSync(path.join(dataDir, 'files', 'users', 'marker'), 'utf8')).toBe('backed up');
    const aside = readdirSync(root).filter((entry) => entry.startsWith('data.before-restore-'));
    expect(aside).toHaveLength(1);
    expect(readFileSync(path.join(root, aside[0]!, 'files', 'users', 'marker'), 'utf8')).toBe(
      'changed since',
    );
  });

  it('points to PostgreSQL and S3 backups when the data is not embedded', async () => {
    const { dataDir, archive } = scratch();
    writeDataDir(dataDir, 'live');
    const backup = await run('backup', [archive], {
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://rentproof@db.example.com/rentproof',
    });
    expect(backup.code).toBe(1);
    expect(backup.stderr).toContain('DATABASE_URL is set');
    expect(backup.stderr).toContain('docs/deployment.md');
    expect(existsSync(archive)).toBe(false);
  });
});
