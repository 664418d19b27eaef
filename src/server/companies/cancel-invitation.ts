import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { companyInvitations } from '#server/platform/db/schema/companies';

/** Deletes a pending invitation of the company, so its link opens nothing; false when there is none. */
export async function cancelInvitation(db: Db, companyId: string, invitationId: string): Promise<boolean> {
  const deleted = await db
    .delete(companyInvitations)
    .where(
      and(
        eq(companyInvitations.id, invitationId),
        eq(companyInvitations.companyId, companyId),
        isNull(companyInvitations.acceptedAt),
      ),
    )
    .returning({ id: companyInvitations.id });
  return deleted.length > 0;
}
