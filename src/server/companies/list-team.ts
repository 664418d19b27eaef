import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { users } from '#server/platform/db/schema/auth';
import { companyInvitations, companyMembers } from '#server/platform/db/schema/companies';

const memberColumns = {
  id: companyMembers.id,
  userId: companyMembers.userId,
  role: companyMembers.role,
  joinedAt: companyMembers.joinedAt,
  name: users.name,
  email: users.email,
};

/** Members in the order they joined, and the invitations nobody has accepted yet, newest first. */
export async function listTeam(db: Db, companyId: string) {
  const [members, invitations] = await Promise.all([
    db
      .select(memberColumns)
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(eq(companyMembers.companyId, companyId))
      .orderBy(asc(companyMembers.joinedAt), asc(companyMembers.id)),
    db
      .select()
      .from(companyInvitations)
      .where(and(eq(companyInvitations.companyId, companyId), isNull(companyInvitations.acceptedAt)))
      .orderBy(desc(companyInvitations.invitedAt)),
  ]);
  return { members, invitations };
}

export async function getMember(db: Db, companyId: string, memberId: string) {
  const [row] = await db
    .select(memberColumns)
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.id, memberId)));
  return row ?? null;
}
