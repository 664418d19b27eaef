import { z } from 'zod';
import type { DocumentType } from '#shared/documents/document-schemas';
import { MAINTENANCE_CATEGORIES, MAINTENANCE_STATUSES } from '#shared/maintenance/maintenance-schemas';
import { photoMarkupSchema } from '#shared/photos/markup-schemas';
import { EVIDENCE_STAGES } from '#shared/photos/photo-schemas';
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

export const TENANCY_STATUSES = ['pending', 'active', 'ended'] as const;
export type TenancyStatus = (typeof TENANCY_STATUSES)[number];

/** A link as the company sees it: never the tenant's own property's name or address. */
export const companyTenancySchema = z
  .object({
    id: z.uuid(),
    status: z
      .enum(TENANCY_STATUSES)
      .describe('Invited and not accepted yet, accepted and sharing what the tenant chooses, or ended.'),
    email: z.string().describe('The address the invitation went to.'),
    tenantName: z.string().nullable().describe("The tenant's name once they accepted."),
    property: z
      .object({ id: z.uuid(), name: z.string(), address: z.string() })
      .describe("The company's property the link is for."),
    invitedAt: z.iso.datetime(),
    expiresAt: z.iso.datetime().describe('When an invitation not accepted by then stops working.'),
    expired: z.boolean().describe('An invitation past its expiry, never accepted.'),
    acceptedAt: z.iso.datetime().nullable(),
    endedAt: z.iso.datetime().nullable(),
    sharing: z
      .object({
        moveIn: z.boolean(),
        moveOut: z.boolean(),
        maintenance: z.boolean(),
        documents: z.int().describe('How many documents the tenant shows the company.'),
      })
      .describe('What the tenant shares through an active link; nothing otherwise.'),
  })
  .meta({ id: 'CompanyTenant', description: "A tenant's link to one of the company's properties." });
export type CompanyTenancy = z.infer<typeof companyTenancySchema>;

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
export const landlordUpdateSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(MAINTENANCE_STATUSES).describe('The status the member moved the item to.'),
    comment: z.string(),
    authorName: z.string().describe('The member who wrote it, as their name was then.'),
    companyName: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({
    id: 'LandlordUpdate',
    description: "A status change or comment a company member wrote on a tenant's maintenance item.",
  });
export type LandlordUpdate = z.infer<typeof landlordUpdateSchema>;

/** A tenant's maintenance item, shared with the company as a request. */
export const maintenanceRequestSchema = z
  .object({
    id: z.uuid().describe("The tenant's maintenance item."),
    tenancyId: z.uuid().describe('The tenant link it is shared through.'),
    tenantName: z.string(),
    propertyAddress: z.string().describe("The address of the company's property."),
    item: z.string().describe('What needs fixing.'),
    details: z.string(),
    category: z.enum(MAINTENANCE_CATEGORIES),
    status: z.enum(MAINTENANCE_STATUSES),
    createdAt: z.iso.datetime(),
    updates: z.array(landlordUpdateSchema).describe("The company's updates on it, oldest first."),
  })
  .meta({
    id: 'MaintenanceRequest',
    description: "A linked tenant's maintenance item, which they share with the company.",
  });
export type MaintenanceRequest = z.infer<typeof maintenanceRequestSchema>;

/** A tenant's photo the company sees: the display sizes and the photo's three facts, no location. */
export const tenancyPhotoSchema = z
  .object({
    id: z.uuid(),
    stage: z.enum(EVIDENCE_STAGES),
    area: z.string(),
    notes: z.string(),
    receivedAt: z.iso.datetime().describe('When the server received the file (ISO 8601, UTC).'),
    // Not z.iso.datetime(): a camera that recorded no UTC offset gives a wall-clock time without one.
    capturedAt: z
      .string()
      .nullable()
      .describe("When the camera took it, from EXIF, with the camera's UTC offset when it recorded one."),
    sha256: z.string().describe('SHA-256 of the original bytes, hex.'),
    width: z.number().int().describe('Width in pixels, as displayed.'),
    height: z.number().int().describe('Height in pixels, as displayed.'),
    markup: photoMarkupSchema
      .nullable()
      .describe(
        "The tenant's drawing over the photo, if any; the photo's bytes and SHA-256 are the original's.",
      ),
  })
  .meta({
    id: 'TenantPhoto',
    description:
      'A move-in or move-out photo a linked tenant shares: its three facts, never where it was taken.',
  });
export type TenancyPhoto = z.infer<typeof tenancyPhotoSchema>;

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
