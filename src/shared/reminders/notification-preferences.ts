import { z } from 'zod';

export const notificationPreferencesSchema = z.object({
  reminderEmails: z.boolean({ error: 'Choose whether to receive reminder emails.' }),
});

export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
