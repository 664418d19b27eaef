import { asc, eq } from 'drizzle-orm';
import type { RecordKindExport } from '#server/platform/db/export-record-kind';
import { photoMarkups } from '#server/platform/db/schema/photo-markups';
import { shapesOf } from './markup-layer-file';

/**
 * The renter's markup in an export of their data (docs/product.md §34): each layer's shapes, with
 * the hash of its layer file as the evidence bundle carries it.
 */
export const PHOTO_MARKUP_RECORD_KINDS: RecordKindExport[] = [
  {
    kind: 'photo-markups',
    about:
      'What you drew over your photos (arrows, circles, rectangles, lines and labels), one entry per photo with a drawing; the photo itself, in photos.json, is unchanged by it.',
    fields: {
      photoId: 'the photo drawn on (its row in photos.json)',
      sha256:
        "the SHA-256 of the markup layer file (the photo's id and SHA-256 and these shapes, as JSON), which an evidence bundle carries as markup/<photoId>.json",
      shapes:
        'the shapes, each with its kind (arrow, ellipse, rectangle, line or text), colour and position as fractions of the photo (0 is the left or top edge, 1 the right or bottom)',
      updatedAt: 'when it was last drawn',
    },
    async load(db, userId) {
      const rows = await db
        .select({
          photoId: photoMarkups.photoId,
          sha256: photoMarkups.sha256,
          layer: photoMarkups.layer,
          updatedAt: photoMarkups.updatedAt,
        })
        .from(photoMarkups)
        .where(eq(photoMarkups.userId, userId))
        .orderBy(asc(photoMarkups.updatedAt), asc(photoMarkups.photoId));
      return rows.map(({ layer, ...row }) => ({ ...row, shapes: shapesOf(layer) }));
    },
  },
];
