import { Hono } from 'hono';
import { generateDemoData } from '#server/demo/generate-demo-data';
import type { AppEnv } from '#server/http/app-env';
import { requireUser } from '#server/http/middleware/require-user';
import type { DemoResult } from '#shared/demo/demo-responses';

export const demoRoutes = new Hono<AppEnv>().use(requireUser).post('/', async (c) => {
  const { database, files, clock } = c.var.services;
  const result = await generateDemoData({ db: database.db, files, clock }, c.var.user.id);
  return c.json(result satisfies DemoResult, result.created ? 201 : 200);
});
