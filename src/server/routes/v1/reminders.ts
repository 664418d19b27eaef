import { createRoute, z } from '@hono/zod-openapi';
import { reminderInputSchema, reminderSchema } from '#shared/reminders/reminder-schemas';
import type { ReminderPage, ReminderResponse } from '#shared/reminders/reminder-responses';
import { notFound } from '#server/http/errors';
import { idParam } from '#server/http/params';
import { decodeCursor } from '#server/platform/lib/cursor';
import { listReminderPage } from '#server/reminders/list-reminder-page';
import { createReminder, deleteReminder, presentReminder } from '#server/reminders/reminders';
import {
  errorResponses,
  idempotencyHeader,
  idPath,
  json,
  jsonBody,
  nextCursor,
  pageQuery,
} from '#server/http/openapi-parts';
import { v1Router } from './v1-router';

const THE_REMINDER = 'That reminder';
const tags = ['Reminders'];

const reminderResponse = z.object({ reminder: reminderSchema }).meta({ id: 'ReminderResponse' });
const reminderPage = z
  .object({ reminders: z.array(reminderSchema), nextCursor })
  .meta({ id: 'ReminderPage' });

/** The renter's reminders (docs/product.md §11): the same domain functions as /api/reminders. */
export const reminderV1Routes = v1Router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      operationId: 'listReminders',
      tags,
      summary: 'List reminders',
      description: 'Your reminders, soonest first, one page at a time.',
      request: { query: pageQuery },
      responses: { 200: json(reminderPage, 'A page of reminders.'), ...errorResponses(400) },
    }),
    async (c) => {
      const { cursor, limit } = c.req.valid('query');
      const page = await listReminderPage(c.var.services.database.db, c.var.user.id, {
        cursor: decodeCursor(cursor),
        limit,
      });
      return c.json(
        { reminders: page.items.map(presentReminder), nextCursor: page.nextCursor } satisfies ReminderPage,
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/',
      operationId: 'createReminder',
      tags,
      summary: 'Create a reminder',
      description:
        'Sets a reminder for a day (YYYY-MM-DD); it is emailed on that day unless reminder emails are turned off. Send an Idempotency-Key to retry safely.',
      request: { headers: idempotencyHeader, body: jsonBody(reminderInputSchema) },
      responses: {
        201: json(reminderResponse, 'The new reminder.'),
        ...errorResponses(400, 409, 415, 422),
      },
    }),
    async (c) => {
      const reminder = await createReminder(c.var.services.database.db, c.var.user.id, c.req.valid('json'));
      return c.json({ reminder: presentReminder(reminder) } satisfies ReminderResponse, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/{id}',
      operationId: 'deleteReminder',
      tags,
      summary: 'Delete a reminder',
      description: 'Deletes a reminder. It cannot be undone.',
      request: { params: idPath },
      responses: { 204: { description: 'Deleted.' }, ...errorResponses(404) },
    }),
    async (c) => {
      const id = idParam(c.req.valid('param').id, THE_REMINDER);
      if (!(await deleteReminder(c.var.services.database.db, c.var.user.id, id)))
        throw notFound(THE_REMINDER);
      return c.body(null, 204);
    },
  );
