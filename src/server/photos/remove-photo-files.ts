import type { FileStore } from '#server/files/file-store';

/** Deletes the folders of photos whose rows are already gone. */
export async function removePhotoFiles(files: FileStore, storageKeys: string[]) {
  await Promise.all(storageKeys.map((key) => files.deletePrefix(key)));
}
