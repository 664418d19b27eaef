import type { createAuthMiddleware } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { generateRandomString } from 'better-auth/crypto';

type AuthContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Where a provider's sign-in of a two-factor account goes: the sign-in page's code step (§25). */
export const SECOND_FACTOR_PAGE = '/login?step=two-factor';

/** As long as better-auth's own code step after a password (its default). */
const CHALLENGE_SECONDS = 600;

/**
 * better-auth's two-factor plugin asks for a code only after a password sign-in, so an account
 * with two-factor on and Google linked would be entered with Google alone. After a provider's
 * callback signs such an account in, its session is taken back and the same challenge the plugin
 * makes after a password (a signed `two_factor` cookie naming a short-lived verification row) is
 * set instead; the sign-in page then asks for a code from the app or a backup code, which the
 * plugin's own endpoints check (decision 024). A passkey is not a provider: it counts as both
 * factors (decision 023).
 */
export async function requireSecondFactorAfterProvider(ctx: AuthContext) {
  const signedIn = ctx.context.newSession;
  if (!signedIn || !(signedIn.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled) return;
  deleteSessionCookie(ctx, true);
  await ctx.context.internalAdapter.deleteSession(signedIn.session.token);
  ctx.context.setNewSession(null);
  const cookie = ctx.context.createAuthCookie('two_factor', { maxAge: CHALLENGE_SECONDS });
  const identifier = `2fa-${generateRandomString(20)}`;
  const expiresAt = new Date(Date.now() + CHALLENGE_SECONDS * 1000);
  await ctx.context.internalAdapter.createVerificationValue({
    value: signedIn.user.id,
    identifier,
    expiresAt,
  });
  await ctx.context.internalAdapter.createVerificationValue({
    value: '0',
    identifier: `2fa-attempts-${identifier}`,
    expiresAt,
  });
  await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
  throw ctx.redirect(SECOND_FACTOR_PAGE);
}
