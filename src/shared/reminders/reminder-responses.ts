import type { NotificationPreferences } from './notification-preferences';
import type { Reminder } from './reminder-schemas';

/** The answers of /api/reminders, /api/calendar and /api/notification-preferences (decision 017). */
export type ReminderList = { reminders: Reminder[] };
export type ReminderResponse = { reminder: Reminder };
/** Whether a calendar feed exists; its address is only shown once, when it is made. */
export type CalendarFeedStatus = { feed: { createdAt: string } | null };
export type CalendarFeedCreated = { url: string };
export type NotificationPreferencesResponse = { preferences: NotificationPreferences };
