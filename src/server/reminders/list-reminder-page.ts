import { and, asc, eq, gt, or } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { reminders } from '#server/platform/db/schema/reminders';
import { type Cursor, pageOf } from '#server/platform/lib/cursor';

const { date, id, userId: owner } = reminders;

/** A reminder's day carried in a cursor's time: midnight UTC of that day, and back. */
const dayAsTime = (day: string) => new Date(`${day}T00:00:00.000Z`);
const timeAsDay = (time: Date) => time.toISOString().slice(0, 10);

/**
 * One page of the reminders soonest first, as the app lists them (docs/product.md §11), keyed by
 * (date, id) so that every reminder is on exactly one page however many there are.
 */
export async function listReminderPage(db: Db, userId: string, page: { cursor?: Cursor; limit: number }) {
  const after = page.cursor && { day: timeAsDay(page.cursor.at), id: page.cursor.id };
  const rows = await db
    .select()
    .from(reminders)
    .where(
      and(
        eq(owner, userId),
        after ? or(gt(date, after.day), and(eq(date, after.day), gt(id, after.id))) : undefined,
      ),
    )
    .orderBy(asc(date), asc(id))
    .limit(page.limit + 1);
  return pageOf(rows, page.limit, (row) => ({ at: dayAsTime(row.date), id: row.id }));
}
