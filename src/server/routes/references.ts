import type { Context } from 'hono';
import { type AccessibleRecords, requireAccess } from '#server/policies/record-access';
import { actorOf } from '#server/http/actor';
import type { AppEnv } from '#server/http/app-env';

export type OwnedReferences<I> = AccessibleRecords<I>;

/**
 * Authorizes the ids of a body or query the way path ids are, by the access policy's record rules
 * (`#server/policies/record-access`): each must name one of the actor's records, else 404 with the
 * very answer a missing record gets. Returns the records found.
 */
export const authorizeReferences = <I extends object>(
  c: Context<AppEnv>,
  input: I,
): Promise<OwnedReferences<I>> =>
  requireAccess(c.var.services.database.db, { actor: actorOf(c), ids: input });
