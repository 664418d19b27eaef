import { eq } from 'drizzle-orm';
import type { NotificationPreferences } from '#shared/reminders/notification-preferences';
import type { Db } from '#server/db/database';
import { notificationPreferences } from '#server/db/schema/reminders';

export async function getNotificationPreferences(db: Db, userId: string): Promise<NotificationPreferences> {
  const [row] = await db
    .select({ reminderEmails: notificationPreferences.reminderEmails })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row ?? { reminderEmails: true };
}

export async function saveNotificationPreferences(
  db: Db,
  userId: string,
  preferences: NotificationPreferences,
) {
  await db
    .insert(notificationPreferences)
    .values({ userId, ...preferences })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { ...preferences, updatedAt: new Date() },
    });
  return preferences;
}
