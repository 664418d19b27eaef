import { JOBS, requestReceivedFileTimestamps, runSoon } from '#server/platform/jobs/run-soon';
import type { OutboxServices } from '#server/platform/outbox/dispatch-side-effects';
import type { Services } from '#server/platform/services';
import { announceEvent } from '#server/platform/outbox/announce-event';
import type { PhotoRow } from './present-photo';

type StoredPhoto = PhotoRow['photo'];

/**
 * What follows a stored photo, from the app or the API: a photo of a walkthrough shot may have
 * formed a pair (its change check need not wait a minute), its batch is stamped soon, and the rest
 * of the server hears of photo.created (its webhooks go to the renter's subscriptions and to the
 * company the tenant shares that stage's photos with: webhooks/queue-webhook-deliveries.ts).
 */
export async function afterPhotoUpload(
  services: OutboxServices & Pick<Services, 'config'>,
  photo: StoredPhoto,
) {
  if (photo.walkthroughShotId) await runSoon(services, JOBS.changes);
  await requestReceivedFileTimestamps(services);
  await announceEvent(services, {
    type: 'photo.created',
    at: photo.receivedAt.toISOString(),
    userId: photo.userId,
    data: {
      photoId: photo.id,
      propertyId: photo.propertyId,
      stage: photo.stage,
      area: photo.area,
      sha256: photo.sha256,
      receivedAt: photo.receivedAt.toISOString(),
    },
  });
}
