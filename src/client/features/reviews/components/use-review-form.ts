import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { type EmotionalReview, REVIEW_MESSAGES, reviewInputSchema } from '#shared/reviews/review-schemas';
import { staleCurrent } from '#client/lib/api-client';
import { formProblems } from '#client/lib/form-problems';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { REVIEWS_KEY, reviewsApi } from '../api/reviews-api';

type Field = 'propertyId' | 'rating' | 'comment';

const formValues = (review: EmotionalReview | undefined) => ({
  propertyId: review?.propertyId ?? '',
  rating: review?.rating ?? null,
  comment: review?.comment ?? '',
});

/**
 * The review form's state and its save: a new review (review undefined) or an edit of one. A save
 * refused because the review changed since the form opened shows the current review instead.
 */
export function useReviewForm(
  review: EmotionalReview | undefined,
  { idPrefix, onSaved }: { idPrefix: string; onSaved?: () => unknown },
) {
  const queryClient = useQueryClient();
  // The review as it is now, once a save was refused because it changed since the form opened.
  const [newer, setNewer] = useState<EmotionalReview | null>(null);
  const record = newer ?? review;
  const [values, setValues] = useState(() => formValues(review));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set =
    <K extends Field>(key: K) =>
    (value: ReturnType<typeof formValues>[K]) => {
      setValues((v) => ({ ...v, [key]: value }));
      setErrors((e) => ({ ...e, [key]: undefined }));
    };

  const save = useAction({
    run: (input: z.output<typeof reviewInputSchema>) =>
      record ? reviewsApi.update(record.id, { ...input, version: record.version }) : reviewsApi.create(input),
    refreshes: [REVIEWS_KEY],
    onSuccess: async () => {
      notify.success(review ? 'Review updated.' : 'Review saved.');
      // A new review keeps the property chosen, so the next one for it is a click away.
      if (!review) setValues({ ...formValues(undefined), propertyId: values.propertyId });
      else setNewer(null);
      await onSaved?.();
    },
    failureTitle: 'Could not save the review',
    onError: async (error) => {
      const current = staleCurrent<EmotionalReview>(error);
      if (!current) return false;
      setNewer(current);
      setValues(formValues(current));
      await queryClient.invalidateQueries({ queryKey: REVIEWS_KEY });
      return true;
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reviewInputSchema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      return save.mutate(parsed.data);
    }
    const { issues } = parsed.error;
    const fieldErrors: Partial<Record<Field, string>> = {};
    for (const issue of issues) fieldErrors[issue.path[0] as Field] ??= issue.message;
    setErrors(fieldErrors);
    // No rating is the form's own check (docs/product.md §21), said first whatever else is missing.
    const title = fieldErrors.rating
      ? REVIEW_MESSAGES.ratingTitle
      : fieldErrors.propertyId
        ? REVIEW_MESSAGES.propertyTitle
        : 'Please check the form';
    notify.error(title, formProblems(issues));
    const first = (['propertyId', 'rating', 'comment'] as const).find((field) => fieldErrors[field]);
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
  };

  return { values, set, errors, stale: newer !== null, submit, busy: save.isPending };
}
