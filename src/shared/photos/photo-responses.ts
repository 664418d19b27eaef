import type { Photo } from './photo-schemas';

/** The answers of /api/photos (decision 017). */
export type PhotoPage = { photos: Photo[]; nextCursor: string | null };
export type PhotoResponse = { photo: Photo };
