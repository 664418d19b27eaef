import { INSPECTION_MESSAGES } from '#shared/inspections/inspection-schemas';
import type { Db } from '#server/platform/db/database';
import { Rejection } from '#server/platform/lib/rejection';
import type { InspectionRow } from './build-move-in-report';
import { hasSignatureAs, recordSignature } from './record-signature';

/**
 * A landlord on Rentproof signs a linked tenant's move-in report from the portal, in the company's
 * name, with the member's account for proof of who they are; once a landlord signed, it is signed.
 */
export function signFromPortal(
  db: Db,
  inspection: InspectionRow,
  member: { userId: string; email: string; companyId: string; companyName: string },
  input: { name: string; disagreements: Array<{ itemId: string; comment: string }> },
  now: Date,
) {
  return recordSignature(
    db,
    inspection.id,
    {
      role: 'landlord',
      method: 'landlord-portal',
      name: input.name,
      email: member.email,
      signerUserId: member.userId,
      companyId: member.companyId,
      companyName: member.companyName,
      disagreements: input.disagreements,
    },
    now,
    async (tx) => {
      if (await hasSignatureAs(tx, inspection.id, 'landlord'))
        throw new Rejection('conflict', 'ALREADY_SIGNED', INSPECTION_MESSAGES.alreadySigned);
    },
  );
}
