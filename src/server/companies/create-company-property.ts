import type { Db } from '#server/platform/db/database';
import { companyProperties } from '#server/platform/db/schema/companies';
import type { companyPropertySchema } from '#shared/companies/company-property-schemas';
import type { z } from 'zod';

export async function createCompanyProperty(
  db: Db,
  companyId: string,
  input: z.infer<typeof companyPropertySchema>,
  now: Date,
) {
  const [row] = await db
    .insert(companyProperties)
    .values({ ...input, companyId, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('The company property was not stored');
  return row;
}
