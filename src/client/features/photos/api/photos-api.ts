import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { PhotoStage } from '#shared/photos/photo-schemas';
import type { PhotoChangesResponse } from '#shared/photos/photo-pairs';
import type { PhotoPage } from '#shared/photos/photo-responses';
import type { PropertyComparison } from '#shared/properties/property-responses';
import { api } from '#client/lib/api-client';
import { callOperation } from '#client/lib/operations';
import { useAction } from '#client/lib/use-action';
import { STAYS_KEY } from '#client/features/stays';

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

export const deletePhoto = (id: string) => callOperation('deletePhoto', { params: { id } });

/**
 * Saves which of a pair's highlights the renter dismissed as false (the whole set, by index), then
 * refreshes the comparisons that show the pair: a home's and a stay's.
 */
export function useDismissChanges() {
  return useAction({
    run: ({ id, dismissed }: { id: string; dismissed: number[] }) =>
      api<PhotoChangesResponse>(`/api/photo-changes/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: { dismissed },
      }),
    refreshes: [
      ['photos', 'comparison'],
      [...STAYS_KEY, 'comparison'],
    ],
    failureTitle: 'Error saving the highlights',
    failureFallback: 'The highlights were not changed. Please try again.',
  });
}
