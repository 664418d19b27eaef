import { PageHeader } from '#client/components/page-header';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { ReviewForm } from '../components/review-form';
import { ReviewList } from '../components/review-list';

/** Emotional Review (docs/product.md §21): rate how a rental felt, private to the renter. */
export function EmotionalReviewPage() {
  return (
    <>
      <PageHeader
        title="Emotional Review"
        description="How each rental felt, from Awful to Excellent. Only you see your reviews."
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card>
          <CardHeader title="Rate a property" />
          <CardBody>
            <ReviewForm idPrefix="new-review" />
          </CardBody>
        </Card>
        <section aria-label="Your reviews">
          <ReviewList />
        </section>
      </div>
    </>
  );
}
