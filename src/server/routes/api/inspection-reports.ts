import { Hono } from 'hono';
import type { AppEnv } from '#server/http/app-env';
import { requireUser } from '#server/http/middleware/require-user';

/** The condition report as a PDF: the move-in report, or the move-out comparison (docs/product.md §34). */
export const inspectionReportRoutes = new Hono<AppEnv>().use(requireUser);
