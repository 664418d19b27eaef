import { z } from 'zod';
import { versionField } from '#shared/api/versioned';
import { emailAddress, singleLineText } from '#shared/text';

// Companies and their teams (docs/product.md §18).

/** Stored and shown as written; the first member of a company is its Admin. */
export const TEAM_ROLES = ['Admin', 'Member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** Days an emailed invitation stays valid; resending starts a new link and a new week. */
export const INVITATION_DAYS = 7;

export const COMPANY_MESSAGES = {
  notLoaded: 'Company profile not loaded.',
  name: 'Please enter the company name.',
  email: 'Please enter a valid company email address.',
  website: 'Please enter a website address such as https://example.com.',
  inviteEmail: 'Please enter a valid email address to send an invitation.',
  adminsOnly: 'Only Admins of the company can do that.',
  lastAdmin: 'A company needs at least one Admin. Make another member Admin first.',
  alreadyMember: 'That person is already on your team.',
  alreadyInvited: 'An invitation to that address is already waiting. Resend it from the list.',
  invitationInvalid: 'This invitation is no longer valid. Ask for a new one.',
  wrongAccount: 'This invitation was sent to another email address. Sign in with that address to accept it.',
  otherCompany:
    'You already belong to another company with other members. Ask its Admin to remove you, then accept again.',
} as const;

const optionalEmail = z
  .string()
  .trim()
  .max(254, COMPANY_MESSAGES.email)
  .refine((value) => value === '' || z.email().safeParse(value).success, COMPANY_MESSAGES.email);

const optionalWebsite = z
  .string()
  .trim()
  .max(300, COMPANY_MESSAGES.website)
  .refine((value) => value === '' || isWebAddress(value), COMPANY_MESSAGES.website);

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
    return url.hostname.includes('.');
  } catch {
    return false;
  }
}

export const companyProfileSchema = z.object({
  name: singleLineText({ label: 'Company name', max: 120, required: COMPANY_MESSAGES.name }),
  email: optionalEmail.default(''),
  phone: singleLineText({ label: 'Phone', max: 40 }).default(''),
  website: optionalWebsite.default(''),
  address: singleLineText({ label: 'Address', max: 300 }).default(''),
});
export type CompanyProfileInput = z.input<typeof companyProfileSchema>;

export const companyUpdateSchema = companyProfileSchema.extend(versionField);

export const inviteMemberSchema = z.object({
  email: emailAddress({ invalid: COMPANY_MESSAGES.inviteEmail }),
  role: z.enum(TEAM_ROLES).default('Member'),
});
export type InviteMemberInput = z.input<typeof inviteMemberSchema>;

export const changeRoleSchema = z.object({
  role: z.enum(TEAM_ROLES, { error: 'Choose Admin or Member.' }),
});

/** "Jamie Renter's Company", or the email address's when the person gave no name. */
export function defaultCompanyName(name: string | null | undefined, email: string): string {
  return `${name?.trim() || email}'s Company`;
}

export type Company = {
  id: string;
  name: string;
  email: string;
  phone: string;
  website: string;
  address: string;
  version: number;
  createdAt: string;
};

export type TeamMember = {
  id: string;
  name: string;
  email: string;
  role: TeamRole;
  joinedAt: string;
  /** The signed-in person's own row. */
  isYou: boolean;
};

export type PendingInvitation = {
  id: string;
  email: string;
  role: TeamRole;
  invitedAt: string;
  expiresAt: string;
  /** Past its expiry by the server's clock: resending makes a new link. */
  expired: boolean;
};

/** What the invitation page shows before and after sign-in: no token, no inviter's email. */
export type InvitationPreview = {
  companyName: string;
  invitedBy: string;
  email: string;
  role: TeamRole;
  expiresAt: string;
};
