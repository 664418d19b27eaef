import { Hono } from 'hono';
import { notificationPreferencesUpdateSchema } from '#shared/reminders/notification-preferences';
import type { AppEnv } from '#server/http/app-env';
import { notFound, readJson, validate } from '#server/http/errors';
import { requireUser } from '#server/http/middleware/require-user';
import { createCalendarFeed, hasCalendarFeed, renderCalendarFeed } from '#server/reminders/calendar-feed';
import {
  getNotificationPreferences,
  saveNotificationPreferences,
} from '#server/reminders/notification-preferences';
import type {
  CalendarFeedCreated,
  CalendarFeedStatus,
  NotificationPreferencesResponse,
} from '#shared/reminders/reminder-responses';

export const CALENDAR_FEED_PATH = '/api/calendar-feeds/';

export const calendarRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/feed', async (c) => {
    const feed = await hasCalendarFeed(c.var.services.database.db, c.var.user.id);
    return c.json({
      feed: feed ? { createdAt: feed.createdAt.toISOString() } : null,
    } satisfies CalendarFeedStatus);
  })
  .post('/feed', async (c) => {
    const token = await createCalendarFeed(c.var.services.database.db, c.var.user.id);
    c.header('Cache-Control', 'no-store');
    return c.json(
      {
        url: `${c.var.services.config.appUrl}${CALENDAR_FEED_PATH}${token}.ics`,
      } satisfies CalendarFeedCreated,
      201,
    );
  });

/** What calendar apps subscribe to: no session, the secret in the address is the key. */
export const calendarFeedRoutes = new Hono<AppEnv>().get('/:file', async (c) => {
  const file = c.req.param('file');
  const token = file.endsWith('.ics') ? file.slice(0, -4) : '';
  const body = token
    ? await renderCalendarFeed(c.var.services.database.db, token, c.var.services.config.appUrl)
    : null;
  if (!body) throw notFound('That calendar');
  c.header('Content-Type', 'text/calendar; charset=utf-8');
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.body(body);
});

export const notificationPreferenceRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) =>
    c.json({
      preferences: await getNotificationPreferences(c.var.services.database.db, c.var.user.id),
    } satisfies NotificationPreferencesResponse),
  )
  .put('/', async (c) => {
    const changes = validate(notificationPreferencesUpdateSchema, await readJson(c));
    return c.json({
      preferences: await saveNotificationPreferences(c.var.services.database.db, c.var.user.id, changes),
    } satisfies NotificationPreferencesResponse);
  });
