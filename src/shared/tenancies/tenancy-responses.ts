import type {
  CompanyTenancy,
  MaintenanceRequest,
  LandlordUpdate,
  Notice,
  PortalSummary,
  SharedDocument,
  TenancyInvitationPreview,
  TenancyPhoto,
  TenantLink,
} from './tenancy-schemas';

/** The answers of the landlord portal's and the tenant's link routes (decision 017). */
export type CompanyTenancyList = { tenants: CompanyTenancy[] };
export type CompanyTenancyResponse = { tenant: CompanyTenancy };
export type TenantLinkList = { links: TenantLink[] };
export type TenantLinkResponse = { link: TenantLink };
export type TenancyInvitationPreviewResponse = { invitation: TenancyInvitationPreview };
export type TenancyPhotoList = { photos: TenancyPhoto[] };
export type MaintenanceRequestList = { requests: MaintenanceRequest[] };
export type MaintenanceRequestResponse = { request: MaintenanceRequest };
export type LandlordUpdateList = { updates: LandlordUpdate[] };
export type SharedDocumentList = { documents: SharedDocument[] };
export type PortalSummaryResponse = { summary: PortalSummary };
export type NoticeList = { notices: Notice[] };
export type NoticeResponse = { notice: Notice };

/** /api/v1/company: the same lists, one page at a time. */
export type CompanyTenancyPage = { tenants: CompanyTenancy[]; nextCursor: string | null };
export type TenancyPhotoPage = { photos: TenancyPhoto[]; nextCursor: string | null };
export type MaintenanceRequestPage = { requests: MaintenanceRequest[]; nextCursor: string | null };
