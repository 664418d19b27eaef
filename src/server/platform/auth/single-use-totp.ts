import { APIError, type createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';

export type AuthContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

export const TOTP_PATH = '/two-factor/verify-totp';
export const CODE_USED_CODE = 'CODE_ALREADY_USED';
const CODE_USED_MESSAGE = 'That code was already used. Wait for the next one in your authenticator app.';

/**
 * A code stays valid for up to 90 s (better-auth accepts the periods either side of now), so it
 * is remembered a little longer than that.
 */
const USED_CODE_TTL_MS = 120_000;

/**
 * better-auth accepts the same TOTP code as often as it is sent within its window, so someone who
 * sees a code typed (or intercepts it) could use it again (RFC 6238 §5.2 asks the verifier not
 * to). The first request carrying a code for an account reserves it, before the code is checked:
 * every later one, even at the same moment, is refused. The reservation is a verification row
 * whose identifier better-auth stores as a hash, so the code is not stored as text.
 */
export async function refuseReusedTotpCode(ctx: AuthContext) {
  const code = typeof ctx.body?.code === 'string' ? ctx.body.code.trim() : '';
  if (!/^\d{6}$/.test(code)) return;
  const userId = await codeOwner(ctx);
  if (!userId) return;
  const first = await ctx.context.internalAdapter.reserveVerificationValue({
    identifier: `used-totp:${userId}:${code}`,
    value: userId,
    expiresAt: new Date(Date.now() + USED_CODE_TTL_MS),
  });
  if (!first) throw new APIError('UNAUTHORIZED', { code: CODE_USED_CODE, message: CODE_USED_MESSAGE });
}

/** Whose code this is: the signed-in person confirming the app, or the one half-way through sign-in. */
export async function codeOwner(ctx: AuthContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie('two_factor');
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!challenge) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(challenge);
  return pending?.value ?? null;
}
