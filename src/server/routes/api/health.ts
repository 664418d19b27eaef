import { Hono } from 'hono';
import type { AppEnv } from '#server/http/app-env';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '#server/http/errors';
import type { Health } from '#shared/api/health';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { database } = c.var.services;
  const databaseUp = await database.ping();
  if (!databaseUp) c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  return c.json(
    {
      status: databaseUp ? 'ok' : 'degraded',
      database: { kind: database.kind, status: databaseUp ? 'up' : 'down' },
    } satisfies Health,
    databaseUp ? 200 : 503,
  );
});
