import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { users } from '#server/platform/db/schema/auth';
import { companyMembers } from '#server/platform/db/schema/companies';
import { activeTenancy, tenancies } from '#server/platform/db/schema/tenancies';
import type { MessageContact } from '#shared/messages/message-schemas';

/**
 * The people someone may write to in the Team Inbox, and why: the other members of their company,
 * the tenants linked to it, and the members of the companies they rent from (docs/product.md §20,
 * §19). A link counts only while it is active. This is the one place the rule is written.
 */
export async function listContacts(db: Db, userId: string): Promise<MessageContact[]> {
  const ownCompany = db
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId));
  const landlords = db
    .select({ companyId: tenancies.companyId })
    .from(tenancies)
    .where(and(eq(tenancies.tenantId, userId), activeTenancy));
  const person = { userId: users.id, name: users.name, email: users.email };
  const [members, tenants, landlordMembers] = await Promise.all([
    db
      .select(person)
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(inArray(companyMembers.companyId, ownCompany), ne(companyMembers.userId, userId))),
    db
      .selectDistinct(person)
      .from(tenancies)
      .innerJoin(users, eq(users.id, tenancies.tenantId))
      .where(and(inArray(tenancies.companyId, ownCompany), activeTenancy, ne(users.id, userId))),
    db
      .selectDistinct(person)
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(inArray(companyMembers.companyId, landlords), ne(companyMembers.userId, userId))),
  ]);
  const contacts = new Map<string, MessageContact>();
  for (const [rows, relation] of [
    [members, 'member'],
    [tenants, 'tenant'],
    [landlordMembers, 'landlord'],
  ] as const) {
    for (const row of rows) if (!contacts.has(row.userId)) contacts.set(row.userId, { ...row, relation });
  }
  return [...contacts.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email),
  );
}

/** Whether every recipient is one of the sender's contacts (read afresh: a removal counts at once). */
export async function canMessage(db: Db, senderId: string, recipientIds: string[]): Promise<boolean> {
  if (recipientIds.length === 0) return false;
  const contacts = new Set((await listContacts(db, senderId)).map((contact) => contact.userId));
  return recipientIds.every((id) => contacts.has(id));
}
