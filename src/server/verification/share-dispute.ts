// A deposit dispute's share link, made like every other kind of link (share-report.ts): it sits with
// the share links in verification/, which reads the deposit when the link is opened, so deposits/
// does not import verification/ back (issue 36).
import type { Deposit } from '#shared/deposits/deposit-schemas';
import type { CreatedShareLink } from '#shared/verification/share-links';
import { Rejection } from '#server/platform/lib/rejection';
import type { Services } from '#server/platform/services';
import { createShareLink, shareLinkUrl } from './create-share-link';
import { getShareLink } from './list-share-links';
import { presentShareLink } from './present-share-link';
import { SHARE_EMAIL_LIMIT_MESSAGE, sendShareLink } from './send-share-link';

export const NO_DEDUCTIONS_TO_SHARE = 'Add at least one deduction before you share the dispute.';

/**
 * A share link to the evidence of exactly this deposit's deductions (docs/product.md §32), seven
 * days like every link, emailed to the landlord when the renter gives an address (within the daily
 * cap of emailed links). What it opens is decided when it is opened (share-scope.ts), so evidence
 * attached or removed later is what the landlord sees.
 */
export async function shareDispute(
  services: Services,
  user: { id: string; name: string },
  deposit: Deposit,
  recipientEmail: string | null,
): Promise<CreatedShareLink> {
  if (deposit.deductions.length === 0)
    throw new Rejection('invalid', 'VALIDATION_FAILED', NO_DEDUCTIONS_TO_SHARE);
  const { database, clock, config, mailer, logger } = services;
  const now = clock.now();
  const target = { kind: 'deposit-dispute', depositId: deposit.id } as const;
  const made = recipientEmail
    ? await sendShareLink({ db: database.db, mailer, logger, appUrl: config.appUrl, now }, user, {
        ...target,
        recipientEmail,
      })
    : {
        outcome: 'sent' as const,
        ...(await createShareLink(database.db, user.id, { ...target, recipientEmail: null }, now)),
        emailSent: false,
      };
  // The route has no way to add Retry-After here; the message says when to try again.
  if (made.outcome === 'limited')
    throw new Rejection('rate-limited', 'RATE_LIMITED', SHARE_EMAIL_LIMIT_MESSAGE);
  const row = await getShareLink(database.db, user.id, made.request.id);
  if (!row) throw new Error('The dispute link was not stored');
  return {
    shareLink: presentShareLink(row, now),
    url: shareLinkUrl(config.appUrl, made.token),
    emailSent: made.emailSent,
  };
}
