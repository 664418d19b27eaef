import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { OfferedDeduction } from '#shared/deposits/deposit-schemas';
import type { Db } from '#server/platform/db/database';
import { companies } from '#server/platform/db/schema/companies';
import { depositDeductions, deposits, landlordDeductions } from '#server/platform/db/schema/deposits';
import { tenancies } from '#server/platform/db/schema/tenancies';

// What the renter's landlords who use Rentproof listed for the home of a deposit (docs/product.md
// §32). An item is offered through any link the renter accepted for that home, active or ended:
// like a notice, what the landlord listed stays with the tenant after the link ends.

/** The user's deposit, or null (missing and another user's look the same). */
const ownDeposit = (db: Db, userId: string, depositId: string) =>
  db
    .select({ id: deposits.id, propertyId: deposits.propertyId })
    .from(deposits)
    .where(and(eq(deposits.id, depositId), eq(deposits.userId, userId)));

/** The items of the user's links to the deposit's home. */
const offeredTo = (userId: string, deposit: { propertyId: string }) =>
  and(
    eq(tenancies.tenantId, userId),
    eq(tenancies.tenantPropertyId, deposit.propertyId),
    isNotNull(tenancies.acceptedAt),
  );

/**
 * The items offered to the deposit in the order they were listed, each with the company's name and
 * the deduction of this deposit made from it; null when the deposit is not the user's.
 */
export async function listOfferedDeductions(
  db: Db,
  userId: string,
  depositId: string,
): Promise<OfferedDeduction[] | null> {
  const [deposit] = await ownDeposit(db, userId, depositId);
  if (!deposit) return null;
  const rows = await db
    .select({
      item: landlordDeductions,
      companyName: companies.name,
      pickedDeductionId: depositDeductions.id,
    })
    .from(landlordDeductions)
    .innerJoin(tenancies, eq(tenancies.id, landlordDeductions.tenancyId))
    .innerJoin(companies, eq(companies.id, landlordDeductions.companyId))
    .leftJoin(
      depositDeductions,
      and(
        eq(depositDeductions.landlordDeductionId, landlordDeductions.id),
        eq(depositDeductions.depositId, deposit.id),
      ),
    )
    .where(offeredTo(userId, deposit))
    .orderBy(asc(landlordDeductions.createdAt), asc(landlordDeductions.id));
  return rows.map(({ item, companyName, pickedDeductionId }) => ({
    id: item.id,
    companyName,
    amount: item.amount,
    reason: item.reason,
    room: item.room,
    createdAt: item.createdAt.toISOString(),
    pickedDeductionId,
  }));
}

/**
 * Adds an offered item to the deposit's deductions: its amount, reason and room, disputed until the
 * renter says otherwise. 'picked' when the deposit already has a deduction made from it; null when
 * the deposit is not the user's or the item is not offered to it.
 */
export async function pickOfferedDeduction(
  db: Db,
  userId: string,
  depositId: string,
  landlordDeductionId: string,
): Promise<{ id: string } | 'picked' | null> {
  return db.transaction(async (tx) => {
    // Both held until the insert, so neither the deposit nor the item can be deleted in between.
    const [deposit] = await ownDeposit(tx, userId, depositId).for('key share');
    if (!deposit) return null;
    const [item] = await tx
      .select({
        amount: landlordDeductions.amount,
        reason: landlordDeductions.reason,
        room: landlordDeductions.room,
      })
      .from(landlordDeductions)
      .innerJoin(tenancies, eq(tenancies.id, landlordDeductions.tenancyId))
      .where(and(eq(landlordDeductions.id, landlordDeductionId), offeredTo(userId, deposit)))
      .for('key share', { of: landlordDeductions });
    if (!item) return null;
    // The unique (deposit, item) pair settles two picks at once: the second inserts nothing.
    const [row] = await tx
      .insert(depositDeductions)
      .values({ userId, depositId: deposit.id, ...item, position: 'dispute', landlordDeductionId })
      .onConflictDoNothing({ target: [depositDeductions.depositId, depositDeductions.landlordDeductionId] })
      .returning({ id: depositDeductions.id });
    return row ?? 'picked';
  });
}
