import type { PhotoChanges, PhotoPair } from '#shared/photos/photo-pairs';
import type { photoChanges } from '#server/platform/db/schema/photo-changes';
import type { PhotoPairRow } from './list-photo-pairs';
import { presentPhoto } from './present-photo';

export function presentPhotoChanges(row: typeof photoChanges.$inferSelect): PhotoChanges {
  return {
    id: row.id,
    status: row.status,
    alignment: row.alignment,
    regions: row.regions,
    checkedAt: row.checkedAt?.toISOString() ?? null,
  };
}

export function presentPhotoPair(row: PhotoPairRow, timestamping: boolean): PhotoPair {
  return {
    shotId: row.shotId,
    room: row.room,
    shot: row.shot,
    moveIn: presentPhoto(row.moveIn, timestamping),
    moveOut: presentPhoto(row.moveOut, timestamping),
    changes: presentPhotoChanges(row.changes),
  };
}
