import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { MarkupShape, PhotoMarkup } from '#shared/photos/markup-schemas';
import type { Db } from '#server/platform/db/database';
import { photoMarkups } from '#server/platform/db/schema/photo-markups';

/**
 * The markup layer file (docs/product.md §34): the exact bytes stored in `photo_markups.layer`, hashed
 * into `sha256`, and carried as is by the evidence bundle (`markup/{photoId}.json`). It names the
 * photo by id and SHA-256, so a layer cannot be passed off as drawn over another photo.
 */
export const MARKUP_LAYER_FORMAT = 'rentproof.markup/1';

export type MarkupLayer = {
  format: typeof MARKUP_LAYER_FORMAT;
  photoId: string;
  photoSha256: string;
  shapes: MarkupShape[];
};

/** A layer as stored: its file, that file's hash and when it was last drawn. */
export type MarkupRow = { layer: string; sha256: string; updatedAt: Date };

/** The stored layer's columns, for a query that left-joins `photo_markups` on the photo. */
export const markupColumns = {
  layer: photoMarkups.layer,
  sha256: photoMarkups.sha256,
  updatedAt: photoMarkups.updatedAt,
};

/**
 * The layer's bytes and hash. `shapes` come as the shared schema parsed them, so each shape's keys
 * are in the schema's order and the same drawing always gives the same bytes.
 */
export function markupLayerFile(photo: { id: string; sha256: string }, shapes: MarkupShape[]) {
  const file: MarkupLayer = {
    format: MARKUP_LAYER_FORMAT,
    photoId: photo.id,
    photoSha256: photo.sha256,
    shapes,
  };
  const layer = JSON.stringify(file);
  return { layer, sha256: createHash('sha256').update(layer).digest('hex') };
}

/** The shapes of a stored layer: written only by `markupLayerFile`, so read as it wrote them. */
export const shapesOf = (layer: string): MarkupShape[] => (JSON.parse(layer) as MarkupLayer).shapes;

export function presentPhotoMarkup(row: MarkupRow): PhotoMarkup {
  return { shapes: shapesOf(row.layer), sha256: row.sha256, updatedAt: row.updatedAt.toISOString() };
}

export type StoredMarkup = MarkupRow & { shapes: MarkupShape[] };

/**
 * The layers of these photos, by photo id (a photo without markup has none): for the PDFs and the
 * evidence bundle, which draw the shapes and carry the layer file with its hash. The caller has
 * already narrowed the ids to photos it may show.
 */
export async function readMarkupLayers(
  db: Db,
  photoIds: readonly string[],
): Promise<Map<string, StoredMarkup>> {
  if (!photoIds.length) return new Map();
  const rows = await db
    .select({ photoId: photoMarkups.photoId, ...markupColumns })
    .from(photoMarkups)
    .where(inArray(photoMarkups.photoId, [...photoIds]));
  return new Map(rows.map(({ photoId, ...row }) => [photoId, { ...row, shapes: shapesOf(row.layer) }]));
}
