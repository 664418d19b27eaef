import { Hono } from 'hono';
import { groupForComparison } from '#shared/photos/comparison';
import type { AppEnv } from '#server/http/app-env';
import { notFound } from '#server/http/errors';
import { requireUser } from '#server/http/middleware/require-user';
import { idParam } from '#server/http/params';
import { listPhotoPairs } from '#server/photos/list-photo-pairs';
import { listPropertyEvidence } from '#server/photos/list-property-evidence';
import { presentPhotoPair } from '#server/photos/present-photo-changes';
import { presentPhoto } from '#server/photos/present-photo';
import { getHome } from '#server/properties/get-property';
import { presentProperty } from '#server/properties/present-property';
import type { PropertyComparison } from '#shared/properties/property-responses';

const THE_PROPERTY = 'That property';

/**
 * What the app asks of a property beyond the operations table (`routes/operations/`): the
 * comparison screen's evidence, grouped by area.
 */
export const propertyRoutes = new Hono<AppEnv>().use(requireUser).get('/:id/comparison', async (c) => {
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
});
