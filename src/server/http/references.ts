import type { Context } from 'hono';
import { getAmenity } from '#server/amenities/get-amenity';
import { getDocument } from '#server/documents/get-document';
import { getInspectionItem } from '#server/inspections/get-inspection-item';
import { getLease } from '#server/leases/leases';
import { getMaintenanceItem } from '#server/maintenance/get-maintenance-item';
import { getProperty } from '#server/properties/get-property';
import { getWalkthroughShot } from '#server/walkthroughs/get-walkthrough-shot';
import type { AppEnv } from './app-env';
import { notFound } from './errors';

/**
 * Every id field a request body or query may carry, and how to find that record among the signed-in
 * user's own. Each lookup answers null alike for a missing record and for another user's.
 */
const REFERENCES = {
  propertyId: { what: 'That property', find: getProperty },
  maintenanceItemId: { what: 'That maintenance item', find: getMaintenanceItem },
  amenityId: { what: 'That amenity', find: getAmenity },
  walkthroughShotId: { what: 'That shot', find: getWalkthroughShot },
  inspectionItemId: { what: 'That item', find: getInspectionItem },
  documentId: { what: 'That document', find: getDocument },
  receiptDocumentId: { what: 'That receipt', find: getDocument },
  leaseId: { what: 'That lease', find: getLease },
} as const;

type ReferenceField = keyof typeof REFERENCES;
type Found<F extends ReferenceField> = NonNullable<Awaited<ReturnType<(typeof REFERENCES)[F]['find']>>>;

/** The records an input names: always there for a required id, maybe for an optional one. */
export type OwnedReferences<I> = {
  [F in keyof I & ReferenceField]: I[F] extends string ? Found<F> : Found<F> | undefined;
};

/**
 * Authorizes the ids of a body or query the way path ids are: each must name one of the signed-in
 * user's records, else 404 with the very answer a missing record gets. Returns the records found.
 *
 * A field named `…Id` that the table above does not know fails as a programming error rather than
 * passing unchecked, so a new reference cannot reach the database without an owner check.
 */
export async function authorizeReferences<I extends object>(
  c: Context<AppEnv>,
  input: I,
): Promise<OwnedReferences<I>> {
  const { db } = c.var.services.database;
  const found: Record<string, unknown> = {};
  for (const [field, id] of Object.entries(input)) {
    if (!field.endsWith('Id')) continue;
    if (!(field in REFERENCES)) throw new Error(`No ownership check is defined for the field ${field}`);
    if (id === null || id === undefined) continue;
    const reference = REFERENCES[field as ReferenceField];
    const row = await reference.find(db, c.var.user.id, String(id));
    if (!row) throw notFound(reference.what);
    found[field] = row;
  }
  return found as OwnedReferences<I>;
}
