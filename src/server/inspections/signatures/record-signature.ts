import { and, eq, sql } from 'drizzle-orm';
import {
  type Disagreement,
  INSPECTION_MESSAGES,
  SIGNING_CONSENT_TEXT,
} from '#shared/inspections/inspection-schemas';
import type { Db } from '#server/platform/db/database';
import { inspections, reportSignatures } from '#server/platform/db/schema/inspections';
import { Rejection } from '#server/platform/lib/rejection';
import {
  hasMoveInRating,
  type InspectionRow,
  type MoveInReport,
  readMoveInReport,
  signedContent,
} from './build-move-in-report';

export type Signer = Pick<
  typeof reportSignatures.$inferInsert,
  'role' | 'method' | 'name' | 'email' | 'requestId' | 'companyId' | 'companyName' | 'signerUserId'
> & { disagreements: Array<{ itemId: string; comment: string }> };

/** Whether someone in this role already signed; checked under the report's lock. */
export async function hasSignatureAs(tx: Db, inspectionId: string, role: 'landlord' | 'renter') {
  const [row] = await tx
    .select({ id: reportSignatures.id })
    .from(reportSignatures)
    .where(and(eq(reportSignatures.inspectionId, inspectionId), eq(reportSignatures.role, role)))
    .limit(1);
  return row !== undefined;
}

/** Each disagreement with the room and item it names, as they read when signed. */
function nameDisagreements(report: MoveInReport, notes: Signer['disagreements']): Disagreement[] {
  const items = new Map(
    report.rooms.flatMap((room) => room.items.map((item) => [item.id, { room: room.name, item: item.name }])),
  );
  return notes.map((note) => {
    const named = items.get(note.itemId);
    if (!named) throw new Rejection('malformed', 'VALIDATION_FAILED', INSPECTION_MESSAGES.unknownItem);
    return { itemId: note.itemId, room: named.room, item: named.item, comment: note.comment };
  });
}

/**
 * Signs the move-in report in one transaction (docs/product.md §34): the report is read as it
 * stands (as of its freezing, once signed), its exact bytes and their hashes are kept with the
 * signature, and the report is frozen from the first signature on. The report's row is locked
 * first, so an edit of the report cannot land between what was read and what was signed.
 * `guard` runs under that lock and refuses what may no longer be signed (a second signature).
 */
export async function recordSignature(
  db: Db,
  inspectionId: string,
  signer: Signer,
  now: Date,
  guard: (tx: Db, inspection: InspectionRow) => Promise<void> = async () => {},
) {
  return db.transaction(async (tx) => {
    const [inspection] = await tx
      .select()
      .from(inspections)
      .where(eq(inspections.id, inspectionId))
      .for('update');
    if (!inspection)
      throw new Rejection('not-found', 'NOT_FOUND', 'That condition report could not be found.');
    await guard(tx, inspection);
    const report = await readMoveInReport(tx, inspection, inspection.frozenAt ?? now);
    if (!hasMoveInRating(report))
      throw new Rejection('invalid', 'NOTHING_TO_SIGN', INSPECTION_MESSAGES.nothingToSign);
    const { disagreements: notes, ...who } = signer;
    const disagreements = nameDisagreements(report, notes);
    const [signature] = await tx
      .insert(reportSignatures)
      .values({
        ...who,
        inspectionId,
        consentText: SIGNING_CONSENT_TEXT,
        signedAt: now,
        ...signedContent(report),
        disagreements,
      })
      .returning();
    if (!signature) throw new Error('The signature was not stored');
    await tx
      .update(inspections)
      .set({ frozenAt: sql`coalesce(${inspections.frozenAt}, ${now})` })
      .where(eq(inspections.id, inspectionId));
    return { signature, inspection, report };
  });
}
