import type { ApiErrorCode } from '#shared/api/api-error';
import type { PhotoFields } from '#shared/photos/photo-schemas';
import { ApiError } from '#client/lib/api-client';
import { enqueuePhotos, uploadClaimedPhoto } from './device-queue';
import { sendQueuedPhoto, uploadPhoto } from './upload-photo';
import { requestPhotoSync } from '../components/use-device-queue';

/**
 * Sends one photo as the capture screens do (docs/product.md §6.6): kept on the device first, then
 * sent with its progress. 'saved' when it could not be sent now: it stays on the device and
 * uploads by itself. A refusal throws the server's reason, and the photo leaves the device (the
 * screen shows the reason, to retake or send again). Without room on the device (or IndexedDB) it
 * is sent directly, as before.
 */
export async function sendPhoto(
  userId: string,
  fields: PhotoFields,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<'sent' | 'saved'> {
  const [entry] = await enqueuePhotos(userId, fields, [file], { claimed: true }).catch(() => []);
  if (!entry) {
    await uploadPhoto(fields, file, onProgress);
    return 'sent';
  }
  const outcome = await uploadClaimedPhoto(entry, { send: sendQueuedPhoto, onProgress, keepRefused: false });
  if (outcome.kind === 'sent') return 'sent';
  if (outcome.kind === 'later') {
    void requestPhotoSync();
    return 'saved';
  }
  throw new ApiError(400, outcome.refusal.code as ApiErrorCode, outcome.refusal.message);
}
