import type { Photo, PhotoFields } from '#shared/photos/photo-schemas';
import { uploadWithProgress } from '#client/lib/upload';
import type { PhotoResponse } from '#shared/photos/photo-responses';

/** Sends one photo, reporting its upload progress. */
export async function uploadPhoto(
  fields: PhotoFields,
  file: File,
  onProgress: (fraction: number) => void,
  idempotencyKey?: string,
): Promise<Photo> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, value);
  form.set('file', file);
  return (await uploadWithProgress<PhotoResponse>('/api/photos', form, onProgress, idempotencyKey)).photo;
}
