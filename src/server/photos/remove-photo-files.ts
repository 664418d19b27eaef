import type { FileStore } from '#server/platform/files/file-store';

/** Deletes the folders of photos whose rows are already gone. */
export async function removePhotoFiles(files: FileStore, storageKeys: string[]) {
  await Promise.all(storageKeys.map((key) => files.deletePrefix(key)));
}
