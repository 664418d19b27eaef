import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { companies } from '#server/platform/db/schema/companies';
import type { companyUpdateSchema } from '#shared/companies/company-schemas';
import type { z } from 'zod';

/** Saves the profile if nobody saved it since `version` was read; false when someone did. */
export async function updateCompany(
  db: Db,
  companyId: string,
  { version, ...profile }: z.infer<typeof companyUpdateSchema>,
  now: Date,
): Promise<boolean> {
  const saved = await db
    .update(companies)
    .set({ ...profile, version: sql`${companies.version} + 1`, updatedAt: now })
    .where(and(eq(companies.id, companyId), eq(companies.version, version)))
    .returning({ id: companies.id });
  return saved.length > 0;
}
