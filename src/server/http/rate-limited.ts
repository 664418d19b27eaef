import type { Context } from 'hono';
import { consumeRateLimitWindow, type RateLimitRule } from '#server/platform/db/consume-rate-limit-window';
import type { AppEnv } from './app-env';
import { AppError } from './errors';

/**
 * Counts one attempt against `key` and refuses it past the rule's limit: 429 in the error shape,
 * with the `Retry-After` that tells a client when the window frees.
 */
export async function enforceRateLimit(
  c: Context<AppEnv>,
  key: string,
  rule: RateLimitRule,
  message: string,
): Promise<void> {
  const { database, clock } = c.var.services;
  const { allowed, retryAfterSeconds } = await consumeRateLimitWindow(database.db, key, rule, clock.now());
  if (!allowed) throw rateLimited(c, retryAfterSeconds, message);
}

/** The 429 for a limit a domain function counted, with the `Retry-After` of its window. */
export function rateLimited(c: Context<AppEnv>, retryAfterSeconds: number, message: string): AppError {
  c.header('Retry-After', String(retryAfterSeconds));
  return new AppError(429, 'RATE_LIMITED', message);
}
