import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { EvidenceStage } from '#shared/photos/photo-schemas';
import type { Video, VideoFields } from '#shared/videos/video-schemas';
import { api } from '#client/lib/api-client';
import { uploadWithProgress } from '#client/lib/upload';
import { deviceFacts, photoFormData } from '#client/features/photo-upload';

export const VIDEOS_KEY = ['videos'] as const;

export type VideoFilter = { propertyId?: string; stage?: EvidenceStage };

/** The owner's clips, newest first, of one place and stage when they are given (docs/product.md §34). */
export function useVideos(filter: VideoFilter, { enabled = true } = {}) {
  return useQuery({
    queryKey: [...VIDEOS_KEY, 'list', filter],
    queryFn: async () => {
      const params = new URLSearchParams();
      if (filter.propertyId) params.set('propertyId', filter.propertyId);
      if (filter.stage) params.set('stage', filter.stage);
      return (await api<{ videos: Video[] }>(`/api/videos?${params}`)).videos;
    },
    enabled,
  });
}

/** After a clip is added elsewhere (a log form, a condition report), the lists that show clips. */
export function useRefreshVideos() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: VIDEOS_KEY });
}

export const deleteVideo = (id: string) =>
  api<void>(`/api/videos/${encodeURIComponent(id)}`, { method: 'DELETE' });

/**
 * Sends one clip with what the device says of it (its SHA-256, checked by the server against what
 * arrived, and its time), as a photo is sent, reporting the upload's progress.
 */
export async function uploadVideo(
  fields: Partial<Omit<VideoFields, 'deviceSha256' | 'deviceCapturedAt'>> &
    Pick<VideoFields, 'propertyId' | 'stage'>,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<Video> {
  const form = photoFormData({ ...fields, ...(await deviceFacts(file)) }, file, file.name);
  return (await uploadWithProgress<{ video: Video }>('/api/videos', form, onProgress)).video;
}
