import type { Db } from '#server/platform/db/database';
import type { Logger } from '#server/platform/lib/logger';
import { consumeRateLimitWindow } from '#server/platform/db/consume-rate-limit-window';
import type { Mailer } from '#server/platform/mail/mailer';
import { disputeShareEmail, shareLinkEmail } from '#server/platform/mail/templates';
import { createShareLink, type ShareLinkTarget, shareLinkUrl } from './create-share-link';

/** Each link emails an address the user typed: a cap keeps the app from being used to send spam. */
export const SHARE_EMAIL_RULE = { limit: 20, windowMs: 24 * 60 * 60 * 1000 };
export const SHARE_EMAIL_LIMIT_MESSAGE =
  'You have sent many verification links today. Please try again tomorrow.';

type SendDeps = { db: Db; mailer: Mailer; logger: Logger; appUrl: string; now: Date };

/** A link whose address goes to a recipient by email: a rental verification or a deposit dispute. */
export type EmailedShareLink = Extract<
  ShareLinkTarget,
  { kind: 'rental-verification' | 'deposit-dispute' }
> & {
  recipientEmail: string;
};

const emailFor = {
  'rental-verification': shareLinkEmail,
  'deposit-dispute': disputeShareEmail,
} satisfies Record<EmailedShareLink['kind'], unknown>;

/**
 * A link made for a recipient and emailed to them, within the daily cap every emailed link shares.
 * The link works (and is copied) even when the email cannot go out; `emailSent` says which.
 */
export async function sendShareLink(
  deps: SendDeps,
  owner: { id: string; name: string },
  target: EmailedShareLink,
) {
  const limit = await consumeRateLimitWindow(deps.db, `share-email:${owner.id}`, SHARE_EMAIL_RULE, deps.now);
  if (!limit.allowed) return { outcome: 'limited' as const, retryAfterSeconds: limit.retryAfterSeconds };
  const { request, token } = await createShareLink(deps.db, owner.id, target, deps.now);
  const url = shareLinkUrl(deps.appUrl, token);
  const emailSent = await deps.mailer
    .send(emailFor[target.kind](target.recipientEmail, owner.name, url, request.expiresAt))
    .then(() => true)
    .catch((error: unknown) => {
      deps.logger.error({ err: error, shareLinkId: request.id }, 'Share link email failed');
      return false;
    });
  return { outcome: 'sent' as const, request, token, emailSent };
}
