// `npm run backup -- <file.tar.gz>`: one archive of the embedded default's data (the PGlite
// database, the uploaded files, the generated auth secret and signing key), taken while no server
// runs on it. `npm run restore` puts such an archive back (scripts/restore.ts). PostgreSQL and S3
// have their own backups (docs/deployment.md, "Backups").
//
// A TypeScript file run by tsx, because it takes the data directory's lock with the server's own
// code (src/server/platform/db/data-dir-lock.ts): a backup of a database a server is writing to could be torn.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { lockDataDir } from '#server/platform/db/data-dir-lock';

/**
 * What the embedded default keeps in DATA_DIR (src/server/platform/config.ts and db/database.ts,
 * src/server/platform/services.ts).
 */
export const DATABASE_FOLDER = 'pglite';
const DATA_ENTRIES = [DATABASE_FOLDER, 'files', 'auth-secret', 'signing-key.pem'];

/** A reason to stop that the person can act on: printed alone, without a stack. */
export class Refusal extends Error {
  override name = 'Refusal';
}

/**
 * The data directory, as the server resolves it (DATA_DIR, default ./data, relative to the working
 * directory; an empty variable counts as unset). Refuses when the server's data is elsewhere.
 */
export function readEmbeddedDataDir(action: 'backup' | 'restore', env = process.env): string {
  const elsewhere = [
    env.DATABASE_URL &&
      "DATABASE_URL is set: the database is on a PostgreSQL server. Back it up with pg_dump or your provider's point-in-time recovery.",
    env.S3_BUCKET &&
      'S3_BUCKET is set: uploaded files are in object storage. Keep bucket versioning on, or copy the bucket with its own tools.',
  ].filter(Boolean);
  if (elsewhere.length > 0) {
    throw new Refusal(
      `The embedded ${action} does not apply here:\n  ${elsewhere.join('\n  ')}\nSee docs/deployment.md, "Backups".`,
    );
  }
  return path.resolve(env.DATA_DIR || './data');
}

/**
 * Takes the lock the server takes on the database folder; refuses, with `whileRunning`, when a
 * server holds it. Resolves to the function that releases it.
 */
export async function lockEmbeddedData(dataDir: string, whileRunning: string) {
  try {
    return await lockDataDir(path.join(dataDir, DATABASE_FOLDER));
  } catch (error) {
    // The one refusal of lockDataDir: anything else (permissions, a full disk) is reported as it is.
    if (error instanceof Error && error.message.includes('in use by another process')) {
      throw new Refusal(`${whileRunning}\n  (data directory: ${dataDir})`);
    }
    throw error;
  }
}

/** A path the person typed: npm runs scripts from the package root, so relative to where they were. */
export function resolveArgument(file: string) {
  return path.resolve(process.env.INIT_CWD || process.cwd(), file);
}

/** Runs the system tar (in every Debian image, ours included); rejects with its own message. */
export function runTar(args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const tar = spawn('tar', args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    tar.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    tar.once('error', reject);
    tar.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`tar ${args[0]} failed (exit ${code}):\n${errors.trim()}`));
    });
  });
}

/** Exits 1 with a refusal's message alone, or with anything else's stack. */
export function runScript(main: () => Promise<void>) {
  main().catch((error: unknown) => {
    console.error(
      error instanceof Refusal
        ? error.message
        : error instanceof Error
          ? (error.stack ?? error.message)
          : error,
    );
    process.exitCode = 1;
  });
}

async function backUp(args: string[]) {
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    throw new Refusal('Usage: npm run backup -- <file.tar.gz>');
  }
  const archive = resolveArgument(args[0]!);
  if (existsSync(archive)) throw new Refusal(`${archive} already exists: choose a new name for the backup.`);
  const dataDir = readEmbeddedDataDir('backup');
  if (!existsSync(path.join(dataDir, DATABASE_FOLDER, 'PG_VERSION'))) {
    throw new Refusal(`No embedded database in ${dataDir}: nothing to back up (is DATA_DIR right?).`);
  }

  const release = await lockEmbeddedData(
    dataDir,
    'Rentproof is running on this data directory: stop it first, or back up PostgreSQL with pg_dump and the file store with its own tools (docs/deployment.md)',
  );
  // Written under a temporary name, so an interrupted backup never looks like a finished one.
  const partial = `${archive}.partial`;
  try {
    const entries = DATA_ENTRIES.filter((entry) => existsSync(path.join(dataDir, entry)));
    await runTar(['-czf', partial, '-C', dataDir, ...entries]);
    await rename(partial, archive);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await release();
  }
  const { size } = await stat(archive);
  console.log(`Backed up ${dataDir} to ${archive} (${(size / 1024 / 1024).toFixed(1)} MB).`);
  console.log('It holds the auth secret and the signing key: keep it as private as the data directory.');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runScript(() => backUp(process.argv.slice(2)));
}
