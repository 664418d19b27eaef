import { HeartHandshake, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { type EmotionalReview, ratingLabel } from '#shared/reviews/review-schemas';
import { ListState } from '#client/components/list-state';
import { ConfirmDialog } from '#client/components/ui/alert-dialog';
import { Button } from '#client/components/ui/button';
import { EmptyState } from '#client/components/ui/empty-state';
import { formatDate } from '#client/lib/format';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { REVIEWS_KEY, reviewsApi, useEmotionalReviews } from '../api/reviews-api';
import { EditReviewDialog } from './edit-review-dialog';

const describe = (review: EmotionalReview) =>
  `${ratingLabel(review.rating)} review of ${review.propertyName}`;

/** The renter's reviews, newest first, each with edit (a dialog) and delete (asks first). */
export function ReviewList() {
  const reviews = useEmotionalReviews();
  const [editing, setEditing] = useState<EmotionalReview | null>(null);
  const [deleting, setDeleting] = useState<EmotionalReview | null>(null);
  const remove = useAction({
    run: (review: EmotionalReview) => reviewsApi.remove(review.id),
    refreshes: [REVIEWS_KEY],
    onSuccess: () => {
      notify.success('Review deleted.');
      setDeleting(null);
    },
    failureTitle: 'Could not delete the review',
  });

  return (
    <>
      <ListState
        query={reviews}
        isEmpty={reviews.data?.length === 0}
        errorTitle="Error fetching reviews"
        empty={
          <EmptyState icon={<HeartHandshake className="size-6" aria-hidden />} title="No reviews yet">
            Rate how each rental felt. Your reviews are private to you.
          </EmptyState>
        }
      >
        <ul className="space-y-3">
          {reviews.data?.map((review) => (
            <li key={review.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">
                    {review.rating} / 5 · {ratingLabel(review.rating)}
                  </p>
                  <p className="text-sm text-slate-500">
                    {review.propertyName} · {formatDate(review.createdAt)}
                  </p>
                </div>
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => setEditing(review)}
                    aria-label={`Edit ${describe(review)}`}
                  >
                    <Pencil className="size-4" aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="text-red-700 hover:bg-red-50"
                    onClick={() => setDeleting(review)}
                    aria-label={`Delete ${describe(review)}`}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                </div>
              </div>
              {review.comment && (
                <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-700">
                  {review.comment}
                </p>
              )}
            </li>
          ))}
        </ul>
      </ListState>
      <EditReviewDialog review={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this review?"
        description={deleting ? `Your ${describe(deleting)} will be deleted. It cannot be undone.` : ''}
        confirmLabel="Delete review"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </>
  );
}
