import { Hono } from 'hono';
import { groupForComparison } from '#shared/photos/comparison';
import { propertyInputSchema, propertyUpdateSchema } from '#shared/properties/property-schemas';
import type { AppEnv } from '#server/http/app-env';
import { notFound, readJson, validate } from '#server/http/errors';
import { requireUser } from '#server/http/middleware/require-user';
import { idParam } from '#server/http/params';
import { staleUpdate } from '#server/http/stale-update';
import { listPhotoPairs } from '#server/photos/list-photo-pairs';
import { listPropertyEvidence } from '#server/photos/list-property-evidence';
import { presentPhotoPair } from '#server/photos/present-photo-changes';
import { presentPhoto } from '#server/photos/present-photo';
import { createProperty } from '#server/properties/create-property';
import { deleteProperty } from '#server/properties/delete-property';
import { getHome } from '#server/properties/get-property';
import { listProperties } from '#server/properties/list-properties';
import { presentProperty } from '#server/properties/present-property';
import { updateProperty } from '#server/properties/update-property';
import type {
  PropertyComparison,
  PropertyList,
  PropertyResponse,
} from '#shared/properties/property-responses';

const THE_PROPERTY = 'That property';

export const propertyRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const rows = await listProperties(c.var.services.database.db, c.var.user.id);
    return c.json({ properties: rows.map(presentProperty) } satisfies PropertyList);
  })
  .post('/', async (c) => {
    const input = validate(propertyInputSchema, await readJson(c));
    const property = await createProperty(c.var.services.database.db, c.var.user.id, input);
    return c.json(
      {
        property: presentProperty({ property, photoCount: 0, maintenanceCount: 0 }),
      } satisfies PropertyResponse,
      201,
    );
  })
  .get('/:id', async (c) => {
    const id = idParam(c.req.param('id'), THE_PROPERTY);
    const property = await getHome(c.var.services.database.db, c.var.user.id, id);
    if (!property) throw notFound(THE_PROPERTY);
    return c.json({ property: presentProperty(property) } satisfies PropertyResponse);
  })
  .get('/:id/comparison', async (c) => {
    const { db } = c.var.services.database;
    const timestamping = c.var.services.config.tsaUrls.length > 0;
    const id = idParam(c.req.param('id'), THE_PROPERTY);
    const property = await getHome(db, c.var.user.id, id);
    if (!property) throw notFound(THE_PROPERTY);
    const rows = await listPropertyEvidence(db, c.var.user.id, id);
    const pairs = await listPhotoPairs(db, c.var.user.id, id);
    return c.json({
      property: presentProperty(property),
      areas: groupForComparison(rows.map((photo) => presentPhoto(photo, timestamping))),
      pairs: pairs.map((pair) => presentPhotoPair(pair, timestamping)),
    } satisfies PropertyComparison);
  })
  .patch('/:id', async (c) => {
    const id = idParam(c.req.param('id'), THE_PROPERTY);
    const input = validate(propertyUpdateSchema, await readJson(c));
    const { db } = c.var.services.database;
    const saved = await updateProperty(db, c.var.user.id, id, input);
    const row = await getHome(db, c.var.user.id, id);
    if (!row) throw notFound(THE_PROPERTY);
    if (!saved) throw staleUpdate(presentProperty(row));
    return c.json({ property: presentProperty(row) } satisfies PropertyResponse);
  })
  .delete('/:id', async (c) => {
    const id = idParam(c.req.param('id'), THE_PROPERTY);
    const { database, files } = c.var.services;
    if (!(await deleteProperty({ db: database.db, files }, c.var.user.id, id))) throw notFound(THE_PROPERTY);
    return c.body(null, 204);
  });
