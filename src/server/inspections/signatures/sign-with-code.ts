import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import {
  INSPECTION_MESSAGES,
  SIGNING_CODE_ATTEMPTS,
  type SignWithCode,
} from '#shared/inspections/inspection-schemas';
import type { ApiErrorCode } from '#shared/api/api-error';
import type { Db } from '#server/platform/db/database';
import { signatureRequests } from '#server/platform/db/schema/inspections';
import { Rejection } from '#server/platform/lib/rejection';
import { hashSecretToken } from '#server/platform/lib/secret-token';
import type { SigningLink } from './find-signing-link';
import { recordSignature } from './record-signature';

const alreadySigned = () => new Rejection('conflict', 'ALREADY_SIGNED', INSPECTION_MESSAGES.alreadySigned);

const refused = (code: ApiErrorCode, message: string) => new Rejection('malformed', code, message);

/**
 * Why a code was not compared at all: the link is signed, its tries are used up, or it has no live
 * code (never sent, dropped after the last try, or expired).
 */
async function refusalOf(db: Db, requestId: string, now: Date): Promise<Rejection> {
  const [row] = await db.select().from(signatureRequests).where(eq(signatureRequests.id, requestId));
  if (row?.signedAt) return alreadySigned();
  if ((row?.codeAttempts ?? 0) >= SIGNING_CODE_ATTEMPTS)
    return refused('SIGNING_CODE_TOO_MANY', INSPECTION_MESSAGES.codeTooManyTries);
  if (row?.codeHash && row.codeExpiresAt && row.codeExpiresAt.getTime() <= now.getTime())
    return refused('SIGNING_CODE_EXPIRED', INSPECTION_MESSAGES.codeExpired);
  return refused('SIGNING_CODE_MISSING', INSPECTION_MESSAGES.codeMissing);
}

/**
 * Compares the code and counts a wrong one in the same statement, only while tries are left, so
 * that no more than SIGNING_CODE_ATTEMPTS wrong codes are ever compared, however many arrive at
 * once (issue 34, item 14); a right code costs no try. The last allowed wrong try drops the code,
 * so guessing needs a new email each SIGNING_CODE_ATTEMPTS tries (and SIGNING_CODE_RULE caps those).
 */
async function checkCode(db: Db, requestId: string, codeHash: string, now: Date): Promise<void> {
  const r = signatureRequests;
  const matches = sql`${r.codeHash} = ${codeHash}`;
  const [row] = await db
    .update(r)
    .set({ codeAttempts: sql`${r.codeAttempts} + case when ${matches} then 0 else 1 end` })
    .where(
      and(
        eq(r.id, requestId),
        isNull(r.signedAt),
        isNotNull(r.codeHash),
        gt(r.codeExpiresAt, now),
        lt(r.codeAttempts, SIGNING_CODE_ATTEMPTS),
      ),
    )
    .returning({ attempts: r.codeAttempts, matches: sql<boolean>`${matches}` });
  if (!row) throw await refusalOf(db, requestId, now);
  if (row.matches) return;
  if (row.attempts < SIGNING_CODE_ATTEMPTS)
    throw refused('SIGNING_CODE_WRONG', INSPECTION_MESSAGES.codeWrong);
  await db.update(r).set({ codeHash: null, codeExpiresAt: null }).where(eq(r.id, requestId));
  throw refused('SIGNING_CODE_TOO_MANY', INSPECTION_MESSAGES.codeTooManyTries);
}

/**
 * The landlord signs through the emailed link with their typed name and the code sent to its
 * address (docs/product.md §34). The code is used up with the signature, in the same transaction;
 * a link signs once, so a replayed code or a second signature is a conflict.
 */
export async function signWithCode(db: Db, link: SigningLink, input: SignWithCode, now: Date) {
  const { request } = link;
  const codeHash = hashSecretToken(input.code);
  await checkCode(db, request.id, codeHash, now);
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
