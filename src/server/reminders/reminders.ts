import { and, asc, eq } from 'drizzle-orm';
import type { Reminder, ReminderInput } from '#shared/reminders/reminder-schemas';
import type { Db } from '#server/platform/db/database';
import { reminders } from '#server/platform/db/schema/reminders';

// The small reminder domain in one place: list, create, delete and present.

export function listReminders(db: Db, userId: string) {
  return db
    .select()
    .from(reminders)
    .where(eq(reminders.userId, userId))
    .orderBy(asc(reminders.date), asc(reminders.createdAt))
    .limit(500);
}

export async function createReminder(db: Db, userId: string, input: ReminderInput) {
  const [row] = await db
    .insert(reminders)
    .values({ userId, ...input })
    .returning();
  if (!row) throw new Error('Insert returned no reminder');
  return row;
}

export async function deleteReminder(db: Db, userId: string, id: string) {
  const deleted = await db
    .delete(reminders)
    .where(and(eq(reminders.id, id), eq(reminders.userId, userId)))
    .returning({ id: reminders.id });
  return deleted.length > 0;
}

export function presentReminder(row: typeof reminders.$inferSelect): Reminder {
  return {
    id: row.id,
    text: row.text,
    date: row.date,
    emailedAt: row.emailedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
