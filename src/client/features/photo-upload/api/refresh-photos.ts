import { useQueryClient } from '@tanstack/react-query';

/**
 * After a photo lands or goes, every list that shows or counts photos is asked for afresh: the
 * photos, the homes' and stays' counts, the dashboard.
 */
export function useRefreshPhotos() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [['photos'], ['properties'], ['stays'], ['dashboard']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}
