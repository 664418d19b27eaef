import type { Photo, PhotoFields } from '#shared/photos/photo-schemas';
import { uploadWithProgress } from '#client/lib/upload';
import type { PhotoResponse } from '#shared/photos/photo-responses';
import { deviceFacts } from './device-facts';

/** Sends one photo with what the device says of it (device-facts.ts), reporting its upload progress. */
export async function uploadPhoto(
  fields: PhotoFields,
  file: File,
  onProgress: (fraction: number) => void,
  idempotencyKey?: string,
): Promise<Photo> {
  const form = new FormData();
  const sent = { ...fields, ...(await deviceFacts(file)) };
  for (const [key, value] of Object.entries(sent)) if (value !== undefined) form.set(key, value);
  form.set('file', file);
  return (await uploadWithProgress<PhotoResponse>('/api/photos', form, onProgress, idempotencyKey)).photo;
}
