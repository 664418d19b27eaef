import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#server/http/app-env';
import type { Logger } from '#server/platform/lib/logger';

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

export const REQUEST_ID_HEADER = 'X-Request-Id';
// A load balancer's own id is kept, so its logs and ours name a request alike; anything else that
// arrives in the header (too long, odd characters) could forge or flood log lines, and is replaced.
const FORWARDED_REQUEST_ID = /^[\w.:-]{8,128}$/;

/** The id a request is known by in the logs and in its answer's X-Request-Id header. */
export function requestIdOf(forwarded: string | undefined): string {
  return forwarded && FORWARDED_REQUEST_ID.test(forwarded) ? forwarded : randomUUID();
}

/**
 * One line per request, carrying the id its answer names in X-Request-Id: someone reporting a
 * problem quotes the id, and the log finds the request (and its error line, which names it too).
 */
export function requestLogger(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', requestId);
    await next();
    c.header(REQUEST_ID_HEADER, requestId);
    logger.info(
      {
        reqId: requestId,
        req: { method: c.req.method, path: loggablePath(c.req.path) },
        res: { status: c.res.status },
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
}
