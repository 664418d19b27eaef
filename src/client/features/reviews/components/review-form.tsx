import { REVIEW_COMMENT_MAX, type EmotionalReview } from '#shared/reviews/review-schemas';
import { PropertySelect } from '#client/components/property-select';
import { StaleUpdateNotice } from '#client/components/stale-update-notice';
import { Button } from '#client/components/ui/button';
import { describedBy, FormField } from '#client/components/ui/form-field';
import { Textarea } from '#client/components/ui/input';
import { useProperties } from '#client/features/properties';
import { useStayChoices } from '#client/features/stays';
import { RatingChoice } from './rating-choice';
import { useReviewForm } from './use-review-form';

/** A new review (review undefined) or an edit of one: the property or stay, the rating and a comment. */
export function ReviewForm({
  review,
  idPrefix,
  onSaved,
  onCancel,
}: {
  review?: EmotionalReview;
  idPrefix: string;
  onSaved?: () => unknown;
  onCancel?: () => void;
}) {
  const properties = useProperties();
  const stays = useStayChoices();
  const { values, set, errors, stale, submit, busy } = useReviewForm(review, { idPrefix, onSaved });
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <StaleUpdateNotice show={stale} />
      <FormField
        id={id('propertyId')}
        label="Property or stay"
        error={errors.propertyId}
        hint={
          properties.data?.length === 0 && stays.data?.length === 0
            ? 'Add a property first, under Properties, or a stay in Travel Mode.'
            : undefined
        }
      >
        <PropertySelect
          properties={properties.data}
          stays={stays.data}
          id={id('propertyId')}
          value={values.propertyId}
          onChange={set('propertyId')}
          invalid={Boolean(errors.propertyId)}
        />
      </FormField>
      <RatingChoice id={id('rating')} value={values.rating} onChange={set('rating')} error={errors.rating} />
      <FormField
        id={id('comment')}
        label="Comment (optional)"
        error={errors.comment}
        hint="Private: only you see it, never a verification link."
      >
        <Textarea
          {...describedBy(id('comment'), errors.comment, { hint: true })}
          rows={4}
          maxLength={REVIEW_COMMENT_MAX}
          value={values.comment}
          onChange={(e) => set('comment')(e.target.value)}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" busy={busy}>
          {review ? 'Save Changes' : 'Submit'}
        </Button>
      </div>
    </form>
  );
}
