import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { AmenityInput, AmenityUpdate } from '#shared/amenities/amenity-schemas';
import type { AmenityPage, AmenityResponse } from '#shared/amenities/amenity-responses';
import { api } from '#client/lib/api-client';

const PAGE_SIZE = 20;
export const AMENITIES_KEY = ['amenities'] as const;

/** The amenity log, newest first, a page at a time. */
export function useAmenityPages() {
  return useInfiniteQuery({
    queryKey: [...AMENITIES_KEY, 'list'],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (pageParam) params.set('cursor', pageParam);
      return api<AmenityPage>(`/api/amenities?${params}`);
    },
    getNextPageParam: (page) => page.nextCursor,
  });
}

export const amenitiesApi = {
  create: (input: AmenityInput) => api<AmenityResponse>('/api/amenities', { body: input }),
  update: (id: string, input: AmenityUpdate) =>
    api<AmenityResponse>(`/api/amenities/${id}`, { method: 'PUT', body: input }),
  remove: (id: string) => api<void>(`/api/amenities/${id}`, { method: 'DELETE' }),
};

/** The log and what counts its photos, after a change. */
export function useRefreshAmenities() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [AMENITIES_KEY, ['photos'], ['dashboard']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}
