import type { Context } from 'hono';
import { Hono } from 'hono';
import { AppError, readJson, validate } from '#server/http/errors';
import type { AppEnv } from '#server/http/app-env';
import { rateLimited } from '#server/http/rate-limited';
import { escapeHtml } from '#server/platform/lib/escape-html';
import { sendContactMessage } from '#server/contact/send-contact-message';
import { CONTACT_MESSAGES, type ContactMessage, contactMessageSchema } from '#shared/contact/contact-schemas';
import type { ContactMessageSent } from '#shared/contact/contact-responses';

/** Where a form post goes on: the contact page, whose confirmation shows for this fragment (CSS :target). */
export const CONTACT_SENT_ADDRESS = '/contact#message-sent';

const isFormBody = (contentType: string | undefined) =>
  /^application\/x-www-form-urlencoded\s*(;|$)/i.test(contentType?.trim() ?? '');

async function send(c: Context<AppEnv>, message: ContactMessage) {
  const { database, mailer, logger, config, clock } = c.var.services;
  const result = await sendContactMessage(
    { db: database.db, mailer, logger, supportEmail: config.supportEmail, now: clock.now() },
    message,
  );
  if (result.outcome === 'limited') throw rateLimited(c, result.retryAfterSeconds, CONTACT_MESSAGES.limited);
}

/** A page a person who posted without JavaScript can act on: what was wrong, and the way back. */
function notSentPage(c: Context<AppEnv>, error: AppError) {
  const problems = Array.isArray(error.details)
    ? (error.details as { message: string }[]).map((detail) => detail.message)
    : [error.message];
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Message not sent - Rentproof</title></head>
<body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5;max-width:32rem;margin:3rem auto;padding:0 1rem">
<h1 style="font-size:1.5rem">Message not sent</h1>
<ul>${problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join('')}</ul>
<p>Go back to <a href="/contact">the contact form</a>, correct this and send it again.</p>
</body></html>`,
    error.status as 400 | 429,
  );
}

/**
 * The contact form posted without JavaScript (issue 35): the same checks and limit as the JSON
 * route, then a 303 to the page's confirmation; a refusal is a page naming what to fix.
 */
async function sendFromForm(c: Context<AppEnv>) {
  const body = await c.req.parseBody();
  const fields = Object.fromEntries(
    Object.entries(body).filter(
      ([name, value]) => typeof value === 'string' && (name !== 'role' || value.trim() !== ''),
    ),
  );
  try {
    await send(c, validate(contactMessageSchema, fields));
  } catch (error) {
    if (error instanceof AppError && (error.status === 400 || error.status === 429))
      return notSentPage(c, error);
    throw error;
  }
  return c.redirect(CONTACT_SENT_ADDRESS, 303);
}

/** The public contact form (docs/product.md §17): anyone may write, signed in or not. */
export const contactRoutes = new Hono<AppEnv>().post('/', async (c) => {
  if (isFormBody(c.req.header('content-type'))) return sendFromForm(c);
  await send(c, validate(contactMessageSchema, await readJson(c)));
  return c.json({ sent: true } satisfies ContactMessageSent, 201);
});
