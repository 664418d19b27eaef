import { z } from 'zod';
import type { DocumentType } from '#shared/documents/document-schemas';
import {
  MAINTENANCE_STATUSES,
  type MaintenanceCategory,
  type MaintenanceStatus,
} from '#shared/maintenance/maintenance-schemas';
import type { EvidenceStage } from '#shared/photos/photo-schemas';
import { emailAddress, multiLineText } from '#shared/text';

// Tenants linked to a company's properties, and what each chooses to share (docs/product.md §19).

export const TENANCY_MESSAGES = {
  inviteEmail: 'Please enter a valid email address to invite a tenant.',
  companyProperty: "Choose one of your company's properties.",
  tenantProperty: 'Choose which of your properties this is.',
  alreadyInvited: 'That address already has an invitation waiting for this property.',
  invitationInvalid: 'This invitation is no longer valid. Ask your landlord for a new one.',
  wrongAccount: 'This invitation was sent to another email address. Sign in with that address to accept it.',
  ownCompany: 'You cannot be a tenant of your own company.',
} as const;

const id = (message: string) => z.uuid({ error: message });

export const inviteTenantSchema = z.object({
  email: emailAddress({ invalid: TENANCY_MESSAGES.inviteEmail }),
  companyPropertyId: id(TENANCY_MESSAGES.companyProperty),
});
export type InviteTenantInput = z.input<typeof inviteTenantSchema>;

export const acceptTenancySchema = z.object({ propertyId: id(TENANCY_MESSAGES.tenantProperty) });

/** Everything is off until the tenant turns it on; documents are named one by one. */
export const tenancySharingSchema = z.object({
  moveIn: z.boolean(),
  moveOut: z.boolean(),
  maintenance: z.boolean(),
  documentIds: z
    .array(z.uuid({ error: 'That document could not be found.' }))
    .max(200)
    .default([]),
});
export type TenancySharing = z.infer<typeof tenancySharingSchema>;

export const maintenanceRequestUpdateSchema = z.object({
  status: z.enum(MAINTENANCE_STATUSES, { error: 'Choose a status.' }),
  comment: multiLineText({ label: 'Comment', max: 2000 }).default(''),
});
export type MaintenanceRequestUpdateInput = z.input<typeof maintenanceRequestUpdateSchema>;

export type TenancyStatus = 'pending' | 'active' | 'ended';

/** A link as the company sees it: never the tenant's own property's name or address. */
export type CompanyTenancy = {
  id: string;
  status: TenancyStatus;
  email: string;
  tenantName: string | null;
  property: { id: string; name: string; address: string };
  invitedAt: string;
  expiresAt: string;
  expired: boolean;
  acceptedAt: string | null;
  endedAt: string | null;
  sharing: { moveIn: boolean; moveOut: boolean; maintenance: boolean; documents: number };
};

/** A link as the tenant sees it. */
export type TenantLink = {
  id: string;
  status: TenancyStatus;
  company: { name: string; email: string; phone: string };
  propertyAddress: string;
  myProperty: { id: string; name: string } | null;
  acceptedAt: string | null;
  endedAt: string | null;
  sharing: { moveIn: boolean; moveOut: boolean; maintenance: boolean; documentIds: string[] };
};

export type TenancyInvitationPreview = {
  companyName: string;
  propertyAddress: string;
  invitedBy: string;
  email: string;
  expiresAt: string;
};

/** A status change or comment a company member wrote on a tenant's maintenance item. */
export type LandlordUpdate = {
  id: string;
  status: MaintenanceStatus;
  comment: string;
  authorName: string;
  companyName: string;
  createdAt: string;
};

/** A tenant's maintenance item, shared with the company as a request. */
export type MaintenanceRequest = {
  id: string;
  tenancyId: string;
  tenantName: string;
  propertyAddress: string;
  item: string;
  details: string;
  category: MaintenanceCategory;
  status: MaintenanceStatus;
  createdAt: string;
  updates: LandlordUpdate[];
};

/** A tenant's photo the company sees: the display sizes and the photo's three facts, no location. */
export type TenancyPhoto = {
  id: string;
  stage: EvidenceStage;
  area: string;
  notes: string;
  receivedAt: string;
  capturedAt: string | null;
  sha256: string;
};

export type SharedDocument = {
  id: string;
  tenancyId: string;
  tenantName: string;
  fileName: string;
  fileType: DocumentType;
  fileSize: number;
  sharedAt: string;
  downloadUrl: string;
};

export type PortalSummary = { properties: number; activeTenants: number; openRequests: number };

/**
 * A file a company sent to a tenant's Document Hub (a notice). Both sides read the same shape: the
 * company's own name on its side, the tenant's own name on theirs.
 */
export type Notice = {
  id: string;
  fileName: string;
  fileType: DocumentType;
  fileSize: number;
  sentAt: string;
  /** The member who sent it, as their name was then. */
  senderName: string;
  companyName: string;
  tenantName: string;
  downloadUrl: string;
};
