import { Hono } from 'hono';
import type { AppEnv } from '#server/http/app-env';
import { requireUser } from '#server/http/middleware/require-user';

/** The renter's markup over a photo, kept beside it (docs/product.md §34). */
export const photoMarkupRoutes = new Hono<AppEnv>().use(requireUser);
