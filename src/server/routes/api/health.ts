import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { database } = c.var.services;
  const databaseUp = await database.ping();
  return c.json(
    {
      status: databaseUp ? 'ok' : 'degraded',
      database: { kind: database.kind, status: databaseUp ? 'up' : 'down' },
    },
    databaseUp ? 200 : 503,
  );
});
