import { and, count, eq, notExists } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { companyProperties } from '#server/platform/db/schema/companies';
import { tenancies } from '#server/platform/db/schema/tenancies';
import { Rejection } from '#server/platform/lib/rejection';

/**
 * False when the company has no such property. A property with tenant links, ended ones included,
 * is refused: its links would go with it (they reference it), and each is the tenant's history.
 * The check is inside the DELETE, so a link made a moment before is never erased by it.
 */
export async function deleteCompanyProperty(db: Db, companyId: string, propertyId: string): Promise<boolean> {
  const ofTheCompany = and(eq(companyProperties.companyId, companyId), eq(companyProperties.id, propertyId));
  const deleted = await db
    .delete(companyProperties)
    .where(
      and(
        ofTheCompany,
        notExists(
          db
            .select({ id: tenancies.id })
            .from(tenancies)
            .where(eq(tenancies.companyPropertyId, companyProperties.id)),
        ),
      ),
    )
    .returning({ id: companyProperties.id });
  if (deleted.length > 0) return true;
  const [kept] = await db
    .select({ address: companyProperties.address, links: count(tenancies.id) })
    .from(companyProperties)
    .leftJoin(tenancies, eq(tenancies.companyPropertyId, companyProperties.id))
    .where(ofTheCompany)
    .groupBy(companyProperties.id);
  if (!kept) return false;
  const links = kept.links === 1 ? '1 tenant link' : `${kept.links} tenant links`;
  throw new Rejection(
    'conflict',
    'CONFLICT',
    `${kept.address} has ${links}. It stays so that its tenants keep the link's history; end an active link from the Tenants tab instead.`,
  );
}
