import { eq } from 'drizzle-orm';
import { SIGNATURE_REQUEST_DAYS } from '#shared/inspections/inspection-schemas';
import type { Db } from '#server/platform/db/database';
import { signatureRequests } from '#server/platform/db/schema/inspections';
import { consumeRateLimitWindow } from '#server/platform/db/consume-rate-limit-window';
import { hashSecretToken, newSecretToken } from '#server/platform/lib/secret-token';
import type { Mailer } from '#server/platform/mail/mailer';
import { signatureRequestEmail } from '#server/platform/mail/signing-emails';
import { hasMoveInRating, type InspectionRow, readMoveInReport } from './build-move-in-report';

/** Each request emails an address the renter typed: a cap keeps the app from sending spam. */
export const SIGNATURE_REQUEST_RULE = { limit: 10, windowMs: 24 * 60 * 60 * 1000 };
export const SIGNATURE_REQUEST_LIMIT_MESSAGE =
  'You have sent many signature requests today. Please try again tomorrow.';

const DAY_MS = 24 * 60 * 60 * 1000;

export const signingLinkUrl = (appUrl: string, token: string) => `${appUrl}/sign/${token}`;

type Deps = { db: Db; mailer: Mailer; appUrl: string; now: Date };

/**
 * A link for the landlord to sign the move-in report, emailed to them (docs/product.md §34). Only
 * the token's hash is kept, so the email is the link's one copy: when it cannot go out, nothing is
 * kept and the renter tries again.
 */
export async function createSignatureRequest(deps: Deps, inspection: InspectionRow, email: string) {
  const report = await readMoveInReport(deps.db, inspection, deps.now);
  if (!hasMoveInRating(report)) return { outcome: 'nothing-to-sign' as const };
  const limit = await consumeRateLimitWindow(
    deps.db,
    `signature-request:${inspection.userId}`,
    SIGNATURE_REQUEST_RULE,
    deps.now,
  );
  if (!limit.allowed) return { outcome: 'limited' as const, retryAfterSeconds: limit.retryAfterSeconds };
  const token = newSecretToken();
  const [request] = await deps.db
    .insert(signatureRequests)
    .values({
      userId: inspection.userId,
      inspectionId: inspection.id,
      email: email.toLowerCase(),
      tokenHash: hashSecretToken(token),
      expiresAt: new Date(deps.now.getTime() + SIGNATURE_REQUEST_DAYS * DAY_MS),
      createdAt: deps.now,
    })
    .returning();
  if (!request) throw new Error('The signature request was not stored');
  // Sent after the row is saved, never inside a transaction (decision 043), and not through the
  // outbox, which would keep the link itself: an email that fails takes its request away again.
  try {
    await deps.mailer.send(
      signatureRequestEmail(request.email, {
        renterName: report.renter.name,
        place: report.place.name,
        url: signingLinkUrl(deps.appUrl, token),
        expiresAt: request.expiresAt,
      }),
    );
  } catch (error) {
    await deps.db.delete(signatureRequests).where(eq(signatureRequests.id, request.id));
    throw error;
  }
  return { outcome: 'sent' as const, request };
}
