import { Hono } from 'hono';
import type { AppEnv } from '#server/http/app-env';
import { requireUser } from '#server/http/middleware/require-user';

/** A landlord on Rentproof reviews and signs a tenant's move-in report from the portal. */
export const companyMoveInReportRoutes = new Hono<AppEnv>().use(requireUser);
