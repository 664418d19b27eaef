import type { Context } from 'hono';
import { findMembership } from '#server/companies/find-membership';
import type { Membership } from '#server/policies/policy';
import type { AppEnv } from '#server/http/app-env';
import { membershipOf } from '#server/routes/membership';

/**
 * The company and role a /api/v1 request acts with. A company key acts for its company with the
 * role it was given, whoever made it (docs/product.md §33); a personal key acts as its owner, with
 * their membership read afresh like the app's (someone in no company gets a 404).
 *
 * The company domain functions read only the company and the role. A company key's `memberId` is
 * its maker's membership there, or, once they have left, the key's own id: it names the key's
 * author, never a member to act on.
 */
export async function apiMembershipOf(c: Context<AppEnv>): Promise<Membership> {
  const { company, keyId, user } = c.var.apiActor;
  if (!company) return membershipOf(c);
  const maker = await findMembership(c.var.services.database.db, user.id);
  const memberId = maker?.companyId === company.companyId ? maker.memberId : keyId;
  return { memberId, companyId: company.companyId, role: company.role };
}
