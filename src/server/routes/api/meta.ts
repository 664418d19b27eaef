import { Hono } from 'hono';
import { type Meta, SOCIAL_PROVIDERS } from '#shared/api/meta';
import type { AppEnv } from '#server/http/app-env';

export const metaRoutes = new Hono<AppEnv>().get('/', (c) => {
  const configured = c.var.services.config.socialProviders;
  const meta: Meta = { socialProviders: SOCIAL_PROVIDERS.filter((provider) => configured[provider]) };
  return c.json(meta satisfies Meta);
});
