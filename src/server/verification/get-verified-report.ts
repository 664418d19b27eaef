import type { VerifiedReport } from '#shared/verification/verified-report';
import type { Db } from '#server/platform/db/database';
import { readDepositDisputes } from './read-deposit-disputes';
import { readPetVerification, readTimelyPayments } from './read-pets-and-payments';
import { readResidentConduct } from './read-resident-conduct';
import { readRentalHistory } from './read-rental-history';
import type { ShareScope } from './share-scope';

/**
 * The five sections of a rental verification (docs/product.md §13.2), one reader each, read from
 * the tenant's own records; photos as `scope` shows them, with their stamps (`timestamping`: a
 * Time-Stamping Authority is configured).
 */
export async function getVerifiedReport(
  db: Db,
  owner: { name: string },
  link: { createdAt: Date; expiresAt: Date },
  scope: ShareScope,
  timestamping: boolean,
): Promise<VerifiedReport> {
  const [rentalHistory, depositDisputes, petVerification, residentConduct, timelyPayments] =
    await Promise.all([
      readRentalHistory(db, scope),
      readDepositDisputes(db, scope, timestamping),
      readPetVerification(db, scope),
      readResidentConduct(db, scope),
      readTimelyPayments(db, scope),
    ]);
  return {
    tenantName: owner.name,
    createdAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt.toISOString(),
    rentalHistory,
    depositDisputes,
    petVerification,
    residentConduct,
    timelyPayments,
  };
}
