import type { Photo } from '#shared/photos/photo-schemas';
import { displayPropertyName } from '#shared/properties/property-schemas';
import type { photos } from '#server/db/schema/photos';

export function presentPhoto(row: {
  photo: typeof photos.$inferSelect;
  propertyName: string;
  propertyKind: Photo['propertyKind'];
}): Photo {
  const { photo } = row;
  const base = `/api/photos/${photo.id}`;
  return {
    id: photo.id,
    propertyId: photo.propertyId,
    maintenanceItemId: photo.maintenanceItemId,
    amenityId: photo.amenityId,
    walkthroughShotId: photo.walkthroughShotId,
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
  };
}
