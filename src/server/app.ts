import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './http/app-env';
import { AppError, handleError, notFound } from './http/errors';
import { originCheck } from './http/middleware/origin-check';
import { requestLogger } from './http/middleware/request-logger';
import { securityHeaders } from './http/middleware/security-headers';
import { staticClient } from './http/static-client';
import { accountRoutes } from './routes/api/account';
import { authRoutes } from './routes/api/auth';
import { healthRoutes } from './routes/api/health';
import { metaRoutes } from './routes/api/meta';
import { profileRoutes } from './routes/api/profile';
import { sessionRoutes } from './routes/api/session';
import type { Services } from './services';

/** JSON bodies are small; upload routes set their own, larger limit. */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

/** Builds the whole app without opening a socket, so tests call `app.request()`. */
export function createApp(services: Services, options: { clientDir?: string } = {}) {
  const { config, logger } = services;
  const app = new Hono<AppEnv>();

  app.onError(handleError(logger));
  app.use(requestLogger(logger));
  app.use(securityHeaders({ https: config.appUrl.startsWith('https://') }));
  app.use(async (c, next) => {
    c.set('services', services);
    await next();
  });

  const api = new Hono<AppEnv>();
  api.use(originCheck(config.appUrl));
  api.use(
    bodyLimit({
      maxSize: JSON_BODY_LIMIT_BYTES,
      onError: () => {
        throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'The request is too large.');
      },
    }),
  );
  api.route('/health', healthRoutes);
  api.route('/meta', metaRoutes);
  api.route('/auth', authRoutes);
  api.route('/session', sessionRoutes);
  api.route('/profile', profileRoutes);
  api.route('/account', accountRoutes);
  api.all('*', () => {
    throw notFound('That API endpoint');
  });
  app.route('/api', api);

  if (options.clientDir) app.route('/', staticClient(options.clientDir));
  return app;
}

export type App = ReturnType<typeof createApp>;
