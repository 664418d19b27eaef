import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SIGNING_CODE_MINUTES } from '#shared/inspections/inspection-schemas';
import type { Db } from '#server/platform/db/database';
import { signatureRequests } from '#server/platform/db/schema/inspections';
import { consumeRateLimitWindow } from '#server/platform/db/consume-rate-limit-window';
import { hashSecretToken } from '#server/platform/lib/secret-token';
import type { Mailer } from '#server/platform/mail/mailer';
import { signingCodeEmail } from '#server/platform/mail/signing-emails';
import { readReportParties } from './build-move-in-report';
import type { SigningLink } from './find-signing-link';

/** Enough for a lost email or two; too few to turn the link into a way of flooding an inbox. */
export const SIGNING_CODE_RULE = { limit: 5, windowMs: 60 * 60 * 1000 };
export const SIGNING_CODE_LIMIT_MESSAGE =
  'Many codes were sent for this link in the last hour. Please use the latest one, or try again later.';

/** `l•••@example.com`: enough for the signer to recognise their address, not to read it off the page. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}•••${email.slice(at)}`;
}

/**
 * A new 6-digit code for the link's address, good for SIGNING_CODE_MINUTES and replacing any
 * earlier one (its tries start again). Only the code's SHA-256 is kept.
 */
export async function sendSigningCode(deps: { db: Db; mailer: Mailer; now: Date }, link: SigningLink) {
  const { request, inspection } = link;
  if (request.signedAt) return { outcome: 'signed' as const };
  const limit = await consumeRateLimitWindow(
    deps.db,
    `signing-code:${request.id}`,
    SIGNING_CODE_RULE,
    deps.now,
  );
  if (!limit.allowed) return { outcome: 'limited' as const, retryAfterSeconds: limit.retryAfterSeconds };
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(deps.now.getTime() + SIGNING_CODE_MINUTES * 60 * 1000);
  await deps.db
    .update(signatureRequests)
    .set({ codeHash: hashSecretToken(code), codeExpiresAt: expiresAt, codeAttempts: 0, codeSentAt: deps.now })
    .where(eq(signatureRequests.id, request.id));
  const { place, renter } = await readReportParties(deps.db, inspection);
  await deps.mailer.send(
    signingCodeEmail(request.email, {
      code,
      renterName: renter.name,
      place: place.name,
      minutes: SIGNING_CODE_MINUTES,
    }),
  );
  return { outcome: 'sent' as const, sentTo: maskEmail(request.email), expiresAt };
}
