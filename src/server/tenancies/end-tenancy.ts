import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { tenancies, tenancyDocuments } from '#server/platform/db/schema/tenancies';

/**
 * Ends a link (or cancels an invitation nobody accepted): from now on the company sees nothing
 * through it, and the tenant's choices of what to share are cleared. False when there is none.
 */
async function endWhere(db: Db, condition: SQL | undefined, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [ended] = await tx
      .update(tenancies)
      .set({ endedAt: now, shareMoveIn: false, shareMoveOut: false, shareMaintenance: false })
      .where(and(condition, isNull(tenancies.endedAt)))
      .returning({ id: tenancies.id });
    if (!ended) return false;
    await tx.delete(tenancyDocuments).where(eq(tenancyDocuments.tenancyId, ended.id));
    return true;
  });
}

export function endTenancyForCompany(db: Db, companyId: string, tenancyId: string, now: Date) {
  return endWhere(db, and(eq(tenancies.id, tenancyId), eq(tenancies.companyId, companyId)), now);
}

export function endTenancyForTenant(db: Db, tenantId: string, tenancyId: string, now: Date) {
  return endWhere(db, and(eq(tenancies.id, tenancyId), eq(tenancies.tenantId, tenantId)), now);
}
