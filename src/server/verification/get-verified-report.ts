import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import { ZERO_FIGURES } from '#shared/finances/finance-figures';
import type { VerifiedReport } from '#shared/verification/verified-report';
import { displayPropertyName } from '#shared/properties/property-schemas';
import type { Db } from '#server/db/database';
import { financialTransactions } from '#server/db/schema/finances';
import { fees, leases } from '#server/db/schema/leases';
import { financeFigureColumns } from '#server/finances/finance-figures-sql';
import { maintenanceItems } from '#server/db/schema/maintenance';
import { photos } from '#server/db/schema/photos';
import { properties } from '#server/db/schema/properties';
import { listSharedPhotos } from './list-shared-photos';
import type { ShareScope } from './share-scope';

export const SHARED_ROW_LIMIT = 100;

/** The five sections of a rental verification, read from the tenant's own records; photos as `scope` shows them. */
export async function getVerifiedReport(
  db: Db,
  owner: { userId: string; name: string },
  link: { createdAt: Date; expiresAt: Date },
  scope: ShareScope,
): Promise<VerifiedReport> {
  const { userId } = owner;
  const [
    leaseRows,
    payments,
    [paymentTotal],
    photoPage,
    [photoTotal],
    maintenanceRows,
    [maintenanceTotal],
    petFees,
    timely,
    [totals],
  ] = await Promise.all([
    db.select().from(leases).where(eq(leases.userId, userId)).orderBy(desc(leases.startDate)),
    db
      .select()
      .from(financialTransactions)
      .where(eq(financialTransactions.userId, userId))
      .orderBy(desc(financialTransactions.dueDate), desc(financialTransactions.createdAt))
      .limit(SHARED_ROW_LIMIT),
    db.select({ value: count() }).from(financialTransactions).where(eq(financialTransactions.userId, userId)),
    listSharedPhotos(db, scope, undefined),
    db.select({ value: count() }).from(photos).where(scope.photos),
    db
      .select({ item: maintenanceItems, propertyName: properties.name })
      .from(maintenanceItems)
      .innerJoin(properties, eq(properties.id, maintenanceItems.propertyId))
      .where(eq(maintenanceItems.userId, userId))
      .orderBy(desc(maintenanceItems.createdAt), desc(maintenanceItems.id))
      .limit(SHARED_ROW_LIMIT),
    db.select({ value: count() }).from(maintenanceItems).where(eq(maintenanceItems.userId, userId)),
    db
      .select()
      .from(fees)
      .where(and(eq(fees.userId, userId), ilike(fees.name, '%pet%')))
      .orderBy(desc(fees.createdAt))
      .limit(SHARED_ROW_LIMIT),
    getTimelyPayments(db, userId),
    db
      .select(financeFigureColumns())
      .from(financialTransactions)
      .where(eq(financialTransactions.userId, userId)),
  ]);

  return {
    tenantName: owner.name,
    createdAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt.toISOString(),
    rentalHistory: {
      leases: leaseRows.map((lease) => ({
        name: lease.name,
        startDate: lease.startDate,
        endDate: lease.endDate,
        monthlyRent: lease.monthlyRent,
        deposit: lease.deposit,
      })),
      payments: payments.map((t) => ({
        transactionType: t.transactionType,
        description: t.description,
        amount: t.amount,
        dueDate: t.dueDate,
        status: t.status,
        paidDate: t.paidDate,
      })),
      paymentCount: paymentTotal?.value ?? 0,
      totals: totals ?? ZERO_FIGURES,
    },
    depositDisputes: {
      photos: photoPage?.photos ?? [],
      nextPhotoCursor: photoPage?.nextCursor ?? null,
      photoCount: photoTotal?.value ?? 0,
      maintenance: maintenanceRows.map(({ item, propertyName }) => ({
        item: item.item,
        details: item.details,
        propertyName: displayPropertyName({ id: item.propertyId, name: propertyName }),
        status: item.status,
        cost: item.cost,
        createdAt: item.createdAt.toISOString(),
      })),
      maintenanceCount: maintenanceTotal?.value ?? 0,
    },
    petVerification: {
      leases: leaseRows
        .filter((lease) => lease.petsAllowed || lease.petFee !== null)
        .map((lease) => ({ name: lease.name, petsAllowed: lease.petsAllowed, petFee: lease.petFee })),
      fees: petFees.map((fee) => ({ name: fee.name, amount: fee.amount, date: fee.date })),
    },
    // Emotional reviews are not stored yet, so the section says there are none on record.
    residentConduct: { reviews: [] },
    timelyPayments: timely,
  };
}

/**
 * Rent paid on or before its due date, counted by the database from the paid date the renter gave
 * (rows from before paid dates were editable keep the date they were stored with).
 */
async function getTimelyPayments(db: Db, userId: string): Promise<VerifiedReport['timelyPayments']> {
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
    .where(and(eq(t.userId, userId), eq(t.transactionType, 'Rent')));
  const figures = row ?? { rentPayments: 0, paidOnTime: 0, paidLate: 0, outstanding: 0 };
  const paid = figures.paidOnTime + figures.paidLate;
  return { ...figures, onTimeRate: paid === 0 ? null : Math.round((figures.paidOnTime / paid) * 100) };
}
