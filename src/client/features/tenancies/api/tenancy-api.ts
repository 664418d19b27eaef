import { useQuery } from '@tanstack/react-query';
import type {
  TenancyInvitationPreviewResponse,
  TenantLinkList,
  TenantLinkResponse,
} from '#shared/tenancies/tenancy-responses';
import type { TenancySharing } from '#shared/tenancies/tenancy-schemas';
import { api } from '#client/lib/api-client';

// The renter's links to landlords and what they share through each (docs/product.md §19). Other
// features (the Property Manager) read them through this module.
export const TENANT_LINKS_KEY = ['tenancies'] as const;

export const useTenantLinks = () =>
  useQuery({
    queryKey: TENANT_LINKS_KEY,
    queryFn: async () => (await api<TenantLinkList>('/api/tenancies')).links,
  });

export const useTenancyInvitation = (token: string) =>
  useQuery({
    queryKey: ['tenant-invitation', token],
    queryFn: () =>
      api<TenancyInvitationPreviewResponse>(`/api/tenant-invitations/${encodeURIComponent(token)}`),
    retry: false,
  });

export const tenancyApi = {
  accept: (token: string, propertyId: string) =>
    api<TenantLinkResponse>(`/api/tenant-invitations/${encodeURIComponent(token)}/accept`, {
      method: 'POST',
      body: { propertyId },
    }),
  share: (id: string, sharing: TenancySharing) =>
    api<TenantLinkResponse>(`/api/tenancies/${id}/sharing`, { method: 'PUT', body: sharing }),
  end: (id: string) => api<void>(`/api/tenancies/${id}`, { method: 'DELETE' }),
};
