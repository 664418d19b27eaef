import { Hono } from 'hono';
import {
  maintenanceInputSchema,
  maintenanceListQuerySchema,
  maintenanceStatusSchema,
  maintenanceUpdateSchema,
} from '#shared/maintenance/maintenance-schemas';
import type { AppEnv } from '#server/http/app-env';
import { notFound, readJson, validate } from '#server/http/errors';
import { requireUser } from '#server/http/middleware/require-user';
import { idParam } from '#server/http/params';
import { authorizeReferences } from '#server/http/references';
import { staleUpdate } from '#server/http/stale-update';
import { decodeCursor } from '#server/platform/lib/cursor';
import { announceMaintenanceStatus } from '#server/maintenance/announce-maintenance-status';
import { createMaintenanceItem } from '#server/maintenance/create-maintenance-item';
import { deleteMaintenanceItem } from '#server/maintenance/delete-maintenance-item';
import { getMaintenanceItem } from '#server/maintenance/get-maintenance-item';
import { listMaintenanceItems } from '#server/maintenance/list-maintenance-items';
import { presentMaintenanceItem } from '#server/maintenance/present-maintenance-item';
import { setMaintenanceStatus, updateMaintenanceItem } from '#server/maintenance/update-maintenance-item';
import type { MaintenanceItemResponse, MaintenancePage } from '#shared/maintenance/maintenance-responses';
import { listMaintenanceUpdates, presentUpdate } from '#server/maintenance/list-maintenance-updates';
import type { LandlordUpdateList } from '#shared/tenancies/tenancy-responses';

const THE_ITEM = 'That maintenance item';

export const maintenanceRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const query = validate(maintenanceListQuerySchema, c.req.query());
    await authorizeReferences(c, query);
    const page = await listMaintenanceItems(c.var.services.database.db, c.var.user.id, query, {
      cursor: decodeCursor(query.cursor),
      limit: query.limit,
    });
    return c.json({
      items: page.items.map(presentMaintenanceItem),
      nextCursor: page.nextCursor,
    } satisfies MaintenancePage);
  })
  .post('/', async (c) => {
    const { db } = c.var.services.database;
    const input = validate(maintenanceInputSchema, await readJson(c));
    await authorizeReferences(c, input);
    const created = await createMaintenanceItem(db, c.var.user.id, input);
    const row = await getMaintenanceItem(db, c.var.user.id, created.id);
    if (!row) throw new Error('A created maintenance item could not be read back');
    return c.json({ item: presentMaintenanceItem(row) } satisfies MaintenanceItemResponse, 201);
  })
  .get('/:id', async (c) => {
    const row = await getMaintenanceItem(
      c.var.services.database.db,
      c.var.user.id,
      idParam(c.req.param('id'), THE_ITEM),
    );
    if (!row) throw notFound(THE_ITEM);
    return c.json({ item: presentMaintenanceItem(row) } satisfies MaintenanceItemResponse);
  })
  // What a landlord the renter shares their journal with wrote on the item (docs/product.md §19).
  .get('/:id/updates', async (c) => {
    const { db } = c.var.services.database;
    const row = await getMaintenanceItem(db, c.var.user.id, idParam(c.req.param('id'), THE_ITEM));
    if (!row) throw notFound(THE_ITEM);
    const updates = await listMaintenanceUpdates(db, [row.item.id]);
    return c.json({ updates: updates.map(presentUpdate) } satisfies LandlordUpdateList);
  })
  .put('/:id', async (c) => {
    const { db } = c.var.services.database;
    const id = idParam(c.req.param('id'), THE_ITEM);
    const input = validate(maintenanceUpdateSchema, await readJson(c));
    await authorizeReferences(c, input);
    const before = await getMaintenanceItem(db, c.var.user.id, id);
    if (!before) throw notFound(THE_ITEM);
    const saved = await updateMaintenanceItem(db, c.var.user.id, id, input);
    const row = await getMaintenanceItem(db, c.var.user.id, id);
    if (!row) throw notFound(THE_ITEM);
    if (!saved) throw staleUpdate(presentMaintenanceItem(row));
    await announceMaintenanceStatus(c.var.services, before.item, row.item);
    return c.json({ item: presentMaintenanceItem(row) } satisfies MaintenanceItemResponse);
  })
  .patch('/:id/status', async (c) => {
    const { db } = c.var.services.database;
    const id = idParam(c.req.param('id'), THE_ITEM);
    const { status } = validate(maintenanceStatusSchema, await readJson(c));
    const before = await getMaintenanceItem(db, c.var.user.id, id);
    if (!before || !(await setMaintenanceStatus(db, c.var.user.id, id, status))) throw notFound(THE_ITEM);
    const row = await getMaintenanceItem(db, c.var.user.id, id);
    if (!row) throw notFound(THE_ITEM);
    await announceMaintenanceStatus(c.var.services, before.item, row.item);
    return c.json({ item: presentMaintenanceItem(row) } satisfies MaintenanceItemResponse);
  })
  .delete('/:id', async (c) => {
    const { database, files } = c.var.services;
    const id = idParam(c.req.param('id'), THE_ITEM);
    if (!(await deleteMaintenanceItem({ db: database.db, files }, c.var.user.id, id)))
      throw notFound(THE_ITEM);
    return c.body(null, 204);
  });
