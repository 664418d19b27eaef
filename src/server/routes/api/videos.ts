import { Hono } from 'hono';
import type { AppEnv } from '#server/http/app-env';
import { requireUser } from '#server/http/middleware/require-user';

/** Video clips of a room or item (docs/product.md §34). */
export const videoRoutes = new Hono<AppEnv>().use(requireUser);
