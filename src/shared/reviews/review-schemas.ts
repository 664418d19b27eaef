import { z } from 'zod';
import { versionField } from '#shared/api/versioned';
import { multiLineText } from '#shared/text';

/** The five ratings and their labels, lowest first (docs/product.md §21). */
export const REVIEW_RATINGS = [
  { value: 1, label: 'Awful' },
  { value: 2, label: 'Poor' },
  { value: 3, label: 'Average' },
  { value: 4, label: 'Good' },
  { value: 5, label: 'Excellent' },
] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number]['value'];

export const REVIEW_COMMENT_MAX = 2000;

export const REVIEW_MESSAGES = {
  ratingTitle: 'Rating Required',
  rating: 'Please select a rating before submitting.',
  ratingRange: 'A rating is a whole number from 1 (Awful) to 5 (Excellent).',
  propertyTitle: 'Property Required',
  property: 'Please choose a property.',
} as const;

/** "Good" for 4; the number itself for a rating outside the scale. */
export function ratingLabel(rating: number): string {
  return REVIEW_RATINGS.find((choice) => choice.value === rating)?.label ?? String(rating);
}

/** A review of one of the user's properties (stays come later); fields in the form's order. */
export const reviewInputSchema = z.object({
  propertyId: z.uuid(REVIEW_MESSAGES.property),
  rating: z
    .number({ error: REVIEW_MESSAGES.rating })
    .int(REVIEW_MESSAGES.ratingRange)
    .min(1, REVIEW_MESSAGES.ratingRange)
    .max(5, REVIEW_MESSAGES.ratingRange),
  comment: multiLineText({ label: 'Comment', max: REVIEW_COMMENT_MAX }).default(''),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

/** An edit names the version it was read at (decision 013). */
export const reviewUpdateSchema = reviewInputSchema.extend(versionField);
export type ReviewUpdate = z.input<typeof reviewUpdateSchema>;

/** An emotional review as its author sees it: private to them. */
export type EmotionalReview = {
  id: string;
  propertyId: string;
  propertyName: string;
  rating: number;
  comment: string;
  /** Bumped by every change; an edit sends it back (decision 013). */
  version: number;
  createdAt: string;
  updatedAt: string;
};
