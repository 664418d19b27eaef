import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#server/http/app-env';
import { readJson, refuseUnstorableText } from '#server/http/errors';

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/**
 * A body that is not a form must be JSON (415 otherwise) and hold no unstorable character, checked
 * before a route's schema reads it, as `validate()` does for the app's routes. The parsed body is
 * kept by the request, so the route's validator reads the same object.
 */
export const readJsonBody = createMiddleware<AppEnv>(async (c, next) => {
  if (!WITH_BODY.has(c.req.method)) return next();
  const type = c.req.header('content-type');
  if (type?.toLowerCase().startsWith('multipart/form-data')) return next();
  const length = c.req.header('content-length');
  if (type === undefined && (length === undefined || length === '0')) return next();
  refuseUnstorableText(await readJson(c));
  await next();
});
