import type { Photo } from '#shared/photos/photo-schemas';
import { type PhotoRow, presentPhoto } from './present-photo';

/** A photo as /api/v1 presents it: the app's presentation, its files under /api/v1 (a key opens them). */
export function presentV1Photo(row: PhotoRow, timestamping: boolean): Photo {
  const photo = presentPhoto(row, timestamping);
  const base = `/api/v1/photos/${photo.id}`;
  return { ...photo, urls: { thumb: `${base}/thumb`, large: `${base}/large`, original: `${base}/original` } };
}
