import { INSPECTION_MESSAGES } from '#shared/inspections/inspection-schemas';
import type { Db } from '#server/platform/db/database';
import { Rejection } from '#server/platform/lib/rejection';
import type { InspectionRow } from './build-move-in-report';
import { hasSignatureAs, recordSignature } from './record-signature';

/** The renter signs their own move-in report, once, with the account's address (docs/product.md §34). */
export function signOwnReport(
  db: Db,
  inspection: InspectionRow,
  renter: { id: string; email: string },
  name: string,
  now: Date,
) {
  return recordSignature(
    db,
    inspection.id,
    {
      role: 'renter',
      method: 'account',
      name,
      email: renter.email,
      signerUserId: renter.id,
      disagreements: [],
    },
    now,
    async (tx) => {
      if (await hasSignatureAs(tx, inspection.id, 'renter'))
        throw new Rejection('conflict', 'ALREADY_SIGNED', INSPECTION_MESSAGES.alreadySignedBySelf);
    },
  );
}
