import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { apiKeys } from '#server/platform/db/schema/api-keys';
import {
  companies,
  companyInvitations,
  companyMembers,
  companyProperties,
} from '#server/platform/db/schema/companies';
import { tenancies } from '#server/platform/db/schema/tenancies';
import { webhookSubscriptions } from '#server/platform/db/schema/webhooks';
import { type CompanyHoldings, holdsRecords } from '#shared/companies/leaving-company';
import { endCompanyTenancies } from './end-company-tenancies';

const CLOSED_REASON = 'The company was closed when its last member left it.';

async function countOf(tx: Db, query: Promise<{ n: number }[]>): Promise<number> {
  const [row] = await query;
  return row?.n ?? 0;
}

/** What the company holds that its members work with, counted in the caller's transaction. */
export async function countCompanyHoldings(tx: Db, companyId: string): Promise<CompanyHoldings> {
  return {
    properties: await countOf(
      tx,
      tx.select({ n: count() }).from(companyProperties).where(eq(companyProperties.companyId, companyId)),
    ),
    tenantLinks: await countOf(
      tx,
      tx
        .select({ n: count() })
        .from(tenancies)
        .where(and(eq(tenancies.companyId, companyId), isNull(tenancies.endedAt))),
    ),
    apiKeys: await countOf(
      tx,
      tx.select({ n: count() }).from(apiKeys).where(eq(apiKeys.companyId, companyId)),
    ),
    webhooks: await countOf(
      tx,
      tx
        .select({ n: count() })
        .from(webhookSubscriptions)
        .where(eq(webhookSubscriptions.companyId, companyId)),
    ),
  };
}

/**
 * The company's last member leaves it (to join another, or with their account), in the caller's
 * transaction. A company that holds nothing is deleted. One that holds records is closed instead,
 * never erased: its tenant links are the tenants' history too (their notices and the landlord's
 * deductions hang on them), so they are ended, not deleted; its API keys are revoked, its webhooks
 * turned off and its pending team invitations cancelled, so nobody acts for it or joins it again.
 * Its properties stay behind the ended links, seen by nobody.
 */
export async function closeCompany(tx: Db, companyId: string, now: Date): Promise<void> {
  await tx.delete(companyMembers).where(eq(companyMembers.companyId, companyId));
  // Ended links hang on a property too, so a company without properties has no tenant history.
  if (!holdsRecords(await countCompanyHoldings(tx, companyId))) {
    await tx.delete(companies).where(eq(companies.id, companyId));
    return;
  }
  await endCompanyTenancies(tx, companyId, now);
  await tx.delete(apiKeys).where(eq(apiKeys.companyId, companyId));
  await tx
    .update(webhookSubscriptions)
    .set({ disabledAt: now, disabledReason: CLOSED_REASON })
    .where(and(eq(webhookSubscriptions.companyId, companyId), isNull(webhookSubscriptions.disabledAt)));
  await tx
    .delete(companyInvitations)
    .where(and(eq(companyInvitations.companyId, companyId), isNull(companyInvitations.acceptedAt)));
}
