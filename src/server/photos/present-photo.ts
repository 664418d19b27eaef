import type { Photo, PhotoTimestamp } from '#shared/photos/photo-schemas';
import { displayPropertyName } from '#shared/properties/property-schemas';
import type { photos } from '#server/platform/db/schema/photos';
import { type MarkupRow, presentPhotoMarkup } from './markup-layer-file';

export type PhotoRow = {
  photo: Omit<typeof photos.$inferSelect, 'merklePath'>;
  propertyName: string;
  propertyKind: Photo['propertyKind'];
  /** The TSA's name and time once the photo's batch is stamped (`photoWithProperty`). */
  stampedBy: string | null;
  stampedAt: Date | null;
  /** The renter's drawing over it (docs/product.md §34), null when there is none. */
  markup: MarkupRow | null;
};

/**
 * The row of a photo just received, to present in the upload's answer: not stamped yet (its batch
 * is formed by the next run of the stamping job) and not drawn on.
 */
export const receivedPhotoRow = (
  photo: PhotoRow['photo'],
  property: { name: string; kind: PhotoRow['propertyKind'] },
): PhotoRow => ({
  photo,
  propertyName: property.name,
  propertyKind: property.kind,
  stampedBy: null,
  stampedAt: null,
  markup: null,
});

/** `timestamping`: whether this server has a Time-Stamping Authority configured (TSA_URLS). */
export function presentPhoto(row: PhotoRow, timestamping: boolean): Photo {
  const { photo } = row;
  const base = `/api/photos/${photo.id}`;
  return {
    id: photo.id,
    propertyId: photo.propertyId,
    maintenanceItemId: photo.maintenanceItemId,
    amenityId: photo.amenityId,
    walkthroughShotId: photo.walkthroughShotId,
    inspectionItemId: photo.inspectionItemId,
    propertyName: displayPropertyName({ id: photo.propertyId, name: row.propertyName }),
    propertyKind: row.propertyKind,
    stage: photo.stage,
    area: photo.area,
    notes: photo.notes,
    receivedAt: photo.receivedAt.toISOString(),
    capturedAt: photo.capturedAt,
    deviceCapturedAt: photo.deviceCapturedAt?.toISOString() ?? null,
    sha256: photo.sha256,
    contentType: photo.contentType,
    originalName: photo.originalName,
    byteSize: photo.byteSize,
    width: photo.width,
    height: photo.height,
    urls: { thumb: `${base}/thumb`, large: `${base}/large`, original: `${base}/original` },
    timestamp: presentTimestamp(row, timestamping),
    markup: row.markup && presentPhotoMarkup(row.markup),
  };
}

/** A stamp already made stays shown when the TSA is no longer configured: the proof still holds. */
function presentTimestamp(row: PhotoRow, timestamping: boolean): PhotoTimestamp {
  if (row.stampedBy !== null && row.stampedAt !== null) {
    return { status: 'stamped', tsa: row.stampedBy, at: row.stampedAt.toISOString() };
  }
  return timestamping ? { status: 'pending' } : { status: 'not-configured' };
}
