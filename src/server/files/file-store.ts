import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are relative paths such as `users/{userId}/photos/{id}/original`;
 * every file of a user sits under `users/{userId}/` so that deleting an account removes them all.
 */
export type FileStore = {
  put(key: string, data: Uint8Array): Promise<void>;
  /** The file as a web stream with its size, or null when there is no such file. */
  open(key: string): Promise<{ stream: ReadableStream<Uint8Array>; size: number } | null>;
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
};

export const userFilesPrefix = (userId: string) => `users/${userId}/`;

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
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
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
    delete: (key) => rm(resolve(key), { force: true }),
    deletePrefix: (prefix) => rm(resolve(prefix), { recursive: true, force: true }),
  };
}
