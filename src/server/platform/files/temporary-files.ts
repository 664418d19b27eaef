import { mkdir, mkdtemp, opendir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Longer than any upload, export or bundle keeps its temporary files. */
export const TEMPORARY_MIN_AGE_MS = 60 * 60 * 1000;

/** Where a data folder keeps the temporary files of its processes. */
export const temporaryRootOf = (dataDir: string) => path.join(dataDir, 'tmp');

// One per process, as the data folder is: a crash leaves its files where the sweep of that data
// folder finds them, not in the system's temporary folder that nothing of ours cleans. Until the
// services name the data folder (a domain function called on its own), the system's is used.
let root = path.join(tmpdir(), 'rentproof');

/** Puts this process's temporary files under `DATA_DIR/tmp`. */
export function useTemporaryRootOf(dataDir: string) {
  root = temporaryRootOf(dataDir);
}

/** A new, empty folder of this process's own; whoever makes it removes it. */
export async function makeTemporaryFolder(prefix: string): Promise<string> {
  await mkdir(root, { recursive: true });
  return mkdtemp(path.join(root, `${prefix}-`));
}

/**
 * Removes what a process that died left under `root` (a half-built export, an upload cut short):
 * every entry not changed for `minAgeMs`. A folder counts as changed when anything in it is, so the
 * work of a run still going is safe. Resolves to the number of entries removed.
 */
export async function sweepTemporaryFiles(
  tmpRoot: string,
  options: { now: Date; minAgeMs?: number },
): Promise<number> {
  const cutoff = options.now.getTime() - (options.minAgeMs ?? TEMPORARY_MIN_AGE_MS);
  const folder = await opendir(tmpRoot).catch(() => null);
  if (!folder) return 0;
  let removed = 0;
  for await (const entry of folder) {
    const full = path.join(tmpRoot, entry.name);
    const newest = await newestChange(full).catch(() => null);
    if (newest === null || newest >= cutoff) continue;
    await rm(full, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

async function newestChange(file: string): Promise<number> {
  const info = await stat(file);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for await (const entry of await opendir(file)) {
    newest = Math.max(newest, await newestChange(path.join(file, entry.name)).catch(() => 0));
  }
  return newest;
}
