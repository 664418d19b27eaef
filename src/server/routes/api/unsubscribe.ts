import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { users } from '#server/platform/db/schema/auth';
import type { AppEnv } from '#server/http/app-env';
import { AppError } from '#server/http/errors';
import { type EmailPreference, verifyUnsubscribeToken } from '#server/platform/mail/unsubscribe-token';
import { saveNotificationPreferences } from '#server/reminders/notification-preferences';
import type { UnsubscribeResponse } from '#shared/reminders/reminder-responses';

export const UNSUBSCRIBE_INVALID_MESSAGE = 'This unsubscribe link is not valid.';

/** How each preference is named to a person on the page. */
const EMAILS: Record<EmailPreference, string> = {
  reminderEmails: 'reminder emails',
  messageEmails: 'new message emails',
  linkOpenedEmails: 'emails when a link you shared is opened',
  roommateEmails: 'roommate activity emails',
};

/** The person and preference of the token in the path, whose account still exists; else null. */
async function readToken(c: Context<AppEnv>) {
  const { config, database } = c.var.services;
  const found = verifyUnsubscribeToken(config.authSecret, c.req.param('token') ?? '');
  if (!found) return null;
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.id, found.userId));
  return user ? found : null;
}

function page(c: Context<AppEnv>, status: 200 | 404, title: string, body: string) {
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Robots-Tag', 'noindex, nofollow');
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} - Rentproof</title></head>
<body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5;max-width:32rem;margin:3rem auto;padding:0 1rem">
<h1 style="font-size:1.5rem">${title}</h1>
${body}
</body></html>`,
    status,
  );
}

/**
 * One-click unsubscribe (RFC 8058), no session: the signed token in the address is the key, and all
 * it can do is turn one preference off. A mail client posts to it; a person who follows the link
 * gets a page whose button posts. GET changes nothing, since mail scanners fetch every link.
 */
export const unsubscribeRoutes = new Hono<AppEnv>()
  .get('/:token', async (c) => {
    const found = await readToken(c);
    if (!found) return page(c, 404, 'Link not valid', `<p>${UNSUBSCRIBE_INVALID_MESSAGE}</p>`);
    return page(
      c,
      200,
      'Unsubscribe',
      `<p>Stop sending me ${EMAILS[found.preference]}?</p>
<form method="post"><button type="submit" style="font:inherit;background:#2563eb;color:#fff;border:0;padding:10px 16px;border-radius:6px;cursor:pointer">Unsubscribe</button></form>
<p style="font-size:14px;color:#475569">You can turn them back on at any time in Settings, under Notifications.</p>`,
    );
  })
  .post('/:token', async (c) => {
    const found = await readToken(c);
    if (!found) throw new AppError(404, 'NOT_FOUND', UNSUBSCRIBE_INVALID_MESSAGE);
    await saveNotificationPreferences(c.var.services.database.db, found.userId, {
      [found.preference]: false,
    });
    // The page's button is a form: a browser gets a page back, a mail client the JSON answer.
    if (c.req.header('accept')?.includes('text/html')) {
      return page(
        c,
        200,
        'Unsubscribed',
        `<p>You will no longer receive ${EMAILS[found.preference]}. You can turn them back on at any time in Settings, under Notifications.</p>`,
      );
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ unsubscribed: { preference: found.preference } } satisfies UnsubscribeResponse);
  });
