import { createMiddleware } from 'hono/factory';
import type { Logger } from '#server/lib/logger';

// Paths whose next segment is a secret: reset tokens, calendar feeds, share links.
const SECRET_SEGMENT_AFTER = [
  '/api/auth/reset-password/',
  '/api/calendar-feeds/',
  '/api/verify/',
  '/verify/',
];

/** The path as it may be logged: without the query string, and with secret segments hidden. */
export function loggablePath(path: string): string {
  const prefix = SECRET_SEGMENT_AFTER.find((candidate) => path.startsWith(candidate));
  if (!prefix) return path;
  const rest = path.slice(prefix.length);
  const slash = rest.indexOf('/');
  return `${prefix}[redacted]${slash === -1 ? '' : rest.slice(slash)}`;
}

/** One line per request. */
export function requestLogger(logger: Logger) {
  return createMiddleware(async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        req: { method: c.req.method, path: loggablePath(c.req.path) },
        res: { status: c.res.status },
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
}
