import { eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { companyMembers } from '#server/platform/db/schema/companies';
import { Rejection } from '#server/platform/lib/rejection';
import type { TeamRole } from '#shared/companies/company-schemas';

/** A company and the role someone (or a company key) acts with there, read afresh on each request. */
export type Membership = { memberId: string; companyId: string; role: TeamRole };

/**
 * The signed-in person's company and role, read on every request that needs them: a member who was
 * removed or demoted a moment ago is refused on their very next request.
 */
export async function findMembership(db: Db, userId: string): Promise<Membership | null> {
  const [row] = await db
    .select({ memberId: companyMembers.id, companyId: companyMembers.companyId, role: companyMembers.role })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId));
  return row ?? null;
}

/** The membership, or the 404 of someone in no company (or removed from theirs a moment ago). */
export async function requireMembership(db: Db, userId: string): Promise<Membership> {
  const membership = await findMembership(db, userId);
  if (!membership) throw new Rejection('not-found', 'NOT_FOUND', 'Your company could not be found.');
  return membership;
}
