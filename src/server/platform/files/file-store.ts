import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { constants } from 'node:fs';
import { access, type FileHandle, mkdir, open, opendir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are relative paths such as `users/{userId}/photos/{id}/original`;
 * every file of a user sits under `users/{userId}/` so that deleting an account removes them all.
 */
export type FileStore = {
  /** Stores the whole file or nothing under `key`; the file survives a crash once this resolves. */
  put(key: string, data: Uint8Array): Promise<void>;
  /** As `put`, from chunks read one at a time (a large file never whole in memory); resolves to its size. */
  putStream(key: string, chunks: AsyncIterable<Uint8Array>): Promise<number>;
  /** The file as a web stream with its size, or null when there is no such file. */
  open(key: string): Promise<{ stream: ReadableStream<Uint8Array>; size: number } | null>;
  /**
   * Bytes `start` to `end` (both included, within the file) of the file as a web stream, or null
   * when there is no such file: an HTTP range request (range-response.ts).
   */
  openRange(key: string, start: number, end: number): Promise<ReadableStream<Uint8Array> | null>;
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
  /**
   * Every file under `prefix` with its last change, the files of one folder one after another (as
   * an S3 listing gives them). Unfinished writes are listed too: see `isUnfinishedWrite`.
   */
  list(prefix: string): AsyncIterable<StoredFile>;
  /** Throws when the store cannot take a file now (the readiness check, GET /api/ready). */
  check(): Promise<void>;
};

export type StoredFile = { key: string; lastModified: Date };

/** The disk (or quota) is full: nothing was stored. */
export class StorageFullError extends Error {
  override name = 'StorageFullError';
}

export const userFilesPrefix = (userId: string) => `users/${userId}/`;

// A file is written under this suffix and renamed into place, so a crash never leaves half a file
// under its real name. One left behind belongs to a write that never finished.
const UNFINISHED_SUFFIX = '.partial';

export const isUnfinishedWrite = (key: string) => key.endsWith(UNFINISHED_SUFFIX);

/** The key an unfinished write was meant to become. */
export const finishedKey = (key: string) =>
  isUnfinishedWrite(key)
    ? key.slice(0, key.lastIndexOf('.', key.length - UNFINISHED_SUFFIX.length - 1))
    : key;

const NO_ROOM_CODES = new Set(['ENOSPC', 'EDQUOT']);

export function createLocalFileStore(root: string): FileStore {
  const base = path.resolve(root);
  const resolve = (key: string) => {
    const full = path.resolve(base, key);
    if (!full.startsWith(base + path.sep)) throw new Error(`File key escapes the store: ${key}`);
    return full;
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      const folder = path.dirname(file);
      const firstCreated = await mkdir(folder, { recursive: true });
      const draft = `${file}.${randomBytes(8).toString('hex')}${UNFINISHED_SUFFIX}`;
      try {
        await writeDurably(draft, data);
        await rename(draft, file);
        // The new name, and any folder made for it, must reach the disk too.
        await syncFolders(folder, firstCreated);
      } catch (error) {
        await rm(draft, { force: true });
        if (NO_ROOM_CODES.has((error as NodeJS.ErrnoException).code ?? '')) {
          throw new StorageFullError(`No room to store ${key}`, { cause: error });
        }
        throw error;
      }
    },
    async putStream(key, chunks) {
      const file = resolve(key);
      const folder = path.dirname(file);
      const firstCreated = await mkdir(folder, { recursive: true });
      const draft = `${file}.${randomBytes(8).toString('hex')}${UNFINISHED_SUFFIX}`;
      try {
        const size = await writeStreamDurably(draft, chunks);
        await rename(draft, file);
        await syncFolders(folder, firstCreated);
        return size;
      } catch (error) {
        await rm(draft, { force: true });
        if (NO_ROOM_CODES.has((error as NodeJS.ErrnoException).code ?? '')) {
          throw new StorageFullError(`No room to store ${key}`, { cause: error });
        }
        throw error;
      }
    },
    async open(key) {
      const file = resolve(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return {
        stream: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
        size: info.size,
      };
    },
    async openRange(key, start, end) {
      const file = resolve(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream<Uint8Array>;
    },
    delete: (key) => rm(resolve(key), { force: true }),
    deletePrefix: (prefix) => rm(resolve(prefix), { recursive: true, force: true }),
    list: (prefix) => listFiles(base, resolve(prefix)),
    async check() {
      await mkdir(base, { recursive: true });
      await access(base, constants.W_OK);
    },
  };
}

async function writeDurably(file: string, data: Uint8Array) {
  const handle = await open(file, 'wx');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function writeStreamDurably(file: string, chunks: AsyncIterable<Uint8Array>) {
  const handle = await open(file, 'wx');
  let size = 0;
  try {
    for await (const chunk of chunks) {
      // writeFile writes the whole chunk from the current position (write may write part of it).
      await handle.writeFile(chunk);
      size += chunk.byteLength;
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
  return size;
}

/** fsyncs `folder` and, when `firstCreated` is set, the parents of every folder just made. */
async function syncFolders(folder: string, firstCreated: string | undefined) {
  const folders = [folder];
  if (firstCreated) {
    for (let made = folder; made !== path.dirname(firstCreated); made = path.dirname(made)) {
      folders.push(path.dirname(made));
    }
  }
  for (const each of folders) {
    let handle: FileHandle | undefined;
    try {
      handle = await open(each, 'r');
      await handle.sync();
    } finally {
      await handle?.close();
    }
  }
}

async function* listFiles(base: string, folder: string): AsyncGenerator<StoredFile> {
  let entries;
  try {
    entries = await opendir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const names: { name: string; isDirectory: boolean }[] = [];
  for await (const entry of entries) {
    if (entry.isDirectory() || entry.isFile())
      names.push({ name: entry.name, isDirectory: entry.isDirectory() });
  }
  names.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of names) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory) {
      yield* listFiles(base, full);
      continue;
    }
    // Removed since the folder was read (a delete running alongside): not a file any more.
    const info = await stat(full).catch(() => null);
    if (!info) continue;
    yield { key: path.relative(base, full).split(path.sep).join('/'), lastModified: info.mtime };
  }
}
