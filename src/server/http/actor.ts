import type { Context } from 'hono';
import type { Actor } from '#server/policies/policy';
import type { AppEnv } from './app-env';

/**
 * Who a request acts as, for the access policy: the API key on /api/v1 (set by requireApiKey),
 * else the person signed in to the app (requireUser). A company member's actor is their membership
 * (`asMember`), read afresh where a route needs it.
 */
export function actorOf(c: Context<AppEnv>): Actor {
  const key = c.get('apiActor') as AppEnv['Variables']['apiActor'] | undefined;
  if (key) {
    return {
      kind: 'api-key',
      keyId: key.keyId,
      userId: key.user.id,
      scopes: key.scopes,
      companyKey: key.company !== null,
    };
  }
  return { kind: 'person', userId: c.var.user.id };
}
