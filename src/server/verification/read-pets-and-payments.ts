import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { VerifiedReport } from '#shared/verification/verified-report';
import type { Db } from '#server/platform/db/database';
import { financialTransactions } from '#server/platform/db/schema/finances';
import { fees } from '#server/platform/db/schema/leases';
import { readLeases, SHARED_ROW_LIMIT } from './read-rental-history';
import type { ShareScope } from './share-scope';

/** Leases that allow pets or charge a pet fee, and the fees named for a pet. */
export async function readPetVerification(
  db: Db,
  scope: ShareScope,
): Promise<VerifiedReport['petVerification']> {
  const [leaseRows, petFees] = await Promise.all([
    readLeases(db, scope),
    db
      .select()
      .from(fees)
      .where(and(eq(fees.userId, scope.userId), ilike(fees.name, '%pet%')))
      .orderBy(desc(fees.createdAt))
      .limit(SHARED_ROW_LIMIT),
  ]);
  return {
    leases: leaseRows
      .filter((lease) => lease.petsAllowed || lease.petFee !== null)
      .map((lease) => ({ name: lease.name, petsAllowed: lease.petsAllowed, petFee: lease.petFee })),
    fees: petFees.map((fee) => ({ name: fee.name, amount: fee.amount, date: fee.date })),
  };
}

/**
 * Rent paid on or before its due date, counted by the database from the paid date the renter gave
 * (rows from before paid dates were editable keep the date they were stored with).
 */
export async function readTimelyPayments(
  db: Db,
  scope: ShareScope,
): Promise<VerifiedReport['timelyPayments']> {
  const t = financialTransactions;
  const [row] = await db
    .select({
      rentPayments: count(),
      paidOnTime:
        sql<number>`count(*) filter (where ${t.status} = 'Paid' and ${t.paidDate} <= ${t.dueDate})`.mapWith(
          Number,
        ),
      paidLate:
        sql<number>`count(*) filter (where ${t.status} = 'Paid' and ${t.paidDate} > ${t.dueDate})`.mapWith(
          Number,
        ),
      outstanding: sql<number>`count(*) filter (where ${t.status} <> 'Paid')`.mapWith(Number),
    })
    .from(t)
    .where(and(eq(t.userId, scope.userId), eq(t.transactionType, 'Rent')));
  const figures = row ?? { rentPayments: 0, paidOnTime: 0, paidLate: 0, outstanding: 0 };
  const paid = figures.paidOnTime + figures.paidLate;
  return { ...figures, onTimeRate: paid === 0 ? null : Math.round((figures.paidOnTime / paid) * 100) };
}
