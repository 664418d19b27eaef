import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  portalSignSchema,
  ReportSignature,
  SigningCodeSent,
  SigningView,
  SignWithCode,
} from '#shared/inspections/inspection-schemas';
import { api } from '#client/lib/api-client';

/** What POST /api/sign/{token} and the portal's signature answer: the signature as recorded. */
export type SignatureResponse = { signature: ReportSignature };
export type PortalSign = z.output<typeof portalSignSchema>;

export const signingViewKey = (token: string) => ['signing-view', token] as const;
const signPath = (token: string) => `/api/sign/${encodeURIComponent(token)}`;

/** The report behind a signing link (docs/product.md §34); no session needed. */
export const useSigningView = (token: string) =>
  useQuery({
    queryKey: signingViewKey(token),
    queryFn: () => api<SigningView>(signPath(token)),
    retry: false,
    // The landlord may read for a long while: coming back to the tab must not reset the page.
    refetchOnWindowFocus: false,
  });

/** Under 'portal', so a change on the Tenants tab refreshes it with the rest of the portal. */
export const portalMoveInReportKey = (tenancyId: string) =>
  ['portal', 'tenants', tenancyId, 'move-in-report'] as const;

/** A tenant's move-in report as the company's landlord reads and signs it. */
export const usePortalMoveInReport = (tenancyId: string) =>
  useQuery({
    queryKey: portalMoveInReportKey(tenancyId),
    queryFn: () => api<SigningView>(`/api/company/tenants/${tenancyId}/move-in-report`),
    retry: false,
  });

export const signingApi = {
  sendCode: (token: string) => api<SigningCodeSent>(`${signPath(token)}/code`, { body: {} }),
  sign: (token: string, input: SignWithCode) => api<SignatureResponse>(signPath(token), { body: input }),
  signFromPortal: (tenancyId: string, input: PortalSign) =>
    api<SignatureResponse>(`/api/company/tenants/${tenancyId}/move-in-report/signatures`, { body: input }),
};
