import type { Photo, PhotoFields } from '#shared/photos/photo-schemas';
import type { PhotoResponse } from '#shared/photos/photo-responses';
import { uploadWithProgress } from '#client/lib/upload';
import { deviceFacts } from './device-facts';
import type { DeviceQueueEntry } from './device-queue';

export const PHOTOS_URL = '/api/photos';

/**
 * The one form a photo is sent as, by the page (XHR) and by the service worker (fetch): its text
 * fields, then the file under the name it had on the device.
 */
export function photoFormData(
  fields: Readonly<Record<string, string | undefined>>,
  file: Blob,
  name: string,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, value);
  form.set('file', file, name);
  return form;
}

/** The form of a photo kept on the device, with what the device said of it when it was kept. */
export const queuedPhotoFormData = (entry: DeviceQueueEntry) =>
  photoFormData(
    { ...entry.fields, deviceSha256: entry.deviceSha256, deviceCapturedAt: entry.deviceCapturedAt },
    entry.blob,
    entry.name,
  );

/** Sends one photo with what the device says of it (device-facts.ts), reporting its upload progress. */
export async function uploadPhoto(
  fields: PhotoFields,
  file: File,
  onProgress: (fraction: number) => void,
  idempotencyKey?: string,
): Promise<Photo> {
  const form = photoFormData({ ...fields, ...(await deviceFacts(file)) }, file, file.name);
  return (await uploadWithProgress<PhotoResponse>(PHOTOS_URL, form, onProgress, idempotencyKey)).photo;
}

/** The page's sender for the device queue: XHR, for the progress bar, with the entry's own key. */
export async function sendQueuedPhoto(entry: DeviceQueueEntry, onProgress: (fraction: number) => void) {
  const form = queuedPhotoFormData(entry);
  return (await uploadWithProgress<PhotoResponse>(PHOTOS_URL, form, onProgress, entry.idempotencyKey)).photo;
}
