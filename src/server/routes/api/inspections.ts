import { Hono } from 'hono';
import type { AppEnv } from '#server/http/app-env';
import { requireUser } from '#server/http/middleware/require-user';

/** A place's condition report: rooms, items and their ratings (docs/product.md §34). */
export const inspectionRoutes = new Hono<AppEnv>().use(requireUser);
