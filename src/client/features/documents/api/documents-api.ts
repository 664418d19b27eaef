import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api-client';
import { uploadWithProgress } from '#client/lib/upload';
import type { DocumentDeleted, DocumentPage, DocumentResponse } from '#shared/documents/document-responses';
import type { NoticeList } from '#shared/tenancies/tenancy-responses';

const PAGE_SIZE = 25;

export function useDocumentPages(search: string) {
  return useInfiniteQuery({
    queryKey: ['documents', 'list', search],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (search) params.set('search', search);
      if (pageParam) params.set('cursor', pageParam);
      return api<DocumentPage>(`/api/documents?${params}`);
    },
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** What the renter's landlords sent them through their links (docs/product.md §19), newest first. */
export const useLandlordNotices = () =>
  useQuery({
    queryKey: ['documents', 'notices'],
    queryFn: async () => (await api<NoticeList>('/api/notices')).notices,
  });

export const documentsApi = {
  upload: async (file: File, onProgress: (fraction: number) => void) => {
    const form = new FormData();
    form.set('file', file);
    return (await uploadWithProgress<DocumentResponse>('/api/documents', form, onProgress)).document;
  },
  remove: (id: string) => api<DocumentDeleted>(`/api/documents/${id}`, { method: 'DELETE' }),
};
