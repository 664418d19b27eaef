import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { SharedPhotoPage, SharedVideo, SharedView } from '#shared/verification/verified-report';
import { api } from '#client/lib/api-client';

/** The public report behind a token; no session needed. */
export function useSharedView(token: string) {
  return useQuery({
    queryKey: ['shared-view', token],
    queryFn: () => api<SharedView>(`/api/verify/${encodeURIComponent(token)}`),
    retry: false,
    // Every fetch is an opening the owner sees in their history: fetch once per visit.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/**
 * The photos of a rental verification: the first page came with the report, the rest a page at a
 * time, so every photo the link serves is one the page can show.
 */
export function useSharedPhotos(token: string, first: SharedPhotoPage) {
  return useInfiniteQuery({
    queryKey: ['shared-view', token, 'photos'],
    initialPageParam: null as string | null,
    initialData: { pages: [first], pageParams: [null] },
    queryFn: ({ pageParam }) =>
      api<SharedPhotoPage>(
        `/api/verify/${encodeURIComponent(token)}/photos${pageParam ? `?${new URLSearchParams({ after: pageParam })}` : ''}`,
      ),
    getNextPageParam: (page) => page.nextCursor,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** The clips a link shows (docs/product.md §34), fetched once per visit like the report. */
export function useSharedVideos(token: string) {
  return useQuery({
    queryKey: ['shared-view', token, 'videos'],
    queryFn: async () =>
      (await api<{ videos: SharedVideo[] }>(`/api/verify/${encodeURIComponent(token)}/videos`)).videos,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export const sharedPhotoUrl = (token: string, photoId: string, size: 'thumb' | 'large') =>
  `/api/verify/${encodeURIComponent(token)}/photos/${photoId}/${size}`;

export const sharedFileUrl = (token: string, file: 'report.pdf' | 'bundle.zip' | 'rent-history.csv') =>
  `/api/verify/${encodeURIComponent(token)}/${file}`;
