// Ending a closing company's tenant links belongs to closing the company (close-company.ts), so it
// sits in companies/, which tenancies/ builds on, rather than in tenancies/, which would make the
// two folders import each other (issue 36). What an ended link clears is the same as in
// tenancies/end-tenancy.ts.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { tenancies, tenancyDocuments } from '#server/platform/db/schema/tenancies';

/**
 * Ends every link of a company that is closing, pending ones included, in the caller's
 * transaction: the rows stay, so each tenant still sees the link, as ended, with its date.
 */
export async function endCompanyTenancies(tx: Db, companyId: string, now: Date): Promise<void> {
  const ended = await tx
    .update(tenancies)
    .set({ endedAt: now, shareMoveIn: false, shareMoveOut: false, shareMaintenance: false })
    .where(and(eq(tenancies.companyId, companyId), isNull(tenancies.endedAt)))
    .returning({ id: tenancies.id });
  if (ended.length === 0) return;
  await tx.delete(tenancyDocuments).where(
    inArray(
      tenancyDocuments.tenancyId,
      ended.map((row) => row.id),
    ),
  );
}
