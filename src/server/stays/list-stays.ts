import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { properties } from '#server/platform/db/schema/properties';
import { stays } from '#server/platform/db/schema/stays';
import { type Cursor, pageOf } from '#server/platform/lib/cursor';
import { selectStays } from './stay-query';

/** After the cursor's stay in (check-in day, id) order, newest first; the cursor carries the day as midnight UTC. */
function after(cursor: Cursor | undefined) {
  if (!cursor) return undefined;
  const day = cursor.at.toISOString().slice(0, 10);
  return or(lt(stays.checkInDate, day), and(eq(stays.checkInDate, day), lt(stays.propertyId, cursor.id)));
}

/** Newest check-in first, one page at a time, each with its photo counts. */
export async function listStays(db: Db, userId: string, page: { cursor?: Cursor; limit: number }) {
  const rows = await selectStays(db)
    .where(and(eq(stays.userId, userId), eq(properties.kind, 'stay'), after(page.cursor)))
    .orderBy(desc(stays.checkInDate), desc(stays.propertyId))
    .limit(page.limit + 1);
  return pageOf(rows, page.limit, (row) => ({
    at: new Date(`${row.stay.checkInDate}T00:00:00Z`),
    id: row.stay.propertyId,
  }));
}
