import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PhotoStage } from '#shared/photos/photo-schemas';
import { api } from '#client/lib/api-client';
import type { PhotoPage } from '#shared/photos/photo-responses';
import type { PropertyComparison } from '#shared/properties/property-responses';

export type PhotoFilter = { propertyId?: string; stage?: PhotoStage };

const PAGE_SIZE = 24;

export function usePhotoPages(filter: PhotoFilter) {
  return useInfiniteQuery({
    queryKey: ['photos', 'list', filter],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (filter.propertyId) params.set('propertyId', filter.propertyId);
      if (filter.stage) params.set('stage', filter.stage);
      if (pageParam) params.set('cursor', pageParam);
      return api<PhotoPage>(`/api/photos?${params}`);
    },
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useComparison(propertyId: string) {
  return useQuery({
    queryKey: ['photos', 'comparison', propertyId],
    queryFn: () => api<PropertyComparison>(`/api/properties/${propertyId}/comparison`),
  });
}

export function useRefreshPhotos() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [['photos'], ['properties'], ['stays'], ['dashboard']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export const deletePhoto = (id: string) => api<void>(`/api/photos/${id}`, { method: 'DELETE' });
