import type { companyProperties } from '#server/platform/db/schema/companies';
import type { CompanyProperty } from '#shared/companies/company-property-schemas';

export function presentCompanyProperty(row: typeof companyProperties.$inferSelect): CompanyProperty {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    units: row.units,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}
