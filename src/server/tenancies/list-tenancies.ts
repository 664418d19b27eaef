import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { users } from '#server/platform/db/schema/auth';
import { companies, companyProperties } from '#server/platform/db/schema/companies';
import { properties } from '#server/platform/db/schema/properties';
import { tenancies, tenancyDocuments } from '#server/platform/db/schema/tenancies';
import { displayPropertyName } from '#shared/properties/property-schemas';
import type { CompanyTenancy, TenancyStatus, TenantLink } from '#shared/tenancies/tenancy-schemas';

type TenancyRow = typeof tenancies.$inferSelect;

function statusOf(row: TenancyRow): TenancyStatus {
  if (row.endedAt) return 'ended';
  return row.acceptedAt ? 'active' : 'pending';
}

/** The company's tenant links, newest invitation first: ended ones stay listed as ended. */
export async function listCompanyTenancies(db: Db, companyId: string, now: Date, tenancyId?: string) {
  const rows = await db
    .select({
      tenancy: tenancies,
      tenantName: users.name,
      property: {
        id: companyProperties.id,
        name: companyProperties.name,
        address: companyProperties.address,
      },
    })
    .from(tenancies)
    .innerJoin(companyProperties, eq(companyProperties.id, tenancies.companyPropertyId))
    .leftJoin(users, eq(users.id, tenancies.tenantId))
    .where(and(eq(tenancies.companyId, companyId), tenancyId ? eq(tenancies.id, tenancyId) : undefined))
    .orderBy(desc(tenancies.invitedAt), desc(tenancies.id));
  const documents = await sharedDocumentCounts(
    db,
    rows.map((row) => row.tenancy.id),
  );
  return rows.map(({ tenancy, tenantName, property }): CompanyTenancy => ({
    id: tenancy.id,
    status: statusOf(tenancy),
    email: tenancy.email,
    tenantName: tenancy.acceptedAt ? tenantName : null,
    property,
    invitedAt: tenancy.invitedAt.toISOString(),
    expiresAt: tenancy.expiresAt.toISOString(),
    expired: !tenancy.acceptedAt && tenancy.expiresAt <= now,
    acceptedAt: tenancy.acceptedAt?.toISOString() ?? null,
    endedAt: tenancy.endedAt?.toISOString() ?? null,
    sharing:
      statusOf(tenancy) === 'active'
        ? {
            moveIn: tenancy.shareMoveIn,
            moveOut: tenancy.shareMoveOut,
            maintenance: tenancy.shareMaintenance,
            documents: documents.get(tenancy.id) ?? 0,
          }
        : { moveIn: false, moveOut: false, maintenance: false, documents: 0 },
  }));
}

async function sharedDocumentCounts(db: Db, tenancyIds: string[]) {
  if (tenancyIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ tenancyId: tenancyDocuments.tenancyId, n: count() })
    .from(tenancyDocuments)
    .where(inArray(tenancyDocuments.tenancyId, tenancyIds))
    .groupBy(tenancyDocuments.tenancyId);
  return new Map(rows.map((row) => [row.tenancyId, row.n]));
}

/** The tenant's links to landlords, newest first. */
export async function listTenantLinks(db: Db, tenantId: string, tenancyId?: string) {
  const rows = await db
    .select({
      tenancy: tenancies,
      company: { name: companies.name, email: companies.email, phone: companies.phone },
      propertyAddress: companyProperties.address,
      myProperty: { id: properties.id, name: properties.name },
    })
    .from(tenancies)
    .innerJoin(companies, eq(companies.id, tenancies.companyId))
    .innerJoin(companyProperties, eq(companyProperties.id, tenancies.companyPropertyId))
    .leftJoin(properties, eq(properties.id, tenancies.tenantPropertyId))
    .where(and(eq(tenancies.tenantId, tenantId), tenancyId ? eq(tenancies.id, tenancyId) : undefined))
    .orderBy(desc(tenancies.acceptedAt), desc(tenancies.id));
  const ids = rows.map((row) => row.tenancy.id);
  const documents = ids.length
    ? await db
        .select({ tenancyId: tenancyDocuments.tenancyId, documentId: tenancyDocuments.documentId })
        .from(tenancyDocuments)
        .where(inArray(tenancyDocuments.tenancyId, ids))
    : [];
  return rows.map(({ tenancy, company, propertyAddress, myProperty }): TenantLink => ({
    id: tenancy.id,
    status: statusOf(tenancy),
    company,
    propertyAddress,
    myProperty: myProperty?.id ? { id: myProperty.id, name: displayPropertyName(myProperty) } : null,
    acceptedAt: tenancy.acceptedAt?.toISOString() ?? null,
    endedAt: tenancy.endedAt?.toISOString() ?? null,
    sharing: {
      moveIn: tenancy.shareMoveIn,
      moveOut: tenancy.shareMoveOut,
      maintenance: tenancy.shareMaintenance,
      documentIds: documents.filter((d) => d.tenancyId === tenancy.id).map((d) => d.documentId),
    },
  }));
}
