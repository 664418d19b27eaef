// `npm run restore -- <file.tar.gz> [--force]`: puts an archive made by `npm run backup` back into
// DATA_DIR while no server runs on it. A data directory that holds anything is left alone unless
// --force, which first moves its contents aside to <DATA_DIR>.before-restore-<time>.
//
// The archive is unpacked beside DATA_DIR first and moved in only once whole, so a damaged archive
// changes nothing. The lock's socket stays where it is throughout: a server starting meanwhile finds
// the data directory taken.
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DATABASE_FOLDER,
  lockEmbeddedData,
  readEmbeddedDataDir,
  Refusal,
  resolveArgument,
  runScript,
  runTar,
} from './backup.ts';

// The lock (a socket) and the folder that guards taking it, beside the database folder.
const LOCK_ENTRIES = new Set([`${DATABASE_FOLDER}.lock`, `${DATABASE_FOLDER}.lock.gate`]);

/** What DATA_DIR holds besides the lock; the empty database folder taking the lock makes is nothing. */
async function listContents(dataDir: string) {
  const entries = (await readdir(dataDir)).filter((entry) => !LOCK_ENTRIES.has(entry));
  const databaseFolder = path.join(dataDir, DATABASE_FOLDER);
  const databaseEmpty = !existsSync(databaseFolder) || (await readdir(databaseFolder)).length === 0;
  return entries.filter((entry) => entry !== DATABASE_FOLDER || !databaseEmpty);
}

async function moveEntries(from: string, to: string, entries: string[]) {
  for (const entry of entries) await rename(path.join(from, entry), path.join(to, entry));
}

async function restore(args: string[]) {
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0]!.startsWith('-')) {
    throw new Refusal('Usage: npm run restore -- <file.tar.gz> [--force]');
  }
  const archive = resolveArgument(files[0]!);
  if (!existsSync(archive)) throw new Refusal(`${archive} does not exist.`);
  const dataDir = readEmbeddedDataDir('restore');

  const release = await lockEmbeddedData(
    dataDir,
    'Rentproof is running on this data directory: stop it before restoring a backup into it.',
  );
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const staging = `${dataDir}.restoring-${stamp}`;
  try {
    const contents = await listContents(dataDir);
    if (contents.length > 0 && !force) {
      throw new Refusal(
        `${dataDir} is not empty (${contents.join(', ')}): restoring into it would mix two sets of data.\n` +
          `Run again with --force to move its contents aside to ${dataDir}.before-restore-<time> first.`,
      );
    }

    await mkdir(staging);
    await runTar(['-xzf', archive, '-C', staging, '--no-same-owner']);
    if (!existsSync(path.join(staging, DATABASE_FOLDER, 'PG_VERSION'))) {
      throw new Refusal(
        `${archive} is not a Rentproof backup: it has no ${DATABASE_FOLDER}/ database folder.`,
      );
    }

    let aside: string | undefined;
    if (contents.length > 0) {
      aside = `${dataDir}.before-restore-${stamp}`;
      await mkdir(aside);
      await moveEntries(dataDir, aside, contents);
    }
    await rmdir(path.join(dataDir, DATABASE_FOLDER)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await moveEntries(staging, dataDir, await readdir(staging));
    console.log(`Restored ${archive} into ${dataDir}.`);
    if (aside) console.log(`What was there before is in ${aside}.`);
  } finally {
    await rm(staging, { recursive: true, force: true });
    await release();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runScript(() => restore(process.argv.slice(2)));
}
