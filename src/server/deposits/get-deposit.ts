import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { DepositEvidenceKind } from '#shared/deposits/deposit-schemas';
import type { Db } from '#server/platform/db/database';
import { companies } from '#server/platform/db/schema/companies';
import { documents } from '#server/platform/db/schema/documents';
import {
  depositDeductions,
  depositEvidence,
  deposits,
  landlordDeductions,
} from '#server/platform/db/schema/deposits';
import { maintenanceItems } from '#server/platform/db/schema/maintenance';
import { photoChanges } from '#server/platform/db/schema/photo-changes';
import { photoMarkups } from '#server/platform/db/schema/photo-markups';
import { photos } from '#server/platform/db/schema/photos';
import { properties } from '#server/platform/db/schema/properties';
import { timestampBatches } from '#server/platform/db/schema/timestamp-batches';
import type { maintenanceUpdates } from '#server/platform/db/schema/tenancies';
import { walkthroughRooms, walkthroughShots } from '#server/platform/db/schema/walkthroughs';
import type { DocumentRow } from '#server/documents/present-document';
import { photoWithProperty } from '#server/photos/list-photos';
import type { PhotoRow } from '#server/photos/present-photo';
import { listMaintenanceUpdates } from '#server/maintenance/list-maintenance-updates';
import { batchStamp } from '#server/platform/timestamps/present-timestamp';

// A document's Merkle path is for proving its time, not for citing it.
const { merklePath: _path, ...documentColumns } = getTableColumns(documents);

export type DepositRow = typeof deposits.$inferSelect;
export type DeductionRow = typeof depositDeductions.$inferSelect;

/** One attached record with the facts of it the dispute cites. */
export type EvidenceRecord = { id: string } & (
  | {
      kind: 'pair';
      changes: typeof photoChanges.$inferSelect;
      /** The walkthrough room and shot of the move-out photo; empty once the shot was deleted. */
      room: string;
      shot: string;
      moveIn: PhotoRow;
      moveOut: PhotoRow;
    }
  | { kind: 'photo'; photo: PhotoRow }
  | {
      kind: 'maintenance';
      item: typeof maintenanceItems.$inferSelect;
      updates: (typeof maintenanceUpdates.$inferSelect)[];
    }
  | { kind: 'document'; document: DocumentRow }
);

/** `landlordCompanyName`: whose itemized list it was picked from; null when the renter entered it. */
export type DeductionRecord = {
  deduction: DeductionRow;
  landlordCompanyName: string | null;
  evidence: EvidenceRecord[];
};

/** A deposit with its property's name and its deductions in the order they were entered. */
export type DepositRecord = { deposit: DepositRow; propertyName: string; deductions: DeductionRecord[] };

/**
 * The user's deposit with every deduction and the facts of every record attached to them, or null
 * (missing and another user's look the same). A fixed number of queries, however many deductions
 * and records: each kind of record is read for all deductions at once.
 */
export async function getDeposit(db: Db, userId: string, id: string): Promise<DepositRecord | null> {
  const [row] = await db
    .select({ deposit: deposits, propertyName: properties.name })
    .from(deposits)
    .innerJoin(properties, eq(properties.id, deposits.propertyId))
    .where(and(eq(deposits.id, id), eq(deposits.userId, userId)));
  if (!row) return null;
  const rows = await db
    .select({ deduction: depositDeductions, landlordCompanyName: companies.name })
    .from(depositDeductions)
    .leftJoin(landlordDeductions, eq(landlordDeductions.id, depositDeductions.landlordDeductionId))
    .leftJoin(companies, eq(companies.id, landlordDeductions.companyId))
    .where(and(eq(depositDeductions.depositId, id), eq(depositDeductions.userId, userId)))
    .orderBy(asc(depositDeductions.createdAt), asc(depositDeductions.id));
  const deductions = rows.map((row) => row.deduction);
  const evidence = deductions.length
    ? await db
        .select()
        .from(depositEvidence)
        .where(
          and(
            inArray(
              depositEvidence.deductionId,
              deductions.map((deduction) => deduction.id),
            ),
            eq(depositEvidence.userId, userId),
          ),
        )
        .orderBy(asc(depositEvidence.createdAt), asc(depositEvidence.id))
    : [];
  const facts = await readEvidenceFacts(db, userId, evidence);
  return {
    deposit: row.deposit,
    propertyName: row.propertyName,
    deductions: rows.map(({ deduction, landlordCompanyName }) => ({
      deduction,
      landlordCompanyName,
      evidence: evidence
        .filter((attached) => attached.deductionId === deduction.id)
        .flatMap((attached) => facts(attached) ?? []),
    })),
  };
}

type EvidenceRow = typeof depositEvidence.$inferSelect;

const idsOf = (rows: EvidenceRow[], kind: DepositEvidenceKind, key: keyof EvidenceRow) => [
  ...new Set(rows.filter((row) => row.kind === kind).map((row) => row[key] as string)),
];

/** Reads the records the evidence names, one query per kind, and answers each row's facts. */
async function readEvidenceFacts(db: Db, userId: string, evidence: EvidenceRow[]) {
  const changeIds = idsOf(evidence, 'pair', 'photoChangeId');
  const itemIds = idsOf(evidence, 'maintenance', 'maintenanceItemId');
  const documentIds = idsOf(evidence, 'document', 'documentId');
  const [pairs, items, updates, files] = await Promise.all([
    changeIds.length
      ? db
          .select({ changes: photoChanges, room: walkthroughRooms.name, shot: walkthroughShots.name })
          .from(photoChanges)
          .innerJoin(photos, eq(photos.id, photoChanges.moveOutPhotoId))
          .leftJoin(walkthroughShots, eq(walkthroughShots.id, photos.walkthroughShotId))
          .leftJoin(walkthroughRooms, eq(walkthroughRooms.id, walkthroughShots.roomId))
          .where(and(inArray(photoChanges.id, changeIds), eq(photoChanges.userId, userId)))
      : [],
    itemIds.length
      ? db
          .select()
          .from(maintenanceItems)
          .where(and(inArray(maintenanceItems.id, itemIds), eq(maintenanceItems.userId, userId)))
      : [],
    listMaintenanceUpdates(db, itemIds),
    documentIds.length
      ? db
          .select({ ...documentColumns, ...batchStamp })
          .from(documents)
          .leftJoin(timestampBatches, eq(timestampBatches.id, documents.timestampBatchId))
          .where(and(inArray(documents.id, documentIds), eq(documents.userId, userId)))
      : [],
  ]);
  const photoIds = [
    ...new Set([
      ...idsOf(evidence, 'photo', 'photoId'),
      ...pairs.flatMap(({ changes }) => [changes.moveInPhotoId, changes.moveOutPhotoId]),
    ]),
  ];
  const photoRows = photoIds.length
    ? await db
        .select(photoWithProperty)
        .from(photos)
        .innerJoin(properties, eq(properties.id, photos.propertyId))
        .leftJoin(timestampBatches, eq(timestampBatches.id, photos.timestampBatchId))
        .leftJoin(photoMarkups, eq(photoMarkups.photoId, photos.id))
        .where(and(inArray(photos.id, photoIds), eq(photos.userId, userId)))
    : [];
  const photoById = new Map(photoRows.map((row) => [row.photo.id, row]));
  const pairById = new Map(pairs.map((pair) => [pair.changes.id, pair]));
  const itemById = new Map(items.map((item) => [item.id, item]));
  const documentById = new Map(files.map((file) => [file.id, file]));

  // A record deleted since takes its evidence row with it (ON DELETE CASCADE); a read racing that
  // deletion leaves the row out rather than failing.
  return (row: EvidenceRow): EvidenceRecord | undefined => {
    const { id } = row;
    if (row.kind === 'pair') {
      const pair = pairById.get(row.photoChangeId ?? '');
      const moveIn = photoById.get(pair?.changes.moveInPhotoId ?? '');
      const moveOut = photoById.get(pair?.changes.moveOutPhotoId ?? '');
      if (!pair || !moveIn || !moveOut) return undefined;
      const { changes, room, shot } = pair;
      return { id, kind: 'pair', changes, room: room ?? '', shot: shot ?? '', moveIn, moveOut };
    }
    if (row.kind === 'photo') {
      const photo = photoById.get(row.photoId ?? '');
      return photo && { id, kind: 'photo', photo };
    }
    if (row.kind === 'maintenance') {
      const item = itemById.get(row.maintenanceItemId ?? '');
      return (
        item && {
          id,
          kind: 'maintenance',
          item,
          updates: updates.filter((update) => update.maintenanceItemId === item.id),
        }
      );
    }
    const document = documentById.get(row.documentId ?? '');
    return document && { id, kind: 'document', document };
  };
}
