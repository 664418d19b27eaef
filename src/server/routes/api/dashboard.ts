import { Hono } from 'hono';
import { z } from 'zod';
import { getDashboardSummary } from '#server/dashboard/get-dashboard-summary';
import type { AppEnv } from '#server/http/app-env';
import { validate } from '#server/http/errors';
import { requireUser } from '#server/http/middleware/require-user';
import { authorizeReferences } from '#server/routes/references';
import type { DashboardResponse } from '#shared/dashboard/dashboard-responses';

const dashboardQuerySchema = z.object({ propertyId: z.uuid('Unknown property.').optional() });

export const dashboardRoutes = new Hono<AppEnv>().use(requireUser).get('/', async (c) => {
  const { propertyId } = validate(dashboardQuerySchema, c.req.query());
  await authorizeReferences(c, { propertyId });
  return c.json({
    summary: await getDashboardSummary(c.var.services.database.db, c.var.user.id, propertyId),
  } satisfies DashboardResponse);
});
