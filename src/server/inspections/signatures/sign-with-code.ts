import { timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  INSPECTION_MESSAGES,
  SIGNING_CODE_ATTEMPTS,
  type SignWithCode,
} from '#shared/inspections/inspection-schemas';
import type { Db } from '#server/db/database';
import { signatureRequests } from '#server/db/schema/inspections';
import { Rejection } from '#server/lib/rejection';
import { hashSecretToken } from '#server/lib/secret-token';
import type { SigningLink } from './find-signing-link';
import { recordSignature } from './record-signature';

const alreadySigned = () => new Rejection('conflict', 'ALREADY_SIGNED', INSPECTION_MESSAGES.alreadySigned);

const sameHash = (a: string, b: string) => timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

/**
 * A wrong code counts one try; the last allowed try drops the code, so guessing needs a new email
 * each SIGNING_CODE_ATTEMPTS tries (and SIGNING_CODE_RULE caps those).
 */
async function countWrongCode(db: Db, requestId: string): Promise<never> {
  const [row] = await db
    .update(signatureRequests)
    .set({ codeAttempts: sql`${signatureRequests.codeAttempts} + 1` })
    .where(eq(signatureRequests.id, requestId))
    .returning({ attempts: signatureRequests.codeAttempts });
  if ((row?.attempts ?? SIGNING_CODE_ATTEMPTS) < SIGNING_CODE_ATTEMPTS)
    throw new Rejection('malformed', 'SIGNING_CODE_WRONG', INSPECTION_MESSAGES.codeWrong);
  await db
    .update(signatureRequests)
    .set({ codeHash: null, codeExpiresAt: null })
    .where(eq(signatureRequests.id, requestId));
  throw new Rejection('malformed', 'SIGNING_CODE_TOO_MANY', INSPECTION_MESSAGES.codeTooManyTries);
}

/**
 * The landlord signs through the emailed link with their typed name and the code sent to its
 * address (docs/product.md §34). The code is used up with the signature, in the same transaction;
 * a link signs once, so a replayed code or a second signature is a conflict.
 */
export async function signWithCode(db: Db, link: SigningLink, input: SignWithCode, now: Date) {
  const { request } = link;
  if (request.signedAt) throw alreadySigned();
  if (!request.codeHash || !request.codeExpiresAt)
    throw new Rejection('malformed', 'SIGNING_CODE_MISSING', INSPECTION_MESSAGES.codeMissing);
  if (request.codeExpiresAt.getTime() <= now.getTime())
    throw new Rejection('malformed', 'SIGNING_CODE_EXPIRED', INSPECTION_MESSAGES.codeExpired);
  const codeHash = hashSecretToken(input.code);
  if (!sameHash(codeHash, request.codeHash)) return countWrongCode(db, request.id);
  return recordSignature(
    db,
    link.inspection.id,
    {
      role: 'landlord',
      method: 'email-code',
      name: input.name,
      email: request.email,
      requestId: request.id,
      disagreements: input.disagreements,
    },
    now,
    async (tx) => {
      const used = await tx
        .update(signatureRequests)
        .set({ signedAt: now, codeHash: null, codeExpiresAt: null })
        .where(
          and(
            eq(signatureRequests.id, request.id),
            isNull(signatureRequests.signedAt),
            eq(signatureRequests.codeHash, codeHash),
          ),
        )
        .returning({ id: signatureRequests.id });
      if (!used.length) throw alreadySigned();
    },
  );
}
