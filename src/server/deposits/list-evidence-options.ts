import { and, desc, eq } from 'drizzle-orm';
import type { DepositEvidenceOptions } from '#shared/deposits/deposit-schemas';
import type { Db } from '#server/platform/db/database';
import { documents } from '#server/platform/db/schema/documents';
import { deposits } from '#server/platform/db/schema/deposits';
import { maintenanceItems } from '#server/platform/db/schema/maintenance';
import { listPhotoPairs } from '#server/photos/list-photo-pairs';
import { listPropertyEvidence } from '#server/photos/list-property-evidence';
import { keptChanges, presentEvidencePhoto } from './present-deposit';

const PHOTO_LIMIT = 500;
const ROW_LIMIT = 200;

/**
 * What the renter can attach to a deduction of this deposit: its home's walkthrough pairs, move-in
 * and move-out photos and maintenance items, and any of their documents. Null when the deposit is
 * not the user's. `timestamping`: a Time-Stamping Authority is configured, for the photos' stamps.
 */
export async function listEvidenceOptions(
  db: Db,
  userId: string,
  depositId: string,
  timestamping: boolean,
): Promise<DepositEvidenceOptions | null> {
  const [deposit] = await db
    .select({ propertyId: deposits.propertyId })
    .from(deposits)
    .where(and(eq(deposits.id, depositId), eq(deposits.userId, userId)));
  if (!deposit) return null;
  const { propertyId } = deposit;
  const [pairs, photoRows, items, files] = await Promise.all([
    listPhotoPairs(db, userId, propertyId),
    listPropertyEvidence(db, userId, propertyId, { newestFirst: true, limit: PHOTO_LIMIT }),
    db
      .select()
      .from(maintenanceItems)
      .where(and(eq(maintenanceItems.userId, userId), eq(maintenanceItems.propertyId, propertyId)))
      .orderBy(desc(maintenanceItems.createdAt), desc(maintenanceItems.id))
      .limit(ROW_LIMIT),
    db
      .select({ id: documents.id, fileName: documents.fileName, createdAt: documents.createdAt })
      .from(documents)
      .where(eq(documents.userId, userId))
      .orderBy(desc(documents.createdAt), desc(documents.id))
      .limit(ROW_LIMIT),
  ]);
  return {
    pairs: pairs.map((pair) => ({
      photoChangeId: pair.changes.id,
      room: pair.room,
      shot: pair.shot,
      keptChanges: keptChanges(pair.changes.regions),
      moveIn: presentEvidencePhoto(pair.moveIn, timestamping),
      moveOut: presentEvidencePhoto(pair.moveOut, timestamping),
    })),
    photos: photoRows.map((row) => presentEvidencePhoto(row, timestamping)),
    maintenance: items.map((item) => ({
      id: item.id,
      item: item.item,
      status: item.status,
      reportedAt: item.createdAt.toISOString(),
    })),
    documents: files.map((file) => ({
      id: file.id,
      fileName: file.fileName,
      uploadedAt: file.createdAt.toISOString(),
    })),
  };
}
