import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { displayPropertyName } from '#shared/properties/property-schemas';
import type { EmotionalReview, reviewInputSchema, reviewUpdateSchema } from '#shared/reviews/review-schemas';
import type { Db } from '#server/platform/db/database';
import { emotionalReviews } from '#server/platform/db/schema/emotional-reviews';
import { properties } from '#server/platform/db/schema/properties';

// A renter's emotional reviews, private to them: list, save, delete and present, in one small module.

const LIST_LIMIT = 200;

function selectReviews(db: Db) {
  return db
    .select({ review: emotionalReviews, propertyName: properties.name })
    .from(emotionalReviews)
    .innerJoin(properties, eq(properties.id, emotionalReviews.propertyId))
    .$dynamic();
}
type ReviewRow = Awaited<ReturnType<ReturnType<typeof selectReviews>['execute']>>[number];
const ownedReview = (userId: string, id: string) =>
  and(eq(emotionalReviews.id, id), eq(emotionalReviews.userId, userId));

/** Newest first. */
export function listEmotionalReviews(db: Db, userId: string) {
  return selectReviews(db)
    .where(eq(emotionalReviews.userId, userId))
    .orderBy(desc(emotionalReviews.createdAt), desc(emotionalReviews.id))
    .limit(LIST_LIMIT);
}

/** The user's review, or null (missing and someone else's look the same). */
export async function getEmotionalReview(db: Db, userId: string, id: string) {
  const [row] = await selectReviews(db).where(ownedReview(userId, id));
  return row ?? null;
}

/** The property is already known to belong to the user. */
export async function createEmotionalReview(
  db: Db,
  userId: string,
  input: z.output<typeof reviewInputSchema>,
) {
  const [row] = await db
    .insert(emotionalReviews)
    .values({ userId, ...input })
    .returning({ id: emotionalReviews.id });
  if (!row) throw new Error('Insert returned no review');
  return row;
}

/**
 * Saved only if the review is still at the version it was read at; the property is already known to
 * belong to the user. Null when nothing was saved: missing, not the user's, or changed since.
 */
export async function updateEmotionalReview(
  db: Db,
  userId: string,
  id: string,
  { version, ...input }: z.output<typeof reviewUpdateSchema>,
) {
  const [row] = await db
    .update(emotionalReviews)
    .set({ ...input, version: sql`${emotionalReviews.version} + 1`, updatedAt: new Date() })
    .where(and(ownedReview(userId, id), eq(emotionalReviews.version, version)))
    .returning({ id: emotionalReviews.id });
  return row ?? null;
}

export async function deleteEmotionalReview(db: Db, userId: string, id: string) {
  const deleted = await db
    .delete(emotionalReviews)
    .where(ownedReview(userId, id))
    .returning({ id: emotionalReviews.id });
  return deleted.length > 0;
}

export function presentEmotionalReview({ review, propertyName }: ReviewRow): EmotionalReview {
  return {
    id: review.id,
    propertyId: review.propertyId,
    propertyName: displayPropertyName({ id: review.propertyId, name: propertyName }),
    rating: review.rating,
    comment: review.comment,
    version: review.version,
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
  };
}
