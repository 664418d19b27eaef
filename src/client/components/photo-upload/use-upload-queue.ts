import { useRef, useState } from 'react';
import {
  PHOTO_CONTENT_TYPES,
  PHOTO_MAX_BYTES,
  PHOTO_MESSAGES,
  type PhotoFields,
} from '#shared/photos/photo-schemas';
import { ApiError, errorMessage, newIdempotencyKey } from '#client/lib/api-client';
import { uploadPhoto } from './upload-photo';
import type { QueuedFile } from './upload-queue';

// Two at a time keeps a phone's connection busy without starving each upload.
const PARALLEL_UPLOADS = 2;

/** Checked before sending so the person hears at once; the server checks the bytes again. */
function precheck(file: File): string | undefined {
  if (!(PHOTO_CONTENT_TYPES as readonly string[]).includes(file.type)) return PHOTO_MESSAGES.unsupportedType;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_MESSAGES.tooLarge;
  return undefined;
}

/** The photos chosen for one submission and their uploads. */
export function useUploadQueue() {
  const [items, setItems] = useState<QueuedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  // One key per photo, kept when the connection failed (the photo may have been stored), so
  // retrying it cannot store it twice; dropped once the server answered.
  const keys = useRef(new Map<string, string>());
  const keyFor = (id: string) => {
    const key = keys.current.get(id) ?? newIdempotencyKey();
    keys.current.set(id, key);
    return key;
  };
  const update = (id: string, patch: Partial<QueuedFile>) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...patch } : item)));

  const add = (files: File[]) =>
    setItems((current) => [
      ...current.filter((item) => item.status !== 'done'),
      ...files.map((file) => {
        const error = precheck(file);
        return {
          id: crypto.randomUUID(),
          file,
          progress: 0,
          status: error ? ('failed' as const) : ('waiting' as const),
          error,
        };
      }),
    ]);

  /** Uploads every waiting photo; resolves with how many succeeded and failed. */
  const uploadAll = async (fields: PhotoFields) => {
    const pending = items.filter(
      (item) => item.status === 'waiting' || (item.status === 'failed' && !precheck(item.file)),
    );
    setUploading(true);
    let succeeded = 0;
    let failed = 0;
    const next = async (): Promise<void> => {
      const item = pending.shift();
      if (!item) return;
      update(item.id, { status: 'uploading', progress: 0, error: undefined });
      try {
        await uploadPhoto(fields, item.file, (progress) => update(item.id, { progress }), keyFor(item.id));
        keys.current.delete(item.id);
        update(item.id, { status: 'done', progress: 1 });
        succeeded += 1;
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 0)) keys.current.delete(item.id);
        update(item.id, { status: 'failed', error: errorMessage(error) });
        failed += 1;
      }
      return next();
    };
    await Promise.all(Array.from({ length: PARALLEL_UPLOADS }, next));
    setUploading(false);
    return { succeeded, failed };
  };

  return {
    items,
    uploading,
    add,
    uploadAll,
    remove: (id: string) => setItems((current) => current.filter((item) => item.id !== id)),
    clear: () => setItems([]),
    hasWaiting: items.some(
      (item) => item.status === 'waiting' || (item.status === 'failed' && !precheck(item.file)),
    ),
  };
}
