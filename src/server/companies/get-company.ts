import { eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { companies } from '#server/platform/db/schema/companies';

export async function getCompany(db: Db, companyId: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row ?? null;
}
