import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { companyProperties } from '#server/platform/db/schema/companies';
import type { companyPropertyUpdateSchema } from '#shared/companies/company-property-schemas';
import type { z } from 'zod';

/**
 * Saves the property if nobody saved it since `version` was read; false when someone did, or when
 * the company has no such property.
 */
export async function updateCompanyProperty(
  db: Db,
  companyId: string,
  propertyId: string,
  { version, ...input }: z.infer<typeof companyPropertyUpdateSchema>,
  now: Date,
): Promise<boolean> {
  const saved = await db
    .update(companyProperties)
    .set({ ...input, version: sql`${companyProperties.version} + 1`, updatedAt: now })
    .where(
      and(
        eq(companyProperties.companyId, companyId),
        eq(companyProperties.id, propertyId),
        eq(companyProperties.version, version),
      ),
    )
    .returning({ id: companyProperties.id });
  return saved.length > 0;
}
