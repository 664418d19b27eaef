import { verifyJWT } from 'better-auth/crypto';

export const LINK_USED_CODE = 'LINK_ALREADY_USED';
export const LINK_USED_MESSAGE = 'This confirmation link has already been used. Please sign in.';

type Reservation = { identifier: string; value: string; expiresAt: Date };

export type EmailLinkDeps = {
  secret: string;
  /** better-auth's first-writer-wins insert: false when the identifier was already reserved. */
  reserve: (reservation: Reservation) => Promise<boolean>;
};

/**
 * better-auth's confirmation link is a signed token (a JWT) stored nowhere, so on its own it works
 * until it expires, and links opened at the same moment would each sign in. The first opening of a
 * valid link reserves it (better-auth keeps only a hash of the identifier, and the row's id is
 * derived from it, so two openings cannot both insert it); every later opening is a reuse. An
 * invalid or expired link is not reserved: better-auth refuses it.
 */
export async function isReusedEmailLink(deps: EmailLinkDeps, token: unknown): Promise<boolean> {
  if (typeof token !== 'string') return false;
  const payload = await verifyJWT<{ exp?: number }>(token, deps.secret);
  if (!payload?.exp) return false;
  const first = await deps.reserve({
    identifier: `used-email-link:${token}`,
    value: 'used',
    expiresAt: new Date(payload.exp * 1000),
  });
  return !first;
}

/** Where a reused link goes: its callback page with the reason, when that is a path on this site. */
export function usedLinkRedirect(callbackURL: unknown): string | null {
  if (typeof callbackURL !== 'string' || !/^\/(?![/\\])/.test(callbackURL)) return null;
  return `${callbackURL}${callbackURL.includes('?') ? '&' : '?'}error=${LINK_USED_CODE}`;
}
