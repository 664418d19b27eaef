import { z } from 'zod';
import { isIsoDate } from '#shared/dates';
import { singleLineText } from '#shared/text';

export const REMINDER_MESSAGES = {
  missing: 'Please enter a reminder and select a date.',
  date: 'Please select a real date.',
} as const;

export const REMINDER_TEXT_MAX = 200;

export const reminderInputSchema = z.object({
  text: singleLineText({ label: 'A reminder', max: REMINDER_TEXT_MAX, required: REMINDER_MESSAGES.missing }),
  date: z
    .string({ error: REMINDER_MESSAGES.missing })
    .min(1, REMINDER_MESSAGES.missing)
    .refine(isIsoDate, REMINDER_MESSAGES.date),
});

export type ReminderInput = z.infer<typeof reminderInputSchema>;

export type Reminder = {
  id: string;
  text: string;
  /** The day it falls due (YYYY-MM-DD). */
  date: string;
  /** When its email went out, if it has. */
  emailedAt: string | null;
  createdAt: string;
};
