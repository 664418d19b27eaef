import { eq } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
} from '#shared/reminders/notification-preferences';
import type { Db } from '#server/platform/db/database';
import { notificationPreferences } from '#server/platform/db/schema/reminders';

const preferenceColumns = {
  reminderEmails: notificationPreferences.reminderEmails,
  messageEmails: notificationPreferences.messageEmails,
  linkOpenedEmails: notificationPreferences.linkOpenedEmails,
  roommateEmails: notificationPreferences.roommateEmails,
};

export async function getNotificationPreferences(db: Db, userId: string): Promise<NotificationPreferences> {
  const [row] = await db
    .select(preferenceColumns)
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row ?? DEFAULT_NOTIFICATION_PREFERENCES;
}

/** Saves the preferences named; the others keep their saved value (or their default). */
export async function saveNotificationPreferences(
  db: Db,
  userId: string,
  changes: Partial<NotificationPreferences>,
): Promise<NotificationPreferences> {
  const [row] = await db
    .insert(notificationPreferences)
    .values({ userId, ...changes })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { ...changes, updatedAt: new Date() },
    })
    .returning(preferenceColumns);
  if (!row) throw new Error('The notification preferences were not stored');
  return row;
}
