import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { companyProperties } from '#server/platform/db/schema/companies';

/** The company's properties, newest first. */
export async function listCompanyProperties(db: Db, companyId: string) {
  return db
    .select()
    .from(companyProperties)
    .where(eq(companyProperties.companyId, companyId))
    .orderBy(desc(companyProperties.createdAt), desc(companyProperties.id));
}

/** One property of the company; null when the company has no such property. */
export async function getCompanyProperty(db: Db, companyId: string, propertyId: string) {
  const [row] = await db
    .select()
    .from(companyProperties)
    .where(and(eq(companyProperties.companyId, companyId), eq(companyProperties.id, propertyId)));
  return row ?? null;
}
