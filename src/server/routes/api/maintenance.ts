import { Hono } from 'hono';
import { maintenanceListQuerySchema, maintenanceUpdateSchema } from '#shared/maintenance/maintenance-schemas';
import type { AppEnv } from '#server/http/app-env';
import { notFound, readJson, validate } from '#server/http/errors';
import { requireUser } from '#server/http/middleware/require-user';
import { idParam } from '#server/http/params';
import { authorizeReferences } from '#server/routes/references';
import { staleUpdate } from '#server/http/stale-update';
import { decodeCursor } from '#server/platform/lib/cursor';
import { announceMaintenanceStatus } from '#server/maintenance/announce-maintenance-status';
import { getMaintenanceItem } from '#server/maintenance/get-maintenance-item';
import { listMaintenanceItems } from '#server/maintenance/list-maintenance-items';
import { presentMaintenanceItem } from '#server/maintenance/present-maintenance-item';
import { updateMaintenanceItem } from '#server/maintenance/update-maintenance-item';
import type { MaintenanceItemResponse, MaintenancePage } from '#shared/maintenance/maintenance-responses';

const THE_ITEM = 'That maintenance item';

/**
 * What the app asks of its maintenance journal beyond the operations table (`routes/operations/`):
 * the list paged with the app's own page size, and the replacement by PUT.
 */
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
  });
