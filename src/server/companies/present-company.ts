import type { companies, companyInvitations } from '#server/platform/db/schema/companies';
import type { Company, PendingInvitation, TeamMember, TeamRole } from '#shared/companies/company-schemas';

export function presentCompany(row: typeof companies.$inferSelect): Company {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    website: row.website,
    address: row.address,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentMember(
  row: { id: string; userId: string; name: string; email: string; role: TeamRole; joinedAt: Date },
  viewerId: string,
): TeamMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    joinedAt: row.joinedAt.toISOString(),
    isYou: row.userId === viewerId,
  };
}

export function presentInvitation(row: typeof companyInvitations.$inferSelect, now: Date): PendingInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedAt: row.invitedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt <= now,
  };
}
