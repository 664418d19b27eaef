import type { Db } from '#server/db/database';
import type { Logger } from '#server/lib/logger';
import { consumeRateLimitWindow } from '#server/lib/rate-limit';
import type { Mailer } from '#server/mail/mailer';
import { shareLinkEmail } from '#server/mail/templates';
import { createShareLink, shareLinkUrl } from './create-share-link';

/** Each link emails an address the user typed: a cap keeps the app from being used to send spam. */
export const SHARE_EMAIL_RULE = { limit: 20, windowMs: 24 * 60 * 60 * 1000 };
export const SHARE_EMAIL_LIMIT_MESSAGE =
  'You have sent many verification links today. Please try again tomorrow.';

type SendDeps = { db: Db; mailer: Mailer; logger: Logger; appUrl: string; now: Date };

/**
 * A rental-verification link made for a recipient and emailed to them, within the daily cap. The
 * link works (and is copied) even when the email cannot go out; `emailSent` says which.
 */
export async function sendShareLink(
  deps: SendDeps,
  owner: { id: string; name: string },
  { recipientEmail, includeReviews }: { recipientEmail: string; includeReviews: boolean },
) {
  const limit = await consumeRateLimitWindow(deps.db, `share-email:${owner.id}`, SHARE_EMAIL_RULE, deps.now);
  if (!limit.allowed) return { outcome: 'limited' as const, retryAfterSeconds: limit.retryAfterSeconds };
  const { request, token } = await createShareLink(
    deps.db,
    owner.id,
    { kind: 'rental-verification', recipientEmail, includeReviews },
    deps.now,
  );
  const url = shareLinkUrl(deps.appUrl, token);
  const emailSent = await deps.mailer
    .send(shareLinkEmail(recipientEmail, owner.name, url, request.expiresAt))
    .then(() => true)
    .catch((error: unknown) => {
      deps.logger.error({ err: error, shareLinkId: request.id }, 'Share link email failed');
      return false;
    });
  return { outcome: 'sent' as const, request, token, emailSent };
}
