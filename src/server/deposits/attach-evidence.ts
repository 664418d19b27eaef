import { and, eq, exists } from 'drizzle-orm';
import type { z } from 'zod';
import type { evidenceInputSchema } from '#shared/deposits/deposit-schemas';
import { isEvidenceStage } from '#shared/photos/photo-schemas';
import type { Db } from '#server/platform/db/database';
import { documents } from '#server/platform/db/schema/documents';
import { depositDeductions, depositEvidence, deposits } from '#server/platform/db/schema/deposits';
import { maintenanceItems } from '#server/platform/db/schema/maintenance';
import { photoChanges } from '#server/platform/db/schema/photo-changes';
import { photos } from '#server/platform/db/schema/photos';
import { Rejection, recordNotFound } from '#server/platform/lib/rejection';

type EvidenceInput = z.output<typeof evidenceInputSchema>;
type Target = { depositId: string; deductionId: string };

const ofAnotherHome = (what: string) =>
  new Rejection('invalid', 'VALIDATION_FAILED', `${what} is of another home.`);

/** The record an input names, among the user's own: its id, and its property when it has one. */
async function findRecord(db: Db, userId: string, input: EvidenceInput) {
  switch (input.kind) {
    case 'pair': {
      const [row] = await db
        .select({ propertyId: photos.propertyId })
        .from(photoChanges)
        .innerJoin(photos, eq(photos.id, photoChanges.moveOutPhotoId))
        .where(and(eq(photoChanges.id, input.photoChangeId), eq(photoChanges.userId, userId)))
        .for('key share');
      if (!row) throw recordNotFound('That photo pair');
      return {
        propertyId: row.propertyId,
        what: 'That photo pair',
        values: { photoChangeId: input.photoChangeId },
      };
    }
    case 'photo': {
      const [row] = await db
        .select({ propertyId: photos.propertyId, stage: photos.stage })
        .from(photos)
        .where(and(eq(photos.id, input.photoId), eq(photos.userId, userId)))
        .for('key share');
      if (!row) throw recordNotFound('That photo');
      if (!isEvidenceStage(row.stage))
        throw new Rejection(
          'invalid',
          'VALIDATION_FAILED',
          'Only move-in and move-out photos can be attached.',
        );
      return { propertyId: row.propertyId, what: 'That photo', values: { photoId: input.photoId } };
    }
    case 'maintenance': {
      const [row] = await db
        .select({ propertyId: maintenanceItems.propertyId })
        .from(maintenanceItems)
        .where(and(eq(maintenanceItems.id, input.maintenanceItemId), eq(maintenanceItems.userId, userId)))
        .for('key share');
      if (!row) throw recordNotFound('That maintenance item');
      return {
        propertyId: row.propertyId,
        what: 'That maintenance item',
        values: { maintenanceItemId: input.maintenanceItemId },
      };
    }
    case 'document': {
      const [row] = await db
        .select({ id: documents.id })
        .from(documents)
        .where(and(eq(documents.id, input.documentId), eq(documents.userId, userId)))
        .for('key share');
      if (!row) throw recordNotFound('That document');
      // A document belongs to the account, not to a home: any of the user's may be cited.
      return { propertyId: null, what: 'That document', values: { documentId: input.documentId } };
    }
  }
}

/**
 * Attaches one of the user's records to a deduction of their deposit, as evidence. The record must
 * be of the deposit's home (a document may be any of the user's). Attaching a record already there
 * adds nothing.
 */
export async function attachEvidence(
  db: Db,
  userId: string,
  target: Target,
  input: EvidenceInput,
): Promise<void> {
  // The deduction and the record are held (FOR KEY SHARE) until the insert, so that neither can be
  // deleted in between.
  await db.transaction(async (tx) => {
    const [deduction] = await tx
      .select({ id: depositDeductions.id, propertyId: deposits.propertyId })
      .from(depositDeductions)
      .innerJoin(deposits, eq(deposits.id, depositDeductions.depositId))
      .where(
        and(
          eq(depositDeductions.id, target.deductionId),
          eq(depositDeductions.depositId, target.depositId),
          eq(deposits.userId, userId),
        ),
      )
      .for('key share');
    if (!deduction) throw recordNotFound('That deduction');
    const record = await findRecord(tx, userId, input);
    if (record.propertyId !== null && record.propertyId !== deduction.propertyId)
      throw ofAnotherHome(record.what);
    await tx
      .insert(depositEvidence)
      .values({ userId, deductionId: deduction.id, kind: input.kind, ...record.values })
      .onConflictDoNothing();
  });
}

/** Removes one record from a deduction's evidence; the record itself stays. */
export async function detachEvidence(
  db: Db,
  userId: string,
  { depositId, deductionId, evidenceId }: Target & { evidenceId: string },
): Promise<boolean> {
  const deleted = await db
    .delete(depositEvidence)
    .where(
      and(
        eq(depositEvidence.id, evidenceId),
        eq(depositEvidence.deductionId, deductionId),
        eq(depositEvidence.userId, userId),
        exists(
          db
            .select({ id: depositDeductions.id })
            .from(depositDeductions)
            .where(and(eq(depositDeductions.id, deductionId), eq(depositDeductions.depositId, depositId))),
        ),
      ),
    )
    .returning({ id: depositEvidence.id });
  return deleted.length > 0;
}
