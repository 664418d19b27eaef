import { and, eq, ne } from 'drizzle-orm';
import { type OAuth2Tokens, type OAuthProvider, verifyProviderIdToken } from 'better-auth/oauth2';
import { facebook, google } from 'better-auth/social-providers';
import type { Config } from '#server/platform/config';
import type { Db } from '#server/platform/db/database';
import { accounts } from '#server/platform/db/schema/auth';

type Keys = { clientId: string; clientSecret: string };

/**
 * Google and Facebook sign-in (docs/product.md §31; decision 024), for the providers whose keys are
 * configured. Each provider is better-auth's own, with three changes:
 * - an id_token is trusted only once its signature, issuer, audience (our client id) and expiry are
 *   verified against the provider's published keys. better-auth reads the id_token of the code
 *   exchange without that check, resting on the TLS connection alone;
 * - a session only for a confirmed address: an address the provider does not call verified gets
 *   the confirmation email first, like a password sign-up;
 * - no sign-in with an id_token the page sends: the app never does it, so nobody may.
 */
export function socialProviderOptions(providers: Config['socialProviders']) {
  return {
    ...(providers.google && { google: withVerifiedIdToken(google(providers.google), providers.google) }),
    ...(providers.facebook && {
      facebook: withVerifiedIdToken(facebook(providers.facebook), providers.facebook),
    }),
  };
}

function withVerifiedIdToken<Profile extends object>(reference: OAuthProvider<Profile>, keys: Keys) {
  return {
    ...keys,
    disableIdTokenSignIn: true,
    requireEmailVerification: true,
    getUserInfo: async (tokens: OAuth2Tokens) => {
      // Google answers the exchange with an id_token, and its profile is that token's claims.
      // Facebook answers with an access token, checked with its debug_token endpoint, and its
      // profile comes from the Graph API; an id_token, should one come, is checked like Google's.
      if (reference.id === 'google' && !tokens.idToken) return null;
      if (tokens.idToken && !(await verifyProviderIdToken(reference, tokens.idToken))) return null;
      return reference.getUserInfo(tokens);
    },
  };
}

/**
 * Called when a reset link confirms an account that was not confirmed. The link proved the mailbox;
 * a Google or Facebook account joined before then never did (had its provider called the address
 * verified, the account would have been confirmed from the start). It is removed, so whoever signed
 * up at a provider with somebody else's address keeps no way in once that address's owner takes
 * the account over.
 */
export async function removeUnprovenSocialAccounts(db: Db, userId: string) {
  await db.delete(accounts).where(and(eq(accounts.userId, userId), ne(accounts.providerId, 'credential')));
}
