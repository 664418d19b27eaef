import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { users } from '#server/platform/db/schema/auth';
import { companies, companyInvitations } from '#server/platform/db/schema/companies';
import { hashSecretToken } from '#server/platform/lib/secret-token';
import type { InvitationPreview } from '#shared/companies/company-schemas';

/** What an invitation link offers, while it is unused and unexpired; null otherwise. */
export async function previewInvitation(db: Db, token: string, now: Date): Promise<InvitationPreview | null> {
  const [row] = await db
    .select({
      companyName: companies.name,
      invitedBy: users.name,
      email: companyInvitations.email,
      role: companyInvitations.role,
      expiresAt: companyInvitations.expiresAt,
    })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .leftJoin(users, eq(users.id, companyInvitations.invitedBy))
    .where(
      and(
        eq(companyInvitations.tokenHash, hashSecretToken(token)),
        isNull(companyInvitations.acceptedAt),
        gt(companyInvitations.expiresAt, now),
      ),
    );
  if (!row) return null;
  return { ...row, invitedBy: row.invitedBy ?? row.companyName, expiresAt: row.expiresAt.toISOString() };
}
