import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { depositDeductions, deposits } from '#server/platform/db/schema/deposits';
import { properties } from '#server/platform/db/schema/properties';
import type { DepositSummaryRow } from './present-deposit';

// One deposit per property, so a renter has as many as homes; the cap only bounds the read.
const LIST_LIMIT = 200;

/**
 * The user's deposits, newest first, each with its deductions for the totals (without their
 * evidence): two queries, however many deposits.
 */
export async function listDeposits(
  db: Db,
  userId: string,
  filter: { propertyId?: string },
): Promise<DepositSummaryRow[]> {
  const rows = await db
    .select({ deposit: deposits, propertyName: properties.name })
    .from(deposits)
    .innerJoin(properties, eq(properties.id, deposits.propertyId))
    .where(
      and(
        eq(deposits.userId, userId),
        filter.propertyId ? eq(deposits.propertyId, filter.propertyId) : undefined,
      ),
    )
    .orderBy(desc(deposits.createdAt), desc(deposits.id))
    .limit(LIST_LIMIT);
  if (!rows.length) return [];
  const deductions = await db
    .select()
    .from(depositDeductions)
    .where(
      and(
        inArray(
          depositDeductions.depositId,
          rows.map((row) => row.deposit.id),
        ),
        eq(depositDeductions.userId, userId),
      ),
    )
    .orderBy(asc(depositDeductions.createdAt), asc(depositDeductions.id));
  return rows.map((row) => ({
    ...row,
    deductions: deductions
      .filter((deduction) => deduction.depositId === row.deposit.id)
      .map((deduction) => ({ deduction })),
  }));
}
