import { Hono } from 'hono';
import { changeDismissalSchema, type PhotoChangesResponse } from '#shared/photos/photo-pairs';
import type { AppEnv } from '#server/http/app-env';
import { notFound, readJson, validate } from '#server/http/errors';
import { requireUser } from '#server/http/middleware/require-user';
import { idParam } from '#server/http/params';
import { dismissChangeRegions } from '#server/photos/dismiss-change-regions';
import { presentPhotoChanges } from '#server/photos/present-photo-changes';

const THE_CHANGES = 'That comparison';

/** The change check of a move-in and move-out pair (docs/product.md §6.5). */
export const photoChangeRoutes = new Hono<AppEnv>().use(requireUser).patch('/:id', async (c) => {
  const id = idParam(c.req.param('id'), THE_CHANGES);
  const { dismissed } = validate(changeDismissalSchema, await readJson(c));
  const changes = await dismissChangeRegions(c.var.services.database.db, c.var.user.id, id, dismissed);
  if (!changes) throw notFound(THE_CHANGES);
  return c.json({ changes: presentPhotoChanges(changes) } satisfies PhotoChangesResponse);
});
