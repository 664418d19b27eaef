import { useQuery } from '@tanstack/react-query';
import type { ReviewInput, ReviewUpdate } from '#shared/reviews/review-schemas';
import { api } from '#client/lib/api-client';
import type { EmotionalReviewList, EmotionalReviewResponse } from '#shared/reviews/review-responses';

export const REVIEWS_KEY = ['emotional-reviews'] as const;

export function useEmotionalReviews() {
  return useQuery({
    queryKey: REVIEWS_KEY,
    queryFn: async () => (await api<EmotionalReviewList>('/api/emotional-reviews')).reviews,
  });
}

export const reviewsApi = {
  create: (input: ReviewInput) => api<EmotionalReviewResponse>('/api/emotional-reviews', { body: input }),
  update: (id: string, input: ReviewUpdate) =>
    api<EmotionalReviewResponse>(`/api/emotional-reviews/${id}`, { method: 'PUT', body: input }),
  remove: (id: string) => api<void>(`/api/emotional-reviews/${id}`, { method: 'DELETE' }),
};
