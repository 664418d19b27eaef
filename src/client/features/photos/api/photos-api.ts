import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ComparisonArea } from '../../../../shared/photos/comparison';
import type { Photo, PhotoFields, PhotoStage } from '../../../../shared/photos/photo-schemas';
import type { Property } from '../../../../shared/properties/property-schemas';
import { api, ApiError } from '../../../lib/api-client';
import { isApiErrorBody } from '../../../../shared/api/api-error';

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
      return api<{ photos: Photo[]; nextCursor: string | null }>(`/api/photos?${params}`);
    },
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useComparison(propertyId: string) {
  return useQuery({
    queryKey: ['photos', 'comparison', propertyId],
    queryFn: () =>
      api<{ property: Property; areas: ComparisonArea[] }>(`/api/properties/${propertyId}/comparison`),
  });
}

export function useRefreshPhotos() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [['photos'], ['properties'], ['dashboard']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export const deletePhoto = (id: string) => api<void>(`/api/photos/${id}`, { method: 'DELETE' });

/**
 * Sends one photo. XMLHttpRequest rather than fetch because it reports upload progress, which a
 * person on a slow phone connection needs to see.
 */
export function uploadPhoto(
  fields: PhotoFields,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<Photo> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, value);
  form.set('file', file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/photos');
    request.responseType = 'json';
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      const body: unknown = request.response;
      if (request.status === 201) return resolve((body as { photo: Photo }).photo);
      reject(
        isApiErrorBody(body)
          ? new ApiError(request.status, body.error.code, body.error.message)
          : new ApiError(request.status, 'UPLOAD_FAILED', 'The upload failed. Please try again.'),
      );
    };
    request.onerror = () =>
      reject(
        new ApiError(0, 'NETWORK_ERROR', 'The connection was lost during the upload. Please try again.'),
      );
    request.send(form);
  });
}
