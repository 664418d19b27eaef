import { eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { contactMessages } from '#server/platform/db/schema/contact';
import type { Logger } from '#server/platform/lib/logger';
import { consumeRateLimitWindow } from '#server/platform/db/consume-rate-limit-window';
import type { Mailer } from '#server/platform/mail/mailer';
import { contactMessageEmail } from '#server/platform/mail/templates';
import type { ContactMessage } from '#shared/contact/contact-schemas';

/** Per sender address: enough for a follow-up, too few for the form to become a way to spam support. */
export const CONTACT_RULE = { limit: 5, windowMs: 60 * 60 * 1000 };

type SendDeps = { db: Db; mailer: Mailer; logger: Logger; supportEmail: string; now: Date };

/**
 * A message from the contact form: counted against its sender's hourly limit, stored, then mailed
 * to support. A refused message stores nothing; a stored one stays even when the email fails,
 * so support can still read it (mailed_at stays empty).
 */
export async function sendContactMessage(deps: SendDeps, message: ContactMessage) {
  const sender = message.email.toLowerCase();
  const limit = await consumeRateLimitWindow(deps.db, `contact:${sender}`, CONTACT_RULE, deps.now);
  if (!limit.allowed) return { outcome: 'limited' as const, retryAfterSeconds: limit.retryAfterSeconds };
  const [stored] = await deps.db
    .insert(contactMessages)
    .values({ ...message, role: message.role ?? null, receivedAt: deps.now })
    .returning({ id: contactMessages.id });
  if (!stored) throw new Error('The contact message was not stored');
  try {
    await deps.mailer.send(contactMessageEmail(deps.supportEmail, message));
    await deps.db
      .update(contactMessages)
      .set({ mailedAt: deps.now })
      .where(eq(contactMessages.id, stored.id));
  } catch (error) {
    deps.logger.error({ err: error, contactMessageId: stored.id }, 'Contact message email failed');
  }
  return { outcome: 'sent' as const };
}
