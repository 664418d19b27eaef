import { and, count, eq, ne } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { companyProperties } from '#server/platform/db/schema/companies';
import { maintenanceItems } from '#server/platform/db/schema/maintenance';
import { activeTenancy, tenancies } from '#server/platform/db/schema/tenancies';
import type { PortalSummary } from '#shared/tenancies/tenancy-schemas';
import { sharedWithCompany } from './maintenance-requests';

/** The Landlord Portal's three figures, counted by the database. */
export async function getPortalSummary(db: Db, companyId: string): Promise<PortalSummary> {
  const [[propertyCount], [tenantCount], [requestCount]] = await Promise.all([
    db.select({ n: count() }).from(companyProperties).where(eq(companyProperties.companyId, companyId)),
    db
      .select({ n: count() })
      .from(tenancies)
      .where(and(eq(tenancies.companyId, companyId), activeTenancy)),
    db
      .select({ n: count() })
      .from(maintenanceItems)
      .innerJoin(tenancies, sharedWithCompany(companyId))
      .where(ne(maintenanceItems.status, 'completed')),
  ]);
  return {
    properties: propertyCount?.n ?? 0,
    activeTenants: tenantCount?.n ?? 0,
    openRequests: requestCount?.n ?? 0,
  };
}
