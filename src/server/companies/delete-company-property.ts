import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/database';
import { companyProperties } from '#server/db/schema/companies';

/** False when the company has no such property. */
export async function deleteCompanyProperty(db: Db, companyId: string, propertyId: string): Promise<boolean> {
  const deleted = await db
    .delete(companyProperties)
    .where(and(eq(companyProperties.companyId, companyId), eq(companyProperties.id, propertyId)))
    .returning({ id: companyProperties.id });
  return deleted.length > 0;
}
