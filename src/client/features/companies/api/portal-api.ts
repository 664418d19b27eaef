import { useQuery } from '@tanstack/react-query';
import type { CompanyPropertyResponse } from '#shared/companies/company-responses';
import type { z } from 'zod';
import type { companyPropertySchema } from '#shared/companies/company-property-schemas';
import type { LandlordDeductionList, LandlordDeductionResponse } from '#shared/deposits/deposit-responses';
import type { LandlordDeductionInput } from '#shared/deposits/deposit-schemas';
import type {
  CompanyTenancyResponse,
  MaintenanceRequestResponse,
  NoticeList,
  NoticeResponse,
  PortalSummaryResponse,
  SharedDocumentList,
  TenancyPhotoList,
} from '#shared/tenancies/tenancy-responses';
import type { InviteTenantInput, MaintenanceRequestUpdateInput } from '#shared/tenancies/tenancy-schemas';
import { api } from '#client/lib/api-client';
import { callOperation } from '#client/lib/operations';
import { uploadWithProgress } from '#client/lib/upload';

// The Landlord Portal's data (docs/product.md §19): every key starts with 'portal', so a change
// refreshes the figures with the tab it was made on.
export const PORTAL_KEY = ['portal'] as const;
export const PORTAL_PROPERTIES_KEY = ['portal', 'properties'] as const;
export const PORTAL_TENANTS_KEY = ['portal', 'tenants'] as const;
export const PORTAL_REQUESTS_KEY = ['portal', 'maintenance'] as const;
export const PORTAL_DOCUMENTS_KEY = ['portal', 'documents'] as const;
export const PORTAL_NOTICES_KEY = ['portal', 'notices'] as const;

export const usePortalSummary = () =>
  useQuery({
    queryKey: ['portal', 'summary'],
    queryFn: async () => (await api<PortalSummaryResponse>('/api/company/summary')).summary,
  });

export const useCompanyProperties = () =>
  useQuery({
    queryKey: PORTAL_PROPERTIES_KEY,
    queryFn: async () => (await callOperation('listCompanyProperties')).properties,
  });

export const useCompanyTenants = () =>
  useQuery({
    queryKey: PORTAL_TENANTS_KEY,
    queryFn: async () => (await callOperation('listCompanyTenants')).tenants,
  });

export const useTenancyPhotos = (tenancyId: string) =>
  useQuery({
    queryKey: ['portal', 'tenants', tenancyId, 'photos'],
    queryFn: async () => (await api<TenancyPhotoList>(`/api/company/tenants/${tenancyId}/photos`)).photos,
  });

/** The itemized list of deductions kept for one tenant link (docs/product.md §32). */
export const tenancyDeductionsKey = (tenancyId: string) =>
  ['portal', 'tenants', tenancyId, 'deductions'] as const;

export const useTenancyDeductions = (tenancyId: string) =>
  useQuery({
    queryKey: tenancyDeductionsKey(tenancyId),
    queryFn: async () =>
      (await api<LandlordDeductionList>(`/api/company/tenants/${tenancyId}/deductions`)).deductions,
  });

export const useMaintenanceRequests = () =>
  useQuery({
    queryKey: PORTAL_REQUESTS_KEY,
    queryFn: async () => (await callOperation('listCompanyMaintenanceRequests')).requests,
  });

export const useSharedDocuments = () =>
  useQuery({
    queryKey: PORTAL_DOCUMENTS_KEY,
    queryFn: async () => (await api<SharedDocumentList>('/api/company/documents')).documents,
  });

/** The notices the company sent to its tenants' Document Hubs, newest first. */
export const useSentNotices = () =>
  useQuery({
    queryKey: PORTAL_NOTICES_KEY,
    queryFn: async () => (await api<NoticeList>('/api/company/notices')).notices,
  });

export const tenancyPhotoUrl = (tenancyId: string, photoId: string, size: 'thumb' | 'large') =>
  `/api/company/tenants/${tenancyId}/photos/${photoId}/${size}`;

export const portalApi = {
  addProperty: (input: z.input<typeof companyPropertySchema>) =>
    api<CompanyPropertyResponse>('/api/company/properties', { method: 'POST', body: input }),
  deleteProperty: (id: string) => callOperation('deleteCompanyProperty', { params: { id } }),
  inviteTenant: (input: InviteTenantInput) =>
    api<CompanyTenancyResponse>('/api/company/tenants', { method: 'POST', body: input }),
  endTenancy: (id: string) => api<void>(`/api/company/tenants/${id}`, { method: 'DELETE' }),
  addDeduction: (tenancyId: string, input: LandlordDeductionInput) =>
    api<LandlordDeductionResponse>(`/api/company/tenants/${tenancyId}/deductions`, {
      method: 'POST',
      body: input,
    }),
  removeDeduction: (tenancyId: string, id: string) =>
    api<void>(`/api/company/tenants/${tenancyId}/deductions/${id}`, { method: 'DELETE' }),
  updateRequest: (id: string, input: MaintenanceRequestUpdateInput) =>
    api<MaintenanceRequestResponse>(`/api/company/maintenance/${id}`, { method: 'PATCH', body: input }),
  /** Uploads a file to a tenant through their active link, reporting progress (0 to 1). */
  sendNotice: async (tenancyId: string, file: File, onProgress: (fraction: number) => void) => {
    const form = new FormData();
    form.set('file', file);
    const url = `/api/company/tenants/${tenancyId}/notices`;
    return (await uploadWithProgress<NoticeResponse>(url, form, onProgress)).notice;
  },
};
