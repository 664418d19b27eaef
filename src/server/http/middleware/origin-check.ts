import { createMiddleware } from 'hono/factory';
import { AppError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent from another site. Browsers send Origin on every
 * cross-origin POST; without it, Sec-Fetch-Site still tells a browser's cross-site request apart.
 */
export function originCheck(appUrl: string) {
  const allowed = new URL(appUrl).origin;
  return createMiddleware(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      const foreign = origin ? origin !== allowed : site === 'cross-site' || site === 'same-site';
      if (foreign) {
        throw new AppError(403, 'FOREIGN_ORIGIN', 'This request came from another site and was refused.');
      }
    }
    await next();
  });
}
