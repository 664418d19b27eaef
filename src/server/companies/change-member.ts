import { and, count, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { companies, companyMembers } from '#server/platform/db/schema/companies';
import { Rejection } from '#server/platform/lib/rejection';
import { COMPANY_MESSAGES, type TeamRole } from '#shared/companies/company-schemas';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs a change to one member while holding the company's row, so two Admins demoting each other
 * at once cannot leave the company with none: the second sees the first's change. The change is
 * refused when it would take away the last Admin. Null when the company has no such member.
 */
async function withMember<T>(
  db: Db,
  companyId: string,
  memberId: string,
  change: (tx: Tx, member: typeof companyMembers.$inferSelect, admins: number) => Promise<T>,
): Promise<T | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
    const [member] = await tx
      .select()
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.id, memberId)));
    if (!member) return null;
    const [admins] = await tx
      .select({ n: count() })
      .from(companyMembers)
      .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'Admin')));
    return change(tx, member, admins?.n ?? 0);
  });
}

const lastAdmin = () => new Rejection('conflict', 'LAST_ADMIN', COMPANY_MESSAGES.lastAdmin);

export async function changeMemberRole(db: Db, companyId: string, memberId: string, role: TeamRole) {
  return withMember(db, companyId, memberId, async (tx, member, admins) => {
    if (member.role === 'Admin' && role !== 'Admin' && admins <= 1) throw lastAdmin();
    await tx.update(companyMembers).set({ role }).where(eq(companyMembers.id, member.id));
    return true;
  });
}

/** Removes a member; from their next request on they see nothing of the company. */
export async function removeMember(db: Db, companyId: string, memberId: string) {
  return withMember(db, companyId, memberId, async (tx, member, admins) => {
    if (member.role === 'Admin' && admins <= 1) throw lastAdmin();
    await tx.delete(companyMembers).where(eq(companyMembers.id, member.id));
    return true;
  });
}
