import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { verificationRequests, verificationViews } from '#server/platform/db/schema/verification';
import { type Cursor, olderThan, pageOf } from '#server/platform/lib/cursor';

// Spelled out: in a single-table select Drizzle leaves columns unqualified, and a bare "id" inside
// the subquery would mean the view's own id.
const outerRequestId = sql`${sql.identifier('verification_requests')}.${sql.identifier('id')}`;

export const shareLinkWithViews = {
  request: verificationRequests,
  viewCount: sql<number>`(select count(*)::int from ${verificationViews}
    where ${verificationViews.requestId} = ${outerRequestId})`.mapWith(Number),
  lastViewedAt: sql<Date | null>`(select max(${verificationViews.viewedAt}) from ${verificationViews}
    where ${verificationViews.requestId} = ${outerRequestId})`.mapWith(verificationViews.viewedAt),
};

/** The user's share links, newest first, each with how often and when it was last opened. */
export async function listShareLinks(db: Db, userId: string, page: { cursor?: Cursor; limit: number }) {
  const rows = await db
    .select(shareLinkWithViews)
    .from(verificationRequests)
    .where(
      and(
        eq(verificationRequests.userId, userId),
        olderThan(page.cursor, verificationRequests.createdAt, verificationRequests.id),
      ),
    )
    .orderBy(desc(verificationRequests.createdAt), desc(verificationRequests.id))
    .limit(page.limit + 1);
  return pageOf(rows, page.limit, (row) => ({ at: row.request.createdAt, id: row.request.id }));
}

export async function getShareLink(db: Db, userId: string, id: string) {
  const [row] = await db
    .select(shareLinkWithViews)
    .from(verificationRequests)
    .where(and(eq(verificationRequests.userId, userId), eq(verificationRequests.id, id)));
  return row ?? null;
}

/** The openings of one link, newest first (at most the last hundred). */
export function listShareLinkViews(db: Db, requestId: string) {
  return db
    .select({ viewedAt: verificationViews.viewedAt, browser: verificationViews.browser })
    .from(verificationViews)
    .where(eq(verificationViews.requestId, requestId))
    .orderBy(desc(verificationViews.viewedAt))
    .limit(100);
}

export type ShareLinkRow = NonNullable<Awaited<ReturnType<typeof getShareLink>>>;
