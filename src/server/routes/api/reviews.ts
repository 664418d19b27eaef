import type { Context } from 'hono';
import { Hono } from 'hono';
import { reviewInputSchema, reviewUpdateSchema } from '#shared/reviews/review-schemas';
import type { AppEnv } from '#server/http/app-env';
import { notFound, readJson, validate } from '#server/http/errors';
import { requireUser } from '#server/http/middleware/require-user';
import { idParam } from '#server/http/params';
import { authorizeReferences } from '#server/routes/references';
import { staleUpdate } from '#server/http/stale-update';
import {
  createEmotionalReview,
  deleteEmotionalReview,
  getEmotionalReview,
  listEmotionalReviews,
  presentEmotionalReview,
  updateEmotionalReview,
} from '#server/reviews/emotional-reviews';
import type { EmotionalReviewList, EmotionalReviewResponse } from '#shared/reviews/review-responses';

const THE_REVIEW = 'That review';

async function presentSaved(c: Context<AppEnv>, id: string) {
  const row = await getEmotionalReview(c.var.services.database.db, c.var.user.id, id);
  if (!row) throw notFound(THE_REVIEW);
  return { review: presentEmotionalReview(row) };
}

/** The renter's emotional reviews (docs/product.md §21): theirs alone, every property checked as theirs. */
export const emotionalReviewRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const rows = await listEmotionalReviews(c.var.services.database.db, c.var.user.id);
    return c.json({ reviews: rows.map(presentEmotionalReview) } satisfies EmotionalReviewList);
  })
  .post('/', async (c) => {
    const input = validate(reviewInputSchema, await readJson(c));
    await authorizeReferences(c, input);
    const { id } = await createEmotionalReview(c.var.services.database.db, c.var.user.id, input);
    return c.json((await presentSaved(c, id)) satisfies EmotionalReviewResponse, 201);
  })
  .put('/:id', async (c) => {
    const id = idParam(c.req.param('id'), THE_REVIEW);
    const input = validate(reviewUpdateSchema, await readJson(c));
    await authorizeReferences(c, input);
    const saved = await updateEmotionalReview(c.var.services.database.db, c.var.user.id, id, input);
    const current = await presentSaved(c, id);
    if (!saved) throw staleUpdate(current.review);
    return c.json(current satisfies EmotionalReviewResponse);
  })
  .delete('/:id', async (c) => {
    const id = idParam(c.req.param('id'), THE_REVIEW);
    if (!(await deleteEmotionalReview(c.var.services.database.db, c.var.user.id, id)))
      throw notFound(THE_REVIEW);
    return c.body(null, 204);
  });
