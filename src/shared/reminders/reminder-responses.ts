import type { NotificationPreferences } from './notification-preferences';
import type { Reminder } from './reminder-schemas';

/**
 * The answers of /api/reminders, /api/calendar, /api/notification-preferences and /api/unsubscribe
 * (decision 017).
 */
export type ReminderList = { reminders: Reminder[] };
export type ReminderResponse = { reminder: Reminder };
/** /api/v1/reminders: one page, soonest first. */
export type ReminderPage = { reminders: Reminder[]; nextCursor: string | null };
/** Whether a calendar feed exists; its address is only shown once, when it is made. */
export type CalendarFeedStatus = { feed: { createdAt: string } | null };
export type CalendarFeedCreated = { url: string };
export type NotificationPreferencesResponse = { preferences: NotificationPreferences };
/** A one-click unsubscribe: the one preference it turned off. */
export type UnsubscribeResponse = { unsubscribed: { preference: keyof NotificationPreferences } };
