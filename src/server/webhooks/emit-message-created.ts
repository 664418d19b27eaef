import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { companyMembers } from '#server/platform/db/schema/companies';
import { activeTenancy, tenancies } from '#server/platform/db/schema/tenancies';
import type { OutboxServices } from '#server/platform/outbox/dispatch-side-effects';
import { emitStandaloneWebhookEvent } from './emit-webhook-event';

type MessageTenancy = { tenancyId: string; tenantId: string; companyId: string };

export type SentMessage = {
  id: string;
  sender: { id: string; name: string; email: string };
  recipientIds: string[];
  subject: string;
  body: string;
  createdAt: Date;
};

/**
 * Emits message.created for a message sent between a tenant and the members of a company they rent
 * from, either way (the Team Inbox's contacts, docs/product.md §20): once per tenant link it went
 * across, heard by the tenant's own subscriptions and the company's. A message between members of
 * one company crosses no link and is nobody's record as a renter. Like emitStandaloneWebhookEvent
 * it never fails the send it reports: an error is logged.
 */
export async function emitMessageCreated(services: OutboxServices, message: SentMessage): Promise<void> {
  let links: MessageTenancy[];
  try {
    links = await tenanciesBetween(services.database.db, message.sender.id, message.recipientIds);
  } catch (error) {
    services.logger.error(
      { err: error, messageId: message.id },
      'The tenant links of a message could not be read',
    );
    return;
  }
  for (const link of links) {
    await emitStandaloneWebhookEvent(services, {
      type: 'message.created',
      at: message.createdAt,
      userId: link.tenantId,
      companyId: link.companyId,
      data: {
        messageId: message.id,
        tenancyId: link.tenancyId,
        senderName: message.sender.name || message.sender.email,
        subject: message.subject,
        text: message.body,
        createdAt: message.createdAt.toISOString(),
      },
    });
  }
}

/** One link per tenant and company, the most recently accepted when there are several. */
async function tenanciesBetween(db: Db, senderId: string, recipientIds: string[]): Promise<MessageTenancy[]> {
  const companyOf = (userIds: string[]) =>
    db
      .select({ companyId: companyMembers.companyId })
      .from(companyMembers)
      .where(inArray(companyMembers.userId, userIds));
  const rows = await db
    .select({ tenancyId: tenancies.id, tenantId: tenancies.tenantId, companyId: tenancies.companyId })
    .from(tenancies)
    .where(
      and(
        activeTenancy,
        or(
          // A member wrote to tenants of their company.
          and(inArray(tenancies.tenantId, recipientIds), inArray(tenancies.companyId, companyOf([senderId]))),
          // A tenant wrote to members of a company they rent from.
          and(eq(tenancies.tenantId, senderId), inArray(tenancies.companyId, companyOf(recipientIds))),
        ),
      ),
    )
    .orderBy(desc(tenancies.acceptedAt));
  const links = new Map<string, MessageTenancy>();
  for (const row of rows) {
    if (!row.tenantId) continue;
    const key = `${row.tenantId} ${row.companyId}`;
    if (!links.has(key)) links.set(key, { ...row, tenantId: row.tenantId });
  }
  return [...links.values()];
}
