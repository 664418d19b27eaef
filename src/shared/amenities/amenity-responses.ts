import type { Amenity } from './amenity-schemas';

/** The answers of /api/amenities (decision 017). */
export type AmenityPage = { amenities: Amenity[]; nextCursor: string | null };
export type AmenityResponse = { amenity: Amenity };
