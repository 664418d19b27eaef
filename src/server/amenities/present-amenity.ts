import type { Amenity, AmenityPhoto } from '#shared/amenities/amenity-schemas';
import { displayPropertyName } from '#shared/properties/property-schemas';
import type { AmenityPhotoRow, AmenityRow } from './amenity-query';

function presentAmenityPhoto(photo: AmenityPhotoRow): AmenityPhoto {
  const base = `/api/photos/${photo.id}`;
  return { id: photo.id, thumbUrl: `${base}/thumb`, largeUrl: `${base}/large` };
}

export function presentAmenity(row: AmenityRow): Amenity {
  const { amenity } = row;
  return {
    id: amenity.id,
    propertyId: amenity.propertyId,
    propertyName: displayPropertyName({ id: amenity.propertyId, name: row.propertyName }),
    name: amenity.name,
    notes: amenity.notes,
    version: amenity.version,
    beforePhotos: row.photos.filter((p) => p.stage === 'amenity-before').map(presentAmenityPhoto),
    afterPhotos: row.photos.filter((p) => p.stage === 'amenity-after').map(presentAmenityPhoto),
    createdAt: amenity.createdAt.toISOString(),
    updatedAt: amenity.updatedAt.toISOString(),
  };
}
