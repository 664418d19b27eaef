import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  inspectionCreateSchema,
  inspectionUpdateSchema,
  ratingSchema,
  type InspectionResponse,
  type RatingResponse,
} from '#shared/inspections/inspection-schemas';
import { EVIDENCE_STAGES } from '#shared/photos/photo-schemas';
import type { Db } from '#server/platform/db/database';
import type { AppEnv } from '#server/http/app-env';
import { notFound, readJson, validate } from '#server/http/errors';
import { requireUser } from '#server/http/middleware/require-user';
import { idParam } from '#server/http/params';
import { staleUpdate } from '#server/http/stale-update';
import { createInspection } from '#server/inspections/create-inspection';
import { deleteInspection } from '#server/inspections/delete-inspection';
import { getInspection } from '#server/inspections/get-inspection';
import { getInspectionItem } from '#server/inspections/get-inspection-item';
import { presentInspection, presentInspectionItem } from '#server/inspections/present-inspection';
import { clearRating, rateItem } from '#server/inspections/rate-item';
import { updateInspection } from '#server/inspections/update-inspection';
import { getProperty } from '#server/properties/get-property';
import { presentWalkthroughPlace } from '#server/walkthroughs/present-walkthrough';

const THE_PLACE = 'That place';
const THE_REPORT = 'That condition report';
const THE_ITEM = 'That item';

const stageParam = z.object({
  stage: z.enum(EVIDENCE_STAGES, { error: 'Please choose move-in or move-out.' }),
});

type Place = NonNullable<Awaited<ReturnType<typeof getProperty>>>['property'];

/** The user's home or stay the request names; another's is as missing as one that never was. */
async function findPlace(c: Context<AppEnv>, id: string | undefined): Promise<Place> {
  const row = await getProperty(c.var.services.database.db, c.var.user.id, idParam(id, THE_PLACE));
  if (!row) throw notFound(THE_PLACE);
  return row.property;
}

/** An item of that place's report, found among the user's own. */
async function findItem(c: Context<AppEnv>, place: Place, id: string | undefined) {
  const row = await getInspectionItem(c.var.services.database.db, c.var.user.id, idParam(id, THE_ITEM));
  if (!row || row.propertyId !== place.id) throw notFound(THE_ITEM);
  return row.item;
}

async function inspectionOf(db: Db, userId: string, place: Place): Promise<InspectionResponse> {
  const row = await getInspection(db, userId, place.id);
  return { place: presentWalkthroughPlace(place), inspection: row && presentInspection(row) };
}

/** A place's condition report: rooms, items and their ratings (docs/product.md §34). */
export const inspectionRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/:propertyId', async (c) => {
    const place = await findPlace(c, c.req.param('propertyId'));
    return c.json(
      (await inspectionOf(c.var.services.database.db, c.var.user.id, place)) satisfies InspectionResponse,
    );
  })
  .post('/', async (c) => {
    const { db } = c.var.services.database;
    const input = validate(inspectionCreateSchema, await readJson(c));
    const place = await findPlace(c, input.propertyId);
    await createInspection(db, c.var.user.id, place.id, input.rooms);
    return c.json((await inspectionOf(db, c.var.user.id, place)) satisfies InspectionResponse, 201);
  })
  .put('/:propertyId', async (c) => {
    const { db } = c.var.services.database;
    const place = await findPlace(c, c.req.param('propertyId'));
    const input = validate(inspectionUpdateSchema, await readJson(c));
    const saved = await updateInspection(db, c.var.user.id, place.id, input);
    const answer = await inspectionOf(db, c.var.user.id, place);
    if (!answer.inspection) throw notFound(THE_REPORT);
    if (!saved) throw staleUpdate(answer.inspection);
    return c.json(answer satisfies InspectionResponse);
  })
  .delete('/:propertyId', async (c) => {
    const place = await findPlace(c, c.req.param('propertyId'));
    if (!(await deleteInspection(c.var.services.database.db, c.var.user.id, place.id)))
      throw notFound(THE_REPORT);
    return c.body(null, 204);
  })
  .put('/:propertyId/items/:itemId/ratings/:stage', async (c) => {
    const { db } = c.var.services.database;
    const place = await findPlace(c, c.req.param('propertyId'));
    const item = await findItem(c, place, c.req.param('itemId'));
    const { stage } = validate(stageParam, { stage: c.req.param('stage') });
    const rating = validate(ratingSchema, await readJson(c));
    await rateItem(db, c.var.user.id, place.id, item, stage, rating, c.var.services.clock.now());
    return c.json((await itemOf(db, c.var.user.id, place, item.id)) satisfies RatingResponse);
  })
  .delete('/:propertyId/items/:itemId/ratings/:stage', async (c) => {
    const place = await findPlace(c, c.req.param('propertyId'));
    const item = await findItem(c, place, c.req.param('itemId'));
    const { stage } = validate(stageParam, { stage: c.req.param('stage') });
    await clearRating(
      c.var.services.database.db,
      c.var.user.id,
      place.id,
      item,
      stage,
      c.var.services.clock.now(),
    );
    return c.body(null, 204);
  });

/** The item as it now stands, with its photos and clips. */
async function itemOf(db: Db, userId: string, place: Place, itemId: string): Promise<RatingResponse> {
  const row = await getInspection(db, userId, place.id);
  const item = row?.items.find((candidate) => candidate.id === itemId);
  if (!row || !item) throw notFound(THE_ITEM);
  return { item: presentInspectionItem(row, item) };
}
