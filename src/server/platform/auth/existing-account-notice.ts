import { newSecretToken } from '#server/platform/lib/secret-token';
import type { Mailer } from '#server/platform/mail/mailer';
import { existingAccountEmail } from '#server/platform/mail/templates';

/** How long a password-reset link works, here and in better-auth's own reset emails. */
export const RESET_LINK_TTL_SECONDS = 60 * 60;
/** The page an opened reset link lands on, with its token. */
export const RESET_CALLBACK = '/update-password';

type Verification = { identifier: string; value: string; expiresAt: Date };

export type NoticeDeps = {
  appUrl: string;
  /** Where better-auth's endpoints are served: the reset link opens one. */
  authUrl: string;
  mailer: Mailer;
  /** better-auth's store of emailed tokens (it keeps only their hash). */
  saveVerification: (verification: Verification) => Promise<unknown>;
};

/**
 * A sign-up with an address that already has an account is answered like any other, and the
 * address's owner is told instead, with a way in: sign in, or a reset link of their own. The link
 * is the one better-auth's "forgot password" sends, so it is checked and used up the same way.
 */
export async function sendExistingAccountNotice(
  deps: NoticeDeps,
  user: { id: string; email: string; name: string },
  now: Date,
): Promise<void> {
  const token = newSecretToken();
  await deps.saveVerification({
    identifier: `reset-password:${token}`,
    value: user.id,
    expiresAt: new Date(now.getTime() + RESET_LINK_TTL_SECONDS * 1000),
  });
  const resetPassword = `${deps.authUrl}/reset-password/${token}?callbackURL=${encodeURIComponent(RESET_CALLBACK)}`;
  await deps.mailer.send(
    existingAccountEmail(user.email, user.name, { signIn: `${deps.appUrl}/login`, resetPassword }),
  );
}
