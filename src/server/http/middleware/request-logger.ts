import { createMiddleware } from 'hono/factory';
import type { Logger } from '../../lib/logger';

/** One line per request. The path only: query strings can carry tokens. */
export function requestLogger(logger: Logger) {
  return createMiddleware(async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        req: { method: c.req.method, path: c.req.path },
        res: { status: c.res.status },
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
}
