import type { EmotionalReview } from './review-schemas';

/** The answers of /api/emotional-reviews (decision 017). */
export type EmotionalReviewList = { reviews: EmotionalReview[] };
export type EmotionalReviewResponse = { review: EmotionalReview };
