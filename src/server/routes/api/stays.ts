import { Hono } from 'hono';
import { groupForComparison } from '#shared/photos/comparison';
import { stayInputSchema, stayListQuerySchema, stayUpdateSchema } from '#shared/stays/stay-schemas';
import type { StayComparison, StayPage, StayResponse } from '#shared/stays/stay-responses';
import type { AppEnv } from '#server/http/app-env';
import { notFound, readJson, validate } from '#server/http/errors';
import { requireUser } from '#server/http/middleware/require-user';
import { idParam } from '#server/http/params';
import { staleUpdate } from '#server/http/stale-update';
import { decodeCursor } from '#server/platform/lib/cursor';
import { listPhotoPairs } from '#server/photos/list-photo-pairs';
import { listPropertyEvidence } from '#server/photos/list-property-evidence';
import { presentPhotoPair } from '#server/photos/present-photo-changes';
import { deleteProperty } from '#server/properties/delete-property';
import { presentPhoto } from '#server/photos/present-photo';
import { createStay } from '#server/stays/create-stay';
import { getStay } from '#server/stays/get-stay';
import { listStays } from '#server/stays/list-stays';
import { presentStay } from '#server/stays/present-stay';
import { updateStay } from '#server/stays/update-stay';

const THE_STAY = 'That stay';

/** Travel Mode's stays (docs/product.md §29). */
export const stayRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const query = validate(stayListQuerySchema, c.req.query());
    const page = await listStays(c.var.services.database.db, c.var.user.id, {
      cursor: decodeCursor(query.cursor),
      limit: query.limit,
    });
    return c.json({ stays: page.items.map(presentStay), nextCursor: page.nextCursor } satisfies StayPage);
  })
  .post('/', async (c) => {
    const { db } = c.var.services.database;
    const input = validate(stayInputSchema, await readJson(c));
    const id = await createStay(db, c.var.user.id, input);
    const row = await getStay(db, c.var.user.id, id);
    if (!row) throw new Error('A created stay could not be read back');
    return c.json({ stay: presentStay(row) } satisfies StayResponse, 201);
  })
  .get('/:id', async (c) => {
    const row = await getStay(
      c.var.services.database.db,
      c.var.user.id,
      idParam(c.req.param('id'), THE_STAY),
    );
    if (!row) throw notFound(THE_STAY);
    return c.json({ stay: presentStay(row) } satisfies StayResponse);
  })
  .get('/:id/comparison', async (c) => {
    const { db } = c.var.services.database;
    const timestamping = c.var.services.config.tsaUrls.length > 0;
    const id = idParam(c.req.param('id'), THE_STAY);
    const row = await getStay(db, c.var.user.id, id);
    if (!row) throw notFound(THE_STAY);
    const photos = await listPropertyEvidence(db, c.var.user.id, id);
    const pairs = await listPhotoPairs(db, c.var.user.id, id);
    return c.json({
      stay: presentStay(row),
      areas: groupForComparison(photos.map((photo) => presentPhoto(photo, timestamping))),
      pairs: pairs.map((pair) => presentPhotoPair(pair, timestamping)),
    } satisfies StayComparison);
  })
  .put('/:id', async (c) => {
    const { db } = c.var.services.database;
    const id = idParam(c.req.param('id'), THE_STAY);
    const input = validate(stayUpdateSchema, await readJson(c));
    const saved = await updateStay(db, c.var.user.id, id, input);
    const row = await getStay(db, c.var.user.id, id);
    if (!row) throw notFound(THE_STAY);
    if (!saved) throw staleUpdate(presentStay(row));
    return c.json({ stay: presentStay(row) } satisfies StayResponse);
  })
  .delete('/:id', async (c) => {
    const { database, files } = c.var.services;
    const id = idParam(c.req.param('id'), THE_STAY);
    if (!(await deleteProperty({ db: database.db, files }, c.var.user.id, id, 'stay')))
      throw notFound(THE_STAY);
    return c.body(null, 204);
  });
