import { createMiddleware } from 'hono/factory';
import { authenticateApiKey } from '#server/api-keys/authenticate-api-key';
import { consumeRateLimitWindow } from '#server/platform/db/consume-rate-limit-window';
import { authorize } from '#server/policies/policy';
import { API_KEY_MESSAGES } from '#shared/api-keys/api-key-schemas';
import { actorOf } from '../actor';
import type { AppEnv } from '../app-env';
import { AppError } from '../errors';

const RATE_WINDOW_MS = 60_000;
const BEARER = /^Bearer\s+(\S+)\s*$/i;
const READING_METHODS = new Set(['GET', 'HEAD']);
const COMPANY_PATHS = '/api/v1/company/';

const refuse = (code: 'UNAUTHENTICATED' | 'INVALID_API_KEY' | 'API_KEY_EXPIRED', message: string) =>
  new AppError(401, code, message);

/**
 * The only way into /api/v1 (docs/product.md §33): an API key in `Authorization: Bearer`, never a
 * session cookie, so a page another site opens in the browser cannot use the API as its visitor.
 * Each key has its own rate limit, told in the RateLimit headers of every answer; GET needs the
 * read scope and every other method the write scope, and a company key reaches only the company
 * routes (the access policy's rules, `#server/policies/policy`).
 */
export const requireApiKey = createMiddleware<AppEnv>(async (c, next) => {
  const { database, clock, config } = c.var.services;
  const secret = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
  if (!secret) {
    c.header('WWW-Authenticate', 'Bearer');
    const message = c.req.header('cookie') ? API_KEY_MESSAGES.sessionNotAccepted : API_KEY_MESSAGES.missing;
    throw refuse('UNAUTHENTICATED', message);
  }
  const now = clock.now();
  const check = await authenticateApiKey(database.db, secret, now);
  if (check.kind !== 'valid') {
    c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
    if (check.kind === 'expired') throw refuse('API_KEY_EXPIRED', API_KEY_MESSAGES.expired);
    throw refuse('INVALID_API_KEY', API_KEY_MESSAGES.invalid);
  }
  const { actor } = check;

  const limit = config.apiRateLimitPerMinute;
  const window = await consumeRateLimitWindow(
    database.db,
    `api-key:${actor.keyId}`,
    { limit, windowMs: RATE_WINDOW_MS },
    now,
  );
  // The IETF RateLimit header fields: the policy, and what is left of this window and when it resets.
  c.header('RateLimit-Policy', `${limit};w=${RATE_WINDOW_MS / 1000}`);
  c.header('RateLimit', `limit=${limit}, remaining=${window.remaining}, reset=${window.retryAfterSeconds}`);
  if (!window.allowed) {
    c.header('Retry-After', String(window.retryAfterSeconds));
    throw new AppError(429, 'RATE_LIMITED', API_KEY_MESSAGES.rateLimited);
  }

  c.set('apiActor', actor);
  c.set('user', actor.user);
  const keyActor = actorOf(c);
  authorize(keyActor, READING_METHODS.has(c.req.method) ? 'read' : 'write');
  if (!c.req.path.startsWith(COMPANY_PATHS)) authorize(keyActor, 'useOwnRecords');
  await next();
});
