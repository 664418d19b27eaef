import type { EvidenceStage } from '#shared/photos/photo-schemas';
import { sendPhoto } from '#client/features/photo-upload';

export type ShotSlot = { propertyId: string; stage: EvidenceStage; roomName: string; shotId: string };

/**
 * The one place a walkthrough sends a photo: the room is its area, and the shot id pairs it with
 * the same shot at the other stage (docs/product.md §6.4). Kept on the device until it is sent
 * ('saved' when that has to wait for a connection, §6.6).
 */
export function uploadShotPhoto(
  userId: string,
  slot: ShotSlot,
  file: File,
  onProgress: (fraction: number) => void,
) {
  return sendPhoto(
    userId,
    {
      propertyId: slot.propertyId,
      stage: slot.stage,
      area: slot.roomName,
      notes: '',
      walkthroughShotId: slot.shotId,
    },
    file,
    onProgress,
  );
}
