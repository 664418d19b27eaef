import type { CompanyProperty } from './company-property-schemas';
import type { Company, InvitationPreview, PendingInvitation, TeamMember, TeamRole } from './company-schemas';

/** The answers of /api/company, /api/company/properties and /api/invitations (decision 017). */
export type CompanyResponse = { company: Company; role: TeamRole };
export type NoCompanyResponse = { company: null };
export type TeamResponse = { members: TeamMember[]; invitations: PendingInvitation[] };
export type MemberResponse = { member: TeamMember };
export type InvitationResponse = { invitation: PendingInvitation };
export type InvitationPreviewResponse = { invitation: InvitationPreview };
export type CompanyPropertyList = { properties: CompanyProperty[] };
export type CompanyPropertyResponse = { property: CompanyProperty };
/** /api/v1/company/properties: one page of them. */
export type CompanyPropertyPage = { properties: CompanyProperty[]; nextCursor: string | null };
