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

/** A reminder as the API presents it (docs/product.md §33). */
export const reminderSchema = z
  .object({
    id: z.uuid(),
    text: z.string(),
    date: z.iso.date().describe('The day it falls due (YYYY-MM-DD).'),
    emailedAt: z.iso.datetime().nullable().describe('When its email went out, if it has.'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Reminder', description: 'A dated note the renter is emailed about on the day.' });
export type Reminder = z.infer<typeof reminderSchema>;
