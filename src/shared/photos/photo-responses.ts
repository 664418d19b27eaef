import type { PhotoMarkup } from './markup-schemas';
import type { Photo } from './photo-schemas';

/** The answers of /api/photos (decision 017). */
export type PhotoPage = { photos: Photo[]; nextCursor: string | null };
export type PhotoResponse = { photo: Photo };
/** PUT /api/photos/{id}/markup: the layer as stored, null once an empty drawing removed it. */
export type PhotoMarkupResponse = { markup: PhotoMarkup | null };
