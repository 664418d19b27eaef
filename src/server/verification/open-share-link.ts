import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { users } from '#server/platform/db/schema/auth';
import { verificationRequests, verificationViews } from '#server/platform/db/schema/verification';
import { hashSecretToken } from '#server/platform/lib/secret-token';

export type ShareLinkLookup =
  | { outcome: 'valid'; request: typeof verificationRequests.$inferSelect; ownerName: string }
  /** Unknown and revoked links are one outcome, so an answer never tells which. */
  | { outcome: 'invalid' }
  | { outcome: 'expired' };

/** Finds a link by its token and checks it against the clock; changes nothing. */
export async function findShareLink(db: Db, token: string, now: Date): Promise<ShareLinkLookup> {
  const [row] = await db
    .select({ request: verificationRequests, ownerName: users.name })
    .from(verificationRequests)
    .innerJoin(users, eq(users.id, verificationRequests.userId))
    .where(eq(verificationRequests.tokenHash, hashSecretToken(token)));
  if (!row || row.request.status === 'revoked') return { outcome: 'invalid' };
  if (row.request.expiresAt.getTime() <= now.getTime()) return { outcome: 'expired' };
  return { outcome: 'valid', ...row };
}

/**
 * An opening of the link by its recipient: the first one marks the request viewed (`firstOpening`),
 * and every one is logged for the owner.
 */
export async function openShareLink(db: Db, token: string, now: Date, browser: string) {
  const lookup = await findShareLink(db, token, now);
  if (lookup.outcome !== 'valid') return lookup;
  const { request } = lookup;
  const firstOpening = await db.transaction(async (tx) => {
    // Only the opening that turns it from pending to viewed gets a row back, however many race.
    const turned = await tx
      .update(verificationRequests)
      .set({ status: 'viewed', viewedAt: now })
      .where(and(eq(verificationRequests.id, request.id), eq(verificationRequests.status, 'pending')))
      .returning({ id: verificationRequests.id });
    await tx.insert(verificationViews).values({ requestId: request.id, viewedAt: now, browser });
    return turned.length > 0;
  });
  return { ...lookup, firstOpening };
}
