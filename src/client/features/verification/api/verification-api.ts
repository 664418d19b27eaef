import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportOptions } from '#shared/reports/report-schemas';
import type { CreatedShareLink, ReportShare } from '#shared/verification/share-links';
import type { CreateVerificationRequestInput } from '#shared/verification/verification-schemas';
import type {
  ShareLinkPage,
  ShareLinkResponse,
  ShareLinkViews,
} from '#shared/verification/verification-responses';
import { api } from '#client/lib/api-client';

export const SHARE_LINKS_KEY = ['share-links'] as const;
const PAGE_SIZE = 20;

export function useShareLinks() {
  return useInfiniteQuery({
    queryKey: SHARE_LINKS_KEY,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (pageParam) params.set('cursor', pageParam);
      return api<ShareLinkPage>(`/api/verification/share-links?${params}`);
    },
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useShareLinkViews(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...SHARE_LINKS_KEY, id, 'views'],
    queryFn: async () => (await api<ShareLinkViews>(`/api/verification/share-links/${id}/views`)).views,
    enabled,
  });
}

export const verificationApi = {
  create: (input: CreateVerificationRequestInput) =>
    api<CreatedShareLink>('/api/verification/share-links', { body: input }),
  /** The link already open for this report, or a new one when there is none or `forceNew`. */
  shareReport: (options: ReportOptions, { forceNew = false } = {}) =>
    api<ReportShare>('/api/verification/report-shares', { body: { ...options, forceNew } }),
  revoke: (id: string) => api<ShareLinkResponse>(`/api/verification/share-links/${id}/revoke`, { body: {} }),
};

/**
 * What a share button (../components/share-link-button.tsx) needs to share this report and revoke its
 * link.
 */
export function useReportSharing(options: ReportOptions) {
  const queryClient = useQueryClient();
  return {
    share: (forceNew: boolean) => verificationApi.shareReport(options, { forceNew }),
    revoke: (id: string) => verificationApi.revoke(id),
    onLinksChanged: () => queryClient.invalidateQueries({ queryKey: SHARE_LINKS_KEY }),
  };
}
