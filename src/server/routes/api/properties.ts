import { Hono } from 'hono';
import { groupForComparison } from '../../../shared/photos/comparison';
import { propertyInputSchema, propertyUpdateSchema } from '../../../shared/properties/property-schemas';
import type { AppEnv } from '../../http/app-env';
import { notFound, readJson, validate } from '../../http/errors';
import { requireUser } from '../../http/middleware/require-user';
import { idParam } from '../../http/params';
import { staleUpdate } from '../../http/stale-update';
import { listPropertyEvidence } from '../../photos/list-property-evidence';
import { presentPhoto } from '../../photos/present-photo';
import { createProperty } from '../../properties/create-property';
import { deleteProperty } from '../../properties/delete-property';
import { getProperty } from '../../properties/get-property';
import { listProperties } from '../../properties/list-properties';
import { presentProperty } from '../../properties/present-property';
import { updateProperty } from '../../properties/update-property';

const THE_PROPERTY = 'That property';

export const propertyRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const rows = await listProperties(c.var.services.database.db, c.var.user.id);
    return c.json({ properties: rows.map(presentProperty) });
  })
  .post('/', async (c) => {
    const input = validate(propertyInputSchema, await readJson(c));
    const property = await createProperty(c.var.services.database.db, c.var.user.id, input);
    return c.json({ property: presentProperty({ property, photoCount: 0, maintenanceCount: 0 }) }, 201);
  })
  .get('/:id', async (c) => {
    const id = idParam(c.req.param('id'), THE_PROPERTY);
    const property = await getProperty(c.var.services.database.db, c.var.user.id, id);
    if (!property) throw notFound(THE_PROPERTY);
    return c.json({ property: presentProperty(property) });
  })
  .get('/:id/comparison', async (c) => {
    const { db } = c.var.services.database;
    const id = idParam(c.req.param('id'), THE_PROPERTY);
    const property = await getProperty(db, c.var.user.id, id);
    if (!property) throw notFound(THE_PROPERTY);
    const rows = await listPropertyEvidence(db, c.var.user.id, id);
    return c.json({ property: presentProperty(property), areas: groupForComparison(rows.map(presentPhoto)) });
  })
  .patch('/:id', async (c) => {
    const id = idParam(c.req.param('id'), THE_PROPERTY);
    const input = validate(propertyUpdateSchema, await readJson(c));
    const { db } = c.var.services.database;
    const saved = await updateProperty(db, c.var.user.id, id, input);
    const row = await getProperty(db, c.var.user.id, id);
    if (!row) throw notFound(THE_PROPERTY);
    if (!saved) throw staleUpdate(presentProperty(row));
    return c.json({ property: presentProperty(row) });
  })
  .delete('/:id', async (c) => {
    const id = idParam(c.req.param('id'), THE_PROPERTY);
    const { database, files } = c.var.services;
    if (!(await deleteProperty({ db: database.db, files }, c.var.user.id, id))) throw notFound(THE_PROPERTY);
    return c.body(null, 204);
  });
