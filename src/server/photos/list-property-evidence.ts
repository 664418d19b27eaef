import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { photoMarkups } from '#server/platform/db/schema/photo-markups';
import { photos } from '#server/platform/db/schema/photos';
import { properties } from '#server/platform/db/schema/properties';
import { timestampBatches } from '#server/platform/db/schema/timestamp-batches';
import { photoWithProperty } from './list-photos';
import { EVIDENCE_STAGES } from '#shared/photos/photo-schemas';

/** Enough for a whole flat photographed twice; the comparison is one page. */
export const EVIDENCE_LIMIT = 1000;

/** A property's move-in and move-out photos, oldest first unless the newest are asked for. */
export function listPropertyEvidence(
  db: Db,
  userId: string,
  propertyId: string,
  { newestFirst = false, limit = EVIDENCE_LIMIT } = {},
) {
  const order = newestFirst ? desc : asc;
  return db
    .select(photoWithProperty)
    .from(photos)
    .innerJoin(properties, eq(properties.id, photos.propertyId))
    .leftJoin(timestampBatches, eq(timestampBatches.id, photos.timestampBatchId))
    .leftJoin(photoMarkups, eq(photoMarkups.photoId, photos.id))
    .where(
      and(
        eq(photos.userId, userId),
        eq(photos.propertyId, propertyId),
        inArray(photos.stage, [...EVIDENCE_STAGES]),
      ),
    )
    .orderBy(order(photos.receivedAt), order(photos.id))
    .limit(limit);
}
