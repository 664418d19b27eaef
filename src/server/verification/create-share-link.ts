import type { ReportOptions } from '#shared/reports/report-schemas';
import { SHARE_ITEMS, VERIFICATION_EXPIRY_DAYS } from '#shared/verification/verification-schemas';
import type { Db } from '#server/platform/db/database';
import { verificationRequests } from '#server/platform/db/schema/verification';
import { hashSecretToken, newSecretToken } from '#server/platform/lib/secret-token';

const DAY_MS = 24 * 60 * 60 * 1000;

export type ShareLinkTarget =
  | { kind: 'rental-verification'; recipientEmail: string; includeReviews: boolean }
  | { kind: 'report'; reportOptions: ReportOptions }
  /** The evidence of one deposit's deductions (docs/product.md §32): none of the five sections. */
  | { kind: 'deposit-dispute'; depositId: string; recipientEmail: string | null };

/**
 * A new share link that expires after seven days (docs/product.md §13.2). The token is returned once, to be
 * put in the address; only its hash is kept.
 */
export async function createShareLink(db: Db, userId: string, target: ShareLinkTarget, now: Date) {
  const token = newSecretToken();
  const [request] = await db
    .insert(verificationRequests)
    .values({
      userId,
      kind: target.kind,
      recipientEmail: target.kind === 'report' ? null : target.recipientEmail,
      reportOptions: target.kind === 'report' ? target.reportOptions : null,
      depositId: target.kind === 'deposit-dispute' ? target.depositId : null,
      tokenHash: hashSecretToken(token),
      dataToShare:
        target.kind === 'deposit-dispute'
          ? { items: [] }
          : {
              items: [...SHARE_ITEMS],
              includeReviews: target.kind === 'rental-verification' && target.includeReviews,
            },
      expiresAt: new Date(now.getTime() + VERIFICATION_EXPIRY_DAYS * DAY_MS),
      createdAt: now,
    })
    .returning();
  if (!request) throw new Error('The share link was not stored');
  return { request, token };
}

export const shareLinkUrl = (appUrl: string, token: string) => `${appUrl}/verify/${token}`;
