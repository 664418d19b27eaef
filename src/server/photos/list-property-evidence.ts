import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/database';
import { photos } from '#server/db/schema/photos';
import { properties } from '#server/db/schema/properties';
import { timestampBatches } from '#server/db/schema/timestamp-batches';
import { photoWithProperty } from './list-photos';
import { EVIDENCE_STAGES } from '#shared/photos/photo-schemas';

/** Enough for a whole flat photographed twice; the comparison is one page. */
export const EVIDENCE_LIMIT = 1000;

/** A property's move-in and move-out photos, oldest first. */
export function listPropertyEvidence(db: Db, userId: string, propertyId: string) {
  return db
    .select(photoWithProperty)
    .from(photos)
    .innerJoin(properties, eq(properties.id, photos.propertyId))
    .leftJoin(timestampBatches, eq(timestampBatches.id, photos.timestampBatchId))
    .where(
      and(
        eq(photos.userId, userId),
        eq(photos.propertyId, propertyId),
        inArray(photos.stage, [...EVIDENCE_STAGES]),
      ),
    )
    .orderBy(asc(photos.receivedAt), asc(photos.id))
    .limit(EVIDENCE_LIMIT);
}
