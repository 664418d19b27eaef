import { and, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '#server/platform/db/database';
import { rateLimits, sessions, verifications } from '#server/platform/db/schema/auth';
import { IDEMPOTENCY_KEY_LIFETIME_MS, idempotencyKeys } from '#server/platform/db/schema/idempotency';
import { roommateInvitations } from '#server/platform/db/schema/roommates';
import type { Logger } from '#server/platform/lib/logger';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Rows per statement: each statement is short, so a large backlog never holds its locks long. */
export const EXPIRED_RECORDS_BATCH = 1_000;

/**
 * Sessions and invitations go a day after they expire, not at once: the clocks of several
 * processes may differ a little, and a request that read a row just before its expiry may still be
 * using it.
 */
const EXPIRED_GRACE_MS = DAY_MS;

/**
 * The longest window of any rate limit (the daily caps on emails sent: share links, invitations).
 * A counter older than its window counts as nothing: the next attempt starts a new window at 1.
 */
const LONGEST_RATE_LIMIT_WINDOW_MS = DAY_MS;

export type ExpiredRecordCounts = {
  /** better-auth's emailed-link tokens, used-link and used-code reservations, sign-in challenges. */
  verifications: number;
  sessions: number;
  idempotencyKeys: number;
  rateLimits: number;
  /** Roommate invitations never accepted whose link expired (docs/product.md §30). */
  roommateInvitations: number;
};

/**
 * Deletes the rows nobody can use or see anymore, in batches claimed with SKIP LOCKED (so
 * processes running this together never wait on each other or on a request). What stays, though
 * expired: share links and their openings (the owner's record of what was shared and who opened it,
 * docs/product.md §13.3), company invitations and tenant links (listed as expired to the company,
 * §18 and §19) and data exports (deleted after their 7 days by deleteExpiredExports, with their
 * files, §26).
 *
 * - verifications at their expiry: better-auth answers an expired token exactly as a missing one
 *   (and deletes expired rows itself on its lookups); a used confirmation link's reservation lasts
 *   as long as the link, which better-auth refuses once expired.
 * - sessions a day past expiry: no request is let in with one, and the devices list leaves them
 *   out (§23).
 * - idempotency keys past their day (decision 013): the middleware treats them as gone already.
 * - rate-limit counters whose window is a day past its end.
 * - unaccepted roommate invitations a day past expiry: their link answers 404 as a made-up one, and
 *   the space lists only the waiting ones.
 */
export async function deleteExpiredRecords(
  deps: { db: Db; logger?: Logger },
  now: Date,
): Promise<ExpiredRecordCounts> {
  const { db } = deps;
  const graceCutoff = new Date(now.getTime() - EXPIRED_GRACE_MS);

  const counts: ExpiredRecordCounts = {
    verifications: await deleteById(db, verifications, verifications.id, lt(verifications.expiresAt, now)),
    sessions: await deleteById(db, sessions, sessions.id, lt(sessions.expiresAt, graceCutoff)),
    idempotencyKeys: await inBatches(() => {
      const expired = db
        .select({ userId: idempotencyKeys.userId, keyHash: idempotencyKeys.keyHash })
        .from(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS)))
        .limit(EXPIRED_RECORDS_BATCH)
        .for('update', { skipLocked: true });
      return db
        .delete(idempotencyKeys)
        .where(sql`(${idempotencyKeys.userId}, ${idempotencyKeys.keyHash}) in (${expired})`)
        .returning({ keyHash: idempotencyKeys.keyHash });
    }),
    rateLimits: await deleteById(
      db,
      rateLimits,
      rateLimits.id,
      lt(rateLimits.lastRequest, graceCutoff.getTime() - LONGEST_RATE_LIMIT_WINDOW_MS),
    ),
    roommateInvitations: await deleteById(
      db,
      roommateInvitations,
      roommateInvitations.id,
      and(isNull(roommateInvitations.acceptedAt), lt(roommateInvitations.expiresAt, graceCutoff)),
    ),
  };
  deps.logger?.info({ deleted: counts }, 'Deleted expired records');
  return counts;
}

/** Deletes the rows of `table` that match `expired`, by their id, a batch at a time. */
function deleteById(db: Db, table: PgTable, id: PgColumn, expired: SQL | undefined) {
  return inBatches(() => {
    const batch = db
      .select({ id })
      .from(table)
      .where(expired)
      .limit(EXPIRED_RECORDS_BATCH)
      .for('update', { skipLocked: true });
    return db.delete(table).where(inArray(id, batch)).returning({ id });
  });
}

/**
 * Repeats one batch's statement until a batch comes back short: nothing expired is left then but
 * rows a request holds locked, which the next run takes.
 */
async function inBatches(deleteBatch: () => Promise<unknown[]>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await deleteBatch();
    total += deleted.length;
    if (deleted.length < EXPIRED_RECORDS_BATCH) return total;
  }
}
