import { z } from 'zod';

export const notificationPreferencesSchema = z.object({
  reminderEmails: z.boolean({ error: 'Choose whether to receive reminder emails.' }),
  messageEmails: z.boolean({ error: 'Choose whether to receive an email for each new message.' }),
  linkOpenedEmails: z.boolean({ error: 'Choose whether to receive an email when a shared link is opened.' }),
  roommateEmails: z.boolean({
    error:
      'Choose whether to receive an email when a roommate adds an expense, settles up or assigns you a chore.',
  }),
});

export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** A change names only the preferences it changes; the others keep their saved value. */
export const notificationPreferencesUpdateSchema = notificationPreferencesSchema.partial();

/** What someone who never chose gets: every email. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  reminderEmails: true,
  messageEmails: true,
  linkOpenedEmails: true,
  roommateEmails: true,
};
