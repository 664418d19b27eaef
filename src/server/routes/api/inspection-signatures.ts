import { Hono } from 'hono';
import type { AppEnv } from '#server/http/app-env';
import { requireUser } from '#server/http/middleware/require-user';

/** The renter's side of signing the move-in report: requests to the landlord, and their own signature. */
export const inspectionSignatureRoutes = new Hono<AppEnv>().use(requireUser);
