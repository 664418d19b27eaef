import { useQuery } from '@tanstack/react-query';
import type {
  CompanyResponse,
  InvitationPreviewResponse,
  InvitationResponse,
  MemberResponse,
  NoCompanyResponse,
  TeamResponse,
} from '#shared/companies/company-responses';
import type { CompanyProfileInput, InviteMemberInput, TeamRole } from '#shared/companies/company-schemas';
import type { AcceptInvitationInput } from '#shared/companies/leaving-company';
import { api } from '#client/lib/api-client';

export const COMPANY_KEY = ['company'] as const;
export const TEAM_KEY = ['company', 'team'] as const;

/** The person's company, made on their first visit (docs/product.md §18). */
export function useCompany() {
  return useQuery({
    queryKey: COMPANY_KEY,
    queryFn: async () => {
      const found = await api<CompanyResponse | NoCompanyResponse>('/api/company');
      return found.company
        ? (found as CompanyResponse)
        : api<CompanyResponse>('/api/company', { method: 'POST' });
    },
  });
}

export function useTeam(enabled: boolean) {
  return useQuery({ queryKey: TEAM_KEY, queryFn: () => api<TeamResponse>('/api/company/team'), enabled });
}

/** The person's company as it is, without making one (the invitation page says what joining leaves). */
export function useCurrentCompany(enabled: boolean) {
  return useQuery({
    queryKey: [...COMPANY_KEY, 'current'],
    queryFn: () => api<CompanyResponse | NoCompanyResponse>('/api/company'),
    enabled,
  });
}

export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: () => api<InvitationPreviewResponse>(`/api/invitations/${encodeURIComponent(token)}`),
    retry: false,
  });
}

export const companyApi = {
  updateProfile: (input: CompanyProfileInput & { version: number }) =>
    api<CompanyResponse>('/api/company', { method: 'PUT', body: input }),
  invite: (input: InviteMemberInput) =>
    api<InvitationResponse>('/api/company/invitations', { method: 'POST', body: input }),
  resendInvitation: (id: string) =>
    api<InvitationResponse>(`/api/company/invitations/${id}/resend`, { method: 'POST' }),
  cancelInvitation: (id: string) => api<void>(`/api/company/invitations/${id}`, { method: 'DELETE' }),
  changeRole: (id: string, role: TeamRole) =>
    api<MemberResponse>(`/api/company/members/${id}`, { method: 'PUT', body: { role } }),
  removeMember: (id: string) => api<void>(`/api/company/members/${id}`, { method: 'DELETE' }),
  acceptInvitation: (token: string, input: AcceptInvitationInput = {}) =>
    api<CompanyResponse>(`/api/invitations/${encodeURIComponent(token)}/accept`, {
      method: 'POST',
      body: input,
    }),
};
