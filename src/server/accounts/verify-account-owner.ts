import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { accounts } from '#server/platform/db/schema/auth';

/** An account without a password (social sign-in only) proves itself by a sign-in this recent. */
export const RECENT_SIGN_IN_MINUTES = 10;

export type OwnerCheck = 'confirmed' | 'password-missing' | 'password-wrong' | 'sign-in-again';

export type OwnerCheckDeps = {
  db: Db;
  /** better-auth's check of a password against its stored hash. */
  verifyPassword: (hash: string, password: string) => Promise<boolean>;
};

/**
 * Whether the person at the keyboard owns the account, before something that cannot be undone: a
 * session alone may be a borrowed or stolen one. An account with a password must give it again. An
 * account that signs in only with Google or Facebook has none to give, so its session must be fresh:
 * signing in again is its proof.
 */
export async function verifyAccountOwner(
  deps: OwnerCheckDeps,
  input: { userId: string; password: string; signedInAt: Date; now: Date },
): Promise<OwnerCheck> {
  const [credential] = await deps.db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, input.userId), eq(accounts.providerId, 'credential')));
  if (credential?.hash) {
    if (!input.password) return 'password-missing';
    return (await deps.verifyPassword(credential.hash, input.password)) ? 'confirmed' : 'password-wrong';
  }
  const age = input.now.getTime() - input.signedInAt.getTime();
  return age <= RECENT_SIGN_IN_MINUTES * 60 * 1000 ? 'confirmed' : 'sign-in-again';
}
