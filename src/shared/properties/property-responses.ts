import type { ComparisonArea } from '#shared/photos/comparison';
import type { PhotoPair } from '#shared/photos/photo-pairs';
import type { Property } from './property-schemas';

/** The answers of /api/properties, declared once for the server and the client (decision 017). */
export type PropertyList = { properties: Property[] };
export type PropertyResponse = { property: Property };
/** /api/v1/properties: one page, newest first. */
export type PropertyPage = { properties: Property[]; nextCursor: string | null };
/**
 * /api/properties/{id}/comparison: move-in and move-out photos paired by area, and by walkthrough
 * shot with their change check (docs/product.md §6.5).
 */
export type PropertyComparison = { property: Property; areas: ComparisonArea[]; pairs: PhotoPair[] };
