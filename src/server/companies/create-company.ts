import type { Db } from '#server/platform/db/database';
import { companies, companyMembers } from '#server/platform/db/schema/companies';
import { defaultCompanyName } from '#shared/companies/company-schemas';
import type { Membership } from './find-membership';
import { findMembership } from './find-membership';

/**
 * The company of someone who has none yet, named after them, with them as its Admin. Two tabs
 * opening Company Settings at once make one company: the loser of the race reads the winner's.
 */
export async function createCompany(
  db: Db,
  user: { id: string; name: string | null; email: string },
  now: Date,
): Promise<{ membership: Membership; created: boolean }> {
  const existing = await findMembership(db, user.id);
  if (existing) return { membership: existing, created: false };
  try {
    const membership = await db.transaction(async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({ name: defaultCompanyName(user.name, user.email), createdAt: now, updatedAt: now })
        .returning({ id: companies.id });
      if (!company) throw new Error('The company was not stored');
      const [member] = await tx
        .insert(companyMembers)
        .values({ companyId: company.id, userId: user.id, role: 'Admin', joinedAt: now })
        .returning({
          memberId: companyMembers.id,
          companyId: companyMembers.companyId,
          role: companyMembers.role,
        });
      if (!member) throw new Error('The company member was not stored');
      return member;
    });
    return { membership, created: true };
  } catch (error) {
    const winner = await findMembership(db, user.id);
    if (winner) return { membership: winner, created: false };
    throw error;
  }
}
