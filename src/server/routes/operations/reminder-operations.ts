import { z } from 'zod';
import { reminderInputSchema, reminderSchema } from '#shared/reminders/reminder-schemas';
import { notFound } from '#server/http/errors';
import { idPath } from '#server/http/openapi-parts';
import { listOperation, recordOperation } from '#server/http/operation';
import { idParam } from '#server/http/params';
import { decodeCursor } from '#server/platform/lib/cursor';
import { listReminderPage } from '#server/reminders/list-reminder-page';
import { createReminder, deleteReminder, listReminders, presentReminder } from '#server/reminders/reminders';

const THE_REMINDER = 'That reminder';
const tags = ['Reminders'];

const reminderResponse = z.object({ reminder: reminderSchema }).meta({ id: 'ReminderResponse' });

/** The renter's reminders (docs/product.md §11), on `/api/reminders` and `/api/v1/reminders`. */
export const REMINDER_OPERATIONS = [
  listOperation({
    id: 'listReminders',
    method: 'get',
    path: '/reminders',
    tags,
    summary: 'List reminders',
    description: 'Your reminders, soonest first, one page at a time.',
    permission: 'read',
    errors: [400],
    answer: {
      key: 'reminders',
      item: reminderSchema,
      pageId: 'ReminderPage',
      description: 'A page of reminders.',
    },
    run: async ({ services, user }, _input, page) => {
      const { db } = services.database;
      if (!page) return { items: (await listReminders(db, user.id)).map(presentReminder), nextCursor: null };
      const { items, nextCursor } = await listReminderPage(db, user.id, {
        cursor: decodeCursor(page.cursor),
        limit: page.limit,
      });
      return { items: items.map(presentReminder), nextCursor };
    },
  }),
  recordOperation({
    id: 'createReminder',
    method: 'post',
    path: '/reminders',
    tags,
    summary: 'Create a reminder',
    description:
      'Sets a reminder for a day (YYYY-MM-DD); it is emailed on that day unless reminder emails are turned off. Send an Idempotency-Key to retry safely.',
    permission: 'write',
    creates: true,
    errors: [400, 409, 415, 422],
    body: reminderInputSchema,
    answer: { status: 201, schema: reminderResponse, description: 'The new reminder.' },
    run: async ({ services, user }, { body }) => ({
      reminder: presentReminder(await createReminder(services.database.db, user.id, body)),
    }),
  }),
  recordOperation({
    id: 'deleteReminder',
    method: 'delete',
    path: '/reminders/{id}',
    records: { id: 'reminder' },
    tags,
    summary: 'Delete a reminder',
    description: 'Deletes a reminder. It cannot be undone.',
    permission: 'write',
    errors: [404],
    params: idPath,
    answer: { status: 204, description: 'Deleted.' },
    run: async ({ services, user }, { params }) => {
      const id = idParam(params.id, THE_REMINDER);
      if (!(await deleteReminder(services.database.db, user.id, id))) throw notFound(THE_REMINDER);
      return undefined;
    },
  }),
];
