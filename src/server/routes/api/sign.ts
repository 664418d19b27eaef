import { Hono } from 'hono';
import type { AppEnv } from '#server/http/app-env';

/** The landlord's signing link (docs/product.md §34): opened without an account. */
export const signRoutes = new Hono<AppEnv>();
