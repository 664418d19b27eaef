import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rateLimits } from '../db/schema/auth';

export type RateLimitRule = { limit: number; windowMs: number };

/**
 * Counts one attempt for `key` in a fixed window kept in the database (so every app process shares
 * it) and says whether it is within the limit. Shares better-auth's table; our keys carry their own
 * prefix.
 */
export async function consumeRateLimit(db: Db, key: string, rule: RateLimitRule, now: Date) {
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
    .returning({ count: rateLimits.count });
  return (row?.count ?? 0) <= rule.limit;
}
