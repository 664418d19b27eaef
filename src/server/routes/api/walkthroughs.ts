import { Hono, type Context } from 'hono';
import {
  shotSkipSchema,
  walkthroughCreateSchema,
  walkthroughUpdateSchema,
  type WalkthroughResponse,
} from '#shared/walkthroughs/walkthrough-schemas';
import type { Db } from '#server/platform/db/database';
import type { AppEnv } from '#server/http/app-env';
import { notFound, readJson, validate } from '#server/http/errors';
import { requireUser } from '#server/http/middleware/require-user';
import { idParam } from '#server/http/params';
import { staleUpdate } from '#server/http/stale-update';
import { getProperty } from '#server/properties/get-property';
import { createWalkthrough } from '#server/walkthroughs/create-walkthrough';
import { deleteWalkthrough } from '#server/walkthroughs/delete-walkthrough';
import { getWalkthrough } from '#server/walkthroughs/get-walkthrough';
import { getWalkthroughShot } from '#server/walkthroughs/get-walkthrough-shot';
import { presentWalkthrough, presentWalkthroughPlace } from '#server/walkthroughs/present-walkthrough';
import { skipShot } from '#server/walkthroughs/skip-shot';
import { unskipShot } from '#server/walkthroughs/unskip-shot';
import { updateWalkthrough } from '#server/walkthroughs/update-walkthrough';

const THE_PLACE = 'That place';
const THE_WALKTHROUGH = 'That walkthrough';
const THE_SHOT = 'That shot';

type Place = NonNullable<Awaited<ReturnType<typeof getProperty>>>['property'];

/** The user's home or stay the request names; another's is as missing as one that never was. */
async function findPlace(c: Context<AppEnv>, id: string | undefined): Promise<Place> {
  const row = await getProperty(c.var.services.database.db, c.var.user.id, idParam(id, THE_PLACE));
  if (!row) throw notFound(THE_PLACE);
  return row.property;
}

/** A shot of the walkthrough of that place, found among the user's own. */
async function findShot(c: Context<AppEnv>, place: Place, id: string | undefined) {
  const row = await getWalkthroughShot(c.var.services.database.db, c.var.user.id, idParam(id, THE_SHOT));
  if (!row || row.propertyId !== place.id) throw notFound(THE_SHOT);
  return row.shot;
}

async function walkthroughOf(db: Db, userId: string, place: Place): Promise<WalkthroughResponse> {
  const row = await getWalkthrough(db, userId, place.id);
  return { place: presentWalkthroughPlace(place), walkthrough: row && presentWalkthrough(row) };
}

/** Room-by-room walkthroughs of a home or a stay (docs/product.md §6.4). */
export const walkthroughRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/:propertyId', async (c) => {
    const place = await findPlace(c, c.req.param('propertyId'));
    return c.json(
      (await walkthroughOf(c.var.services.database.db, c.var.user.id, place)) satisfies WalkthroughResponse,
    );
  })
  .post('/', async (c) => {
    const { db } = c.var.services.database;
    const input = validate(walkthroughCreateSchema, await readJson(c));
    const place = await findPlace(c, input.propertyId);
    await createWalkthrough(db, c.var.user.id, place.id, input.template);
    return c.json((await walkthroughOf(db, c.var.user.id, place)) satisfies WalkthroughResponse, 201);
  })
  .put('/:propertyId', async (c) => {
    const { db } = c.var.services.database;
    const place = await findPlace(c, c.req.param('propertyId'));
    const input = validate(walkthroughUpdateSchema, await readJson(c));
    const saved = await updateWalkthrough(db, c.var.user.id, place.id, input);
    const answer = await walkthroughOf(db, c.var.user.id, place);
    if (!answer.walkthrough) throw notFound(THE_WALKTHROUGH);
    if (!saved) throw staleUpdate(answer.walkthrough);
    return c.json(answer satisfies WalkthroughResponse);
  })
  .post('/:propertyId/shots/:shotId/skips', async (c) => {
    const { db } = c.var.services.database;
    const place = await findPlace(c, c.req.param('propertyId'));
    const shot = await findShot(c, place, c.req.param('shotId'));
    const { stage } = validate(shotSkipSchema, await readJson(c));
    await skipShot(db, shot.id, stage, c.var.services.clock.now());
    return c.json((await walkthroughOf(db, c.var.user.id, place)) satisfies WalkthroughResponse);
  })
  .delete('/:propertyId/shots/:shotId/skips/:stage', async (c) => {
    const { db } = c.var.services.database;
    const place = await findPlace(c, c.req.param('propertyId'));
    const shot = await findShot(c, place, c.req.param('shotId'));
    const { stage } = validate(shotSkipSchema, { stage: c.req.param('stage') });
    await unskipShot(db, shot.id, stage);
    return c.json((await walkthroughOf(db, c.var.user.id, place)) satisfies WalkthroughResponse);
  })
  .delete('/:propertyId', async (c) => {
    const place = await findPlace(c, c.req.param('propertyId'));
    if (!(await deleteWalkthrough(c.var.services.database.db, c.var.user.id, place.id)))
      throw notFound(THE_WALKTHROUGH);
    return c.body(null, 204);
  });
