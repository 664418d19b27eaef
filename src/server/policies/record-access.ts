import { getAmenity } from '#server/amenities/get-amenity';
import { getDocument } from '#server/documents/get-document';
import { getInspectionItem } from '#server/inspections/get-inspection-item';
import { getLease } from '#server/leases/leases';
import { getMaintenanceItem } from '#server/maintenance/get-maintenance-item';
import type { Db } from '#server/platform/db/database';
import { recordNotFound } from '#server/platform/lib/rejection';
import { getProperty } from '#server/properties/get-property';
import { getWalkthroughShot } from '#server/walkthroughs/get-walkthrough-shot';
import type { Actor } from './policy';

/**
 * Which records an actor may name (issue 36, point 2): every id field a request body or query may
 * carry, the kind of record it names, and how to find that record among the actor's own. Each
 * lookup answers null alike for a missing record and for another person's, so a refusal says
 * nothing about whether the record exists.
 */
const RECORDS = {
  propertyId: { what: 'That property', find: getProperty },
  maintenanceItemId: { what: 'That maintenance item', find: getMaintenanceItem },
  amenityId: { what: 'That amenity', find: getAmenity },
  walkthroughShotId: { what: 'That shot', find: getWalkthroughShot },
  inspectionItemId: { what: 'That item', find: getInspectionItem },
  documentId: { what: 'That document', find: getDocument },
  receiptDocumentId: { what: 'That receipt', find: getDocument },
  leaseId: { what: 'That lease', find: getLease },
} as const;

type RecordField = keyof typeof RECORDS;
type Found<F extends RecordField> = NonNullable<Awaited<ReturnType<(typeof RECORDS)[F]['find']>>>;

/** The records an input names: always there for a required id, maybe for an optional one. */
export type AccessibleRecords<I> = {
  [F in keyof I & RecordField]: I[F] extends string ? Found<F> : Found<F> | undefined;
};

/** Whose records a person's or a key's ids name: their own. A company's records are the membership's. */
function ownerOf(actor: Actor): string {
  if (actor.kind === 'member')
    throw new Error('A member names company records, which these rules do not cover');
  return actor.userId;
}

/**
 * Lets through the ids an input names only when each is one of the actor's records, else the 404
 * a missing record gets. Returns the records found.
 *
 * A field named `…Id` that the table above does not know fails as a programming error rather than
 * passing unchecked, so a new reference cannot reach the database without an owner check.
 */
export async function requireAccess<I extends object>(
  db: Db,
  access: { actor: Actor; ids: I },
): Promise<AccessibleRecords<I>> {
  const owner = ownerOf(access.actor);
  const found: Record<string, unknown> = {};
  for (const [field, id] of Object.entries(access.ids)) {
    if (!field.endsWith('Id')) continue;
    if (!(field in RECORDS)) throw new Error(`No ownership check is defined for the field ${field}`);
    if (id === null || id === undefined) continue;
    const record = RECORDS[field as RecordField];
    const row = await record.find(db, owner, String(id));
    if (!row) throw recordNotFound(record.what);
    found[field] = row;
  }
  return found as AccessibleRecords<I>;
}
