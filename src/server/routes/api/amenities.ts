import { Hono } from 'hono';
import {
  amenityInputSchema,
  amenityListQuerySchema,
  amenityUpdateSchema,
} from '#shared/amenities/amenity-schemas';
import type { AmenityPage, AmenityResponse } from '#shared/amenities/amenity-responses';
import { createAmenity } from '#server/amenities/create-amenity';
import { deleteAmenity } from '#server/amenities/delete-amenity';
import { getAmenity } from '#server/amenities/get-amenity';
import { listAmenities } from '#server/amenities/list-amenities';
import { presentAmenity } from '#server/amenities/present-amenity';
import { updateAmenity } from '#server/amenities/update-amenity';
import type { AppEnv } from '#server/http/app-env';
import { notFound, readJson, validate } from '#server/http/errors';
import { requireUser } from '#server/http/middleware/require-user';
import { idParam } from '#server/http/params';
import { authorizeReferences } from '#server/routes/references';
import { staleUpdate } from '#server/http/stale-update';
import { decodeCursor } from '#server/platform/lib/cursor';

const THE_AMENITY = 'That amenity';

/** The amenity log (docs/product.md §27). */
export const amenityRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const query = validate(amenityListQuerySchema, c.req.query());
    await authorizeReferences(c, query);
    const page = await listAmenities(c.var.services.database.db, c.var.user.id, query, {
      cursor: decodeCursor(query.cursor),
      limit: query.limit,
    });
    return c.json({
      amenities: page.items.map(presentAmenity),
      nextCursor: page.nextCursor,
    } satisfies AmenityPage);
  })
  .post('/', async (c) => {
    const { db } = c.var.services.database;
    const input = validate(amenityInputSchema, await readJson(c));
    await authorizeReferences(c, input);
    const created = await createAmenity(db, c.var.user.id, input);
    const row = await getAmenity(db, c.var.user.id, created.id);
    if (!row) throw new Error('A created amenity could not be read back');
    return c.json({ amenity: presentAmenity(row) } satisfies AmenityResponse, 201);
  })
  .get('/:id', async (c) => {
    const row = await getAmenity(
      c.var.services.database.db,
      c.var.user.id,
      idParam(c.req.param('id'), THE_AMENITY),
    );
    if (!row) throw notFound(THE_AMENITY);
    return c.json({ amenity: presentAmenity(row) } satisfies AmenityResponse);
  })
  .put('/:id', async (c) => {
    const { db } = c.var.services.database;
    const id = idParam(c.req.param('id'), THE_AMENITY);
    const input = validate(amenityUpdateSchema, await readJson(c));
    await authorizeReferences(c, input);
    const saved = await updateAmenity(db, c.var.user.id, id, input);
    const row = await getAmenity(db, c.var.user.id, id);
    if (!row) throw notFound(THE_AMENITY);
    if (!saved) throw staleUpdate(presentAmenity(row));
    return c.json({ amenity: presentAmenity(row) } satisfies AmenityResponse);
  })
  .delete('/:id', async (c) => {
    const { database, files } = c.var.services;
    const id = idParam(c.req.param('id'), THE_AMENITY);
    if (!(await deleteAmenity({ db: database.db, files }, c.var.user.id, id))) throw notFound(THE_AMENITY);
    return c.body(null, 204);
  });
