import { createReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are relative paths such as `users/{userId}/photos/{id}`; every
 * file of a user sits under `users/{userId}/` so that deleting an account removes them all.
 */
export type FileStore = {
  put(key: string, data: Uint8Array): Promise<void>;
  read(key: string): Readable;
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
};

export const userFilesPrefix = (userId: string) => `users/${userId}/`;

export function createLocalFileStore(root: string): FileStore {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep))
      throw new Error(`File key escapes the store: ${key}`);
    return full;
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    read: (key) => createReadStream(resolve(key)),
    delete: (key) => rm(resolve(key), { force: true }),
    deletePrefix: (prefix) => rm(resolve(prefix), { recursive: true, force: true }),
  };
}
