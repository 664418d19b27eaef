import { API_KEY_MESSAGES, type ApiKeyScope } from '#shared/api-keys/api-key-schemas';
import { COMPANY_MESSAGES } from '#shared/companies/company-schemas';
import type { Membership } from '#server/companies/find-membership';
import type { ApiErrorCode } from '#shared/api/api-error';
import { WEBHOOK_MESSAGES } from '#shared/webhooks/webhook-schemas';
import { Rejection } from '#server/platform/lib/rejection';

/**
 * Who may do what (issue 36, point 2, in the manner of Outline's `server/policies`): one table of the
 * rules that depend on who is asking, for every kind of actor, and the one check that reads it.
 * Before, each rule was written where it was needed (the scope checks in the API key middleware and
 * in two v1 routes, "Admins only" in three route files with three messages), so a route that forgot
 * one was a leak nobody could see in one place.
 *
 * Which records are whose is decided where they are read, by one rule per kind of actor: a person's
 * and a key's records carry their `user_id` (`authorizeReferences` for the ids a body names), a
 * company's carry its `company_id` (the membership below), a share link's are its `shareScope`.
 */

export type { Membership };

export type Actor =
  /** Someone signed in to the app with a session. */
  | { kind: 'person'; userId: string }
  /** Someone acting for their company, or a key acting for it (its role is the key's). */
  | ({ kind: 'member' } & Membership)
  /** A program with an API key: a personal key acts as its owner, a company key for its company. */
  | { kind: 'api-key'; keyId: string; userId: string; scopes: readonly ApiKeyScope[]; companyKey: boolean };

export const asMember = (membership: Membership): Actor => ({ kind: 'member', ...membership });

type Rule = {
  allows: (actor: Actor) => boolean;
  /** The refusal's code and words: what the person can do about it. */
  code: Extract<ApiErrorCode, 'FORBIDDEN' | 'INSUFFICIENT_SCOPE'>;
  message: string;
};

/** A key needs the scope; a person in the app, or a member, acts on what is theirs without one. */
const withScope =
  (scope: ApiKeyScope) =>
  (actor: Actor): boolean =>
    actor.kind !== 'api-key' || actor.scopes.includes(scope);

const isAdmin = (actor: Actor) => actor.kind === 'member' && actor.role === 'Admin';

export const POLICY = {
  /** Reading records (GET and HEAD on /api/v1). */
  read: { allows: withScope('read'), code: 'INSUFFICIENT_SCOPE', message: API_KEY_MESSAGES.writeOnly },
  /** Changing records (every other method on /api/v1). */
  write: { allows: withScope('write'), code: 'INSUFFICIENT_SCOPE', message: API_KEY_MESSAGES.readOnly },
  /** An original photo, with its location and camera: a key needs the scope named for it. */
  readOriginals: {
    allows: withScope('originals'),
    code: 'INSUFFICIENT_SCOPE',
    message: API_KEY_MESSAGES.originalsScope,
  },
  /** A person's own records: a company key acts for its company only, never as the Admin who made it. */
  useOwnRecords: {
    allows: (actor) => actor.kind !== 'api-key' || !actor.companyKey,
    code: 'FORBIDDEN',
    message: API_KEY_MESSAGES.companyKeyOnly,
  },
  /** The company's buildings and team: every member reads them, Admins change them. */
  manageCompany: { allows: isAdmin, code: 'FORBIDDEN', message: COMPANY_MESSAGES.adminsOnly },
  /** A company key acts for the whole company, so only its Admins see, make or revoke one. */
  manageCompanyKeys: { allows: isAdmin, code: 'FORBIDDEN', message: API_KEY_MESSAGES.adminsOnly },
  /** A company webhook hears of every shared tenant's records. */
  manageCompanyWebhooks: { allows: isAdmin, code: 'FORBIDDEN', message: WEBHOOK_MESSAGES.adminsOnly },
} as const satisfies Record<string, Rule>;

export type Action = keyof typeof POLICY;

export const can = (actor: Actor, action: Action): boolean => POLICY[action].allows(actor);

/** Goes on when the actor may; else the 403 that names what they lack. */
export function authorize(actor: Actor, action: Action): void {
  const rule: Rule = POLICY[action];
  if (!rule.allows(actor)) throw new Rejection('forbidden', rule.code, rule.message);
}
