import type { Context } from 'hono';
import { requireMembership } from '#server/companies/find-membership';
import type { AppEnv } from '#server/http/app-env';

/**
 * The signed-in person's company and role, read afresh on every request (never from the session),
 * so a member removed a moment ago is refused now; someone in no company gets a 404.
 */
export const membershipOf = (c: Context<AppEnv>) =>
  requireMembership(c.var.services.database.db, c.var.user.id);
