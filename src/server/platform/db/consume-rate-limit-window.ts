// A fixed-window counter kept in the rate-limit table, for every limit the app sets (sign-in, share
// links, API keys, emailed codes). It sits in db/ beside the table it counts in, not in lib/, so that
// lib/ stays below db/ and the two never import each other (issue 36).
import { sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { rateLimits } from '#server/platform/db/schema/auth';

export type RateLimitRule = { limit: number; windowMs: number };

export type RateLimitResult = {
  allowed: boolean;
  /** Whole seconds until the window frees (at least 1): the `Retry-After` of a refusal. */
  retryAfterSeconds: number;
  /** How many more attempts the window allows after this one. */
  remaining: number;
};

/**
 * Counts one attempt for `key` in a fixed window kept in the database (so every app process shares
 * it) and says whether it is within the limit, and when the window frees. Shares better-auth's
 * table; our keys carry their own prefix. The row's `lastRequest` is the start of its window: it
 * moves only when a new window begins.
 */
export async function consumeRateLimitWindow(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now: Date,
): Promise<RateLimitResult> {
  const at = now.getTime();
  const windowStart = at - rule.windowMs;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: key, key, count: 1, lastRequest: at })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.lastRequest} < ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${rateLimits.lastRequest} < ${windowStart} then ${at} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, startedAt: rateLimits.lastRequest });
  const startedAt = Number(row?.startedAt ?? at);
  const count = row?.count ?? 0;
  return {
    allowed: count <= rule.limit,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds: Math.max(1, Math.ceil((startedAt + rule.windowMs - at) / 1000)),
  };
}
