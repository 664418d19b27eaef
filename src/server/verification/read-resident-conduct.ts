import { and, count, desc, eq, sql } from 'drizzle-orm';
import { displayPropertyName } from '#shared/properties/property-schemas';
import { ratingLabel } from '#shared/reviews/review-schemas';
import type { ResidentConduct } from '#shared/verification/verified-report';
import type { Db } from '#server/platform/db/database';
import { emotionalReviews } from '#server/platform/db/schema/emotional-reviews';
import { properties } from '#server/platform/db/schema/properties';
import { SHARED_ROW_LIMIT } from './read-rental-history';
import type { ShareScope } from './share-scope';

/**
 * The renter's emotional reviews, only when the link includes them (docs/product.md §21): how many,
 * their average to one decimal, and each one's rating, property and date. Without the renter's
 * choice nothing is read, so the section is what it was before reviews existed.
 *
 * A review's comment is never shared. It is free text written as a private note about how a rental
 * felt (it may name a landlord, a neighbour or the renter's own circumstances), and the form that
 * asks for it says it is private; the choice on the share form is about the ratings. A renter who
 * wants a comment seen can tell the recipient themselves.
 */
export async function readResidentConduct(db: Db, scope: ShareScope): Promise<ResidentConduct> {
  if (!scope.includeReviews) return { included: false, reviews: [] };
  // Resident conduct is about rentals: a review of a stay (docs/product.md §29) is left out.
  const ofRenter = and(
    eq(emotionalReviews.userId, scope.userId),
    sql`${emotionalReviews.propertyId} in (select ${properties.id} from ${properties} where ${properties.kind} = 'home')`,
  );
  const [[figures], rows] = await Promise.all([
    db
      .select({
        reviewCount: count(),
        averageRating: sql<number | null>`round(avg(${emotionalReviews.rating}), 1)`.mapWith((value) =>
          value === null ? null : Number(value),
        ),
      })
      .from(emotionalReviews)
      .where(ofRenter),
    db
      .select({ review: emotionalReviews, propertyName: properties.name })
      .from(emotionalReviews)
      .innerJoin(properties, eq(properties.id, emotionalReviews.propertyId))
      .where(ofRenter)
      .orderBy(desc(emotionalReviews.createdAt), desc(emotionalReviews.id))
      .limit(SHARED_ROW_LIMIT),
  ]);
  return {
    included: true,
    reviewCount: figures?.reviewCount ?? 0,
    averageRating: figures?.averageRating ?? null,
    reviews: rows.map(({ review, propertyName }) => ({
      rating: review.rating,
      ratingLabel: ratingLabel(review.rating),
      propertyName: displayPropertyName({ id: review.propertyId, name: propertyName }),
      createdAt: review.createdAt.toISOString(),
    })),
  };
}
