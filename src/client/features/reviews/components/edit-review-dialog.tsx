import type { EmotionalReview } from '#shared/reviews/review-schemas';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { ReviewForm } from './review-form';

/** Edit a review: the form opens with its values each time (keyed by the review and its version). */
export function EditReviewDialog({
  review,
  onClose,
}: {
  review: EmotionalReview | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={review !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Edit Review" description="Change the property, the rating or your comment.">
        {review && (
          <ReviewForm
            key={`${review.id}-${review.version}`}
            review={review}
            idPrefix="edit-review"
            onSaved={onClose}
            onCancel={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
