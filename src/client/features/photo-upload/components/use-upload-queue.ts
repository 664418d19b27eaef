import { useRef, useState } from 'react';
import {
  PHOTO_CONTENT_TYPES,
  PHOTO_MAX_BYTES,
  PHOTO_MESSAGES,
  type PhotoFields,
} from '#shared/photos/photo-schemas';
import { ApiError, errorMessage, newIdempotencyKey } from '#client/lib/api-client';
import { type DeviceQueueEntry, enqueuePhotos, uploadClaimedPhoto } from '../api/device-queue';
import { sendQueuedPhoto, uploadPhoto } from '../api/upload-photo';
import type { QueuedFile } from './upload-queue';
import { requestPhotoSync } from './use-device-queue';

// Two at a time keeps a phone's connection busy without starving each upload.
const PARALLEL_UPLOADS = 2;

/** Checked before sending so the person hears at once; the server checks the bytes again. */
function precheck(file: File): string | undefined {
  if (!(PHOTO_CONTENT_TYPES as readonly string[]).includes(file.type)) return PHOTO_MESSAGES.unsupportedType;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_MESSAGES.tooLarge;
  return undefined;
}

/**
 * Keeps the photos on the device, claimed for this form, which sends them at once; by the chosen
 * photo's id. Without room on the device (or IndexedDB), the form sends them as before.
 */
async function keepOnDevice(
  userId: string,
  fields: PhotoFields,
  items: QueuedFile[],
): Promise<Map<string, DeviceQueueEntry>> {
  try {
    const entries = await enqueuePhotos(
      userId,
      fields,
      items.map((item) => item.file),
      { claimed: true },
    );
    void requestPhotoSync();
    return new Map(items.map((item, index) => [item.id, entries[index]!]));
  } catch {
    return new Map();
  }
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
      // A photo saved on the device uploads from there (waiting-uploads.tsx), not from the form.
      ...current.filter((item) => item.status !== 'done' && item.status !== 'saved'),
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

  /** Sends one photo straight from the form; a failure stays in the form, to send again. */
  const uploadFromForm = async (item: QueuedFile, fields: PhotoFields) => {
    try {
      await uploadPhoto(fields, item.file, (progress) => update(item.id, { progress }), keyFor(item.id));
      keys.current.delete(item.id);
      update(item.id, { status: 'done', progress: 1 });
      return 'succeeded' as const;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 0)) keys.current.delete(item.id);
      update(item.id, { status: 'failed', error: errorMessage(error) });
      return 'failed' as const;
    }
  };

  /** Sends one photo kept on the device; one the server did not answer stays there, to upload later. */
  const uploadFromDevice = async (item: QueuedFile, entry: DeviceQueueEntry) => {
    const outcome = await uploadClaimedPhoto(entry, {
      send: sendQueuedPhoto,
      onProgress: (progress) => update(item.id, { progress }),
      // The reason shows under the photo, which the next Upload Photos sends again (§6.1).
      keepRefused: false,
    });
    if (outcome.kind === 'sent') {
      update(item.id, { status: 'done', progress: 1 });
      return 'succeeded' as const;
    }
    if (outcome.kind === 'later') {
      update(item.id, { status: 'saved', error: undefined });
      void requestPhotoSync();
      return 'saved' as const;
    }
    update(item.id, { status: 'failed', error: outcome.refusal.message });
    return 'failed' as const;
  };

  /**
   * Uploads every waiting photo, two at a time; resolves with how many succeeded, failed and were
   * saved on the device for later. With `keepOnDeviceFor` (the signed-in person's id) each photo is
   * first kept on the device (device-queue.ts), so that closing the tab mid-upload loses nothing.
   */
  const uploadAll = async (fields: PhotoFields, { keepOnDeviceFor }: { keepOnDeviceFor?: string } = {}) => {
    const pending = items.filter(
      (item) => item.status === 'waiting' || (item.status === 'failed' && !precheck(item.file)),
    );
    setUploading(true);
    const kept = keepOnDeviceFor
      ? await keepOnDevice(keepOnDeviceFor, fields, pending)
      : new Map<string, DeviceQueueEntry>();
    const counts = { succeeded: 0, failed: 0, saved: 0 };
    const next = async (): Promise<void> => {
      const item = pending.shift();
      if (!item) return;
      update(item.id, { status: 'uploading', progress: 0, error: undefined });
      const entry = kept.get(item.id);
      counts[entry ? await uploadFromDevice(item, entry) : await uploadFromForm(item, fields)] += 1;
      return next();
    };
    await Promise.all(Array.from({ length: PARALLEL_UPLOADS }, next));
    setUploading(false);
    return counts;
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
