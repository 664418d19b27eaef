import { count, desc, eq } from 'drizzle-orm';
import { ZERO_FIGURES } from '#shared/finances/finance-figures';
import type { VerifiedReport } from '#shared/verification/verified-report';
import type { Db } from '#server/platform/db/database';
import { financialTransactions as t } from '#server/platform/db/schema/finances';
import { leases } from '#server/platform/db/schema/leases';
import { financeFigureColumns } from '#server/finances/finance-figures-sql';
import type { ShareScope } from './share-scope';

/** The most rows of one kind a link's page lists; the counts say how many there are in all. */
export const SHARED_ROW_LIMIT = 100;

/** Leases, the latest payments and the money figures (docs/product.md §9.2), from the tenant's records. */
export async function readRentalHistory(db: Db, scope: ShareScope): Promise<VerifiedReport['rentalHistory']> {
  const ofTenant = eq(t.userId, scope.userId);
  const [leaseRows, payments, [paymentTotal], [totals]] = await Promise.all([
    readLeases(db, scope),
    db.select().from(t).where(ofTenant).orderBy(desc(t.dueDate), desc(t.createdAt)).limit(SHARED_ROW_LIMIT),
    db.select({ value: count() }).from(t).where(ofTenant),
    db.select(financeFigureColumns()).from(t).where(ofTenant),
  ]);
  return {
    leases: leaseRows.map((lease) => ({
      name: lease.name,
      startDate: lease.startDate,
      endDate: lease.endDate,
      monthlyRent: lease.monthlyRent,
      deposit: lease.deposit,
    })),
    payments: payments.map((row) => ({
      transactionType: row.transactionType,
      description: row.description,
      amount: row.amount,
      dueDate: row.dueDate,
      status: row.status,
      paidDate: row.paidDate,
    })),
    paymentCount: paymentTotal?.value ?? 0,
    totals: totals ?? ZERO_FIGURES,
  };
}

/** The tenant's leases, latest first (the rental history and the pet section both read them). */
export function readLeases(db: Db, scope: ShareScope) {
  return db.select().from(leases).where(eq(leases.userId, scope.userId)).orderBy(desc(leases.startDate));
}
