import { Hono } from 'hono';
import { readJson, validate } from '#server/http/errors';
import type { AppEnv } from '#server/http/app-env';
import { rateLimited } from '#server/http/rate-limited';
import { sendContactMessage } from '#server/contact/send-contact-message';
import { CONTACT_MESSAGES, contactMessageSchema } from '#shared/contact/contact-schemas';
import type { ContactMessageSent } from '#shared/contact/contact-responses';

/** The public contact form (docs/product.md §17): anyone may write, signed in or not. */
export const contactRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const message = validate(contactMessageSchema, await readJson(c));
  const { database, mailer, logger, config, clock } = c.var.services;
  const result = await sendContactMessage(
    { db: database.db, mailer, logger, supportEmail: config.supportEmail, now: clock.now() },
    message,
  );
  if (result.outcome === 'limited') throw rateLimited(c, result.retryAfterSeconds, CONTACT_MESSAGES.limited);
  return c.json({ sent: true } satisfies ContactMessageSent, 201);
});
