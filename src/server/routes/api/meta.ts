import { Hono } from 'hono';
import { configuredSocialProviders, type Meta } from '#shared/api/meta';
import type { AppEnv } from '#server/http/app-env';

export const metaRoutes = new Hono<AppEnv>().get('/', (c) => {
  const meta: Meta = { socialProviders: configuredSocialProviders(c.var.services.config.socialProviders) };
  return c.json(meta satisfies Meta);
});
