import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { LandlordDeduction, landlordDeductionInputSchema } from '#shared/deposits/deposit-schemas';
import type { Db } from '#server/platform/db/database';
import { users } from '#server/platform/db/schema/auth';
import { landlordDeductions } from '#server/platform/db/schema/deposits';
import { activeTenancy, type SharedTenancy, tenancies } from '#server/platform/db/schema/tenancies';
import { recordNotFound } from '#server/platform/lib/rejection';

// The itemized list of deductions a company keeps for one tenant link (docs/product.md §32): the
// tenant sees its items offered on their Deposit page and may add them to their own deductions.

/** An item with the name of the member who added it (null once their account is gone). */
export type LandlordDeductionRow = {
  deduction: typeof landlordDeductions.$inferSelect;
  creatorName: string | null;
  creatorEmail: string | null;
};

const ofLink = (tenancy: SharedTenancy) =>
  and(eq(landlordDeductions.tenancyId, tenancy.id), eq(landlordDeductions.companyId, tenancy.companyId));

const withCreator = (db: Db) =>
  db
    .select({ deduction: landlordDeductions, creatorName: users.name, creatorEmail: users.email })
    .from(landlordDeductions)
    .leftJoin(users, eq(users.id, landlordDeductions.createdBy));

/** The link's items in the order they were added. */
export function listLandlordDeductions(db: Db, tenancy: SharedTenancy): Promise<LandlordDeductionRow[]> {
  return withCreator(db)
    .where(ofLink(tenancy))
    .orderBy(asc(landlordDeductions.createdAt), asc(landlordDeductions.id));
}

/**
 * Adds an item through one of the company's active links. The link is read again, locked, as the
 * row is written, so a link ended since the request was authorized gets nothing: the 404 of an
 * ended link.
 */
export async function createLandlordDeduction(
  db: Db,
  tenancy: SharedTenancy,
  memberUserId: string,
  input: z.output<typeof landlordDeductionInputSchema>,
): Promise<LandlordDeductionRow> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select({ id: tenancies.id })
      .from(tenancies)
      .where(and(eq(tenancies.id, tenancy.id), eq(tenancies.companyId, tenancy.companyId), activeTenancy))
      .for('share');
    if (!link) throw recordNotFound('That tenant');
    const [row] = await tx
      .insert(landlordDeductions)
      .values({ companyId: tenancy.companyId, tenancyId: tenancy.id, createdBy: memberUserId, ...input })
      .returning({ id: landlordDeductions.id });
    if (!row) throw new Error('Insert returned no deduction');
    const [created] = await withCreator(tx).where(eq(landlordDeductions.id, row.id));
    if (!created) throw new Error('The deduction just added could not be read');
    return created;
  });
}

/** A deduction the tenant already added from it stays theirs, no longer marked as from the list. */
export async function deleteLandlordDeduction(db: Db, tenancy: SharedTenancy, id: string): Promise<boolean> {
  const deleted = await db
    .delete(landlordDeductions)
    .where(and(eq(landlordDeductions.id, id), ofLink(tenancy)))
    .returning({ id: landlordDeductions.id });
  return deleted.length > 0;
}

export function presentLandlordDeduction({
  deduction,
  creatorName,
  creatorEmail,
}: LandlordDeductionRow): LandlordDeduction {
  return {
    id: deduction.id,
    amount: deduction.amount,
    reason: deduction.reason,
    room: deduction.room,
    // Named as a notice names its sender: the name, or the address of an account without one.
    createdBy: creatorName || creatorEmail || null,
    createdAt: deduction.createdAt.toISOString(),
  };
}
