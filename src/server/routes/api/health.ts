import { Hono } from 'hono';
import type { AppEnv } from '#server/http/app-env';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '#server/http/errors';
import { checkReadiness } from '#server/platform/operations/check-readiness';
import type { Health, Readiness } from '#shared/api/health';

/**
 * Liveness: the process answers. It asks nothing of the database, so that an outage there does not
 * get every process restarted; GET /api/ready says whether it can serve.
 */
export const healthRoutes = new Hono<AppEnv>().get('/', (c) => c.json({ status: 'ok' } satisfies Health));

/** Readiness, for load balancers: 503 (with Retry-After) while a dependency is down or it drains. */
export const readyRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { database, files, lifecycle } = c.var.services;
  const readiness = await checkReadiness({ database, files, lifecycle });
  if (readiness.status !== 'ready') c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  return c.json(readiness satisfies Readiness, readiness.status === 'ready' ? 200 : 503);
});
