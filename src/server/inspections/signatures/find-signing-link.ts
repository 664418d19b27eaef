import { eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { inspections, signatureRequests } from '#server/platform/db/schema/inspections';
import { hashSecretToken } from '#server/platform/lib/secret-token';

export type SigningLink = {
  request: typeof signatureRequests.$inferSelect;
  inspection: typeof inspections.$inferSelect;
};

export type SigningLinkLookup =
  | ({ outcome: 'valid' } & SigningLink)
  /** Unknown and withdrawn links are one outcome, so an answer never tells which. */
  | { outcome: 'invalid' }
  | { outcome: 'expired' };

/** The signing link of a token, checked against the clock; changes nothing. */
export async function findSigningLink(db: Db, token: string, now: Date): Promise<SigningLinkLookup> {
  const [row] = await db
    .select({ request: signatureRequests, inspection: inspections })
    .from(signatureRequests)
    .innerJoin(inspections, eq(inspections.id, signatureRequests.inspectionId))
    .where(eq(signatureRequests.tokenHash, hashSecretToken(token)));
  if (!row || row.request.revokedAt) return { outcome: 'invalid' };
  if (row.request.expiresAt.getTime() <= now.getTime()) return { outcome: 'expired' };
  return { outcome: 'valid', ...row };
}
