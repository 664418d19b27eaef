import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  feeInputSchema,
  Fee,
  Lease,
  leaseInputSchema,
  leaseUpdateSchema,
} from '#shared/leases/lease-schemas';
import type { Db } from '#server/platform/db/database';
import { documents } from '#server/platform/db/schema/documents';
import { fees, leases } from '#server/platform/db/schema/leases';

// Leases and the fees logged against them: list, save, delete and present, in one small module.

const LIST_LIMIT = 200;

function selectLeases(db: Db) {
  return db
    .select({ lease: leases, documentName: documents.fileName })
    .from(leases)
    .leftJoin(documents, eq(documents.id, leases.documentId))
    .$dynamic();
}
type LeaseRow = Awaited<ReturnType<ReturnType<typeof selectLeases>['execute']>>[number];
const ownedLease = (userId: string, id: string) => and(eq(leases.id, id), eq(leases.userId, userId));

export function listLeases(db: Db, userId: string) {
  return selectLeases(db).where(eq(leases.userId, userId)).orderBy(desc(leases.createdAt)).limit(LIST_LIMIT);
}

export async function getLease(db: Db, userId: string, id: string) {
  const [row] = await selectLeases(db).where(ownedLease(userId, id));
  return row ?? null;
}

/** The document, if any, is already known to belong to the user. */
export async function createLease(db: Db, userId: string, input: z.output<typeof leaseInputSchema>) {
  const [row] = await db
    .insert(leases)
    .values({ userId, ...input })
    .returning({ id: leases.id });
  if (!row) throw new Error('Insert returned no lease');
  return row;
}

/** Saved only if the lease is still at the version it was read at; null when nothing was saved. */
export async function updateLease(
  db: Db,
  userId: string,
  id: string,
  { version, ...input }: z.output<typeof leaseUpdateSchema>,
) {
  const [row] = await db
    .update(leases)
    .set({ ...input, version: sql`${leases.version} + 1` })
    .where(and(ownedLease(userId, id), eq(leases.version, version)))
    .returning({ id: leases.id });
  return row ?? null;
}

export async function deleteLease(db: Db, userId: string, id: string) {
  return (await db.delete(leases).where(ownedLease(userId, id)).returning({ id: leases.id })).length > 0;
}

export function presentLease({ lease, documentName }: LeaseRow): Lease {
  return {
    id: lease.id,
    name: lease.name,
    startDate: lease.startDate,
    endDate: lease.endDate,
    monthlyRent: lease.monthlyRent,
    deposit: lease.deposit,
    petsAllowed: lease.petsAllowed,
    petFee: lease.petFee,
    version: lease.version,
    document:
      lease.documentId && documentName !== null
        ? {
            id: lease.documentId,
            fileName: documentName,
            downloadUrl: `/api/documents/${lease.documentId}/download`,
          }
        : null,
    createdAt: lease.createdAt.toISOString(),
  };
}

function selectFees(db: Db) {
  return db
    .select({ fee: fees, leaseName: leases.name })
    .from(fees)
    .leftJoin(leases, eq(leases.id, fees.leaseId))
    .$dynamic();
}
type FeeRow = Awaited<ReturnType<ReturnType<typeof selectFees>['execute']>>[number];

export function listFees(db: Db, userId: string) {
  return selectFees(db).where(eq(fees.userId, userId)).orderBy(desc(fees.createdAt)).limit(LIST_LIMIT);
}

/** The lease, if any, is already known to belong to the user. */
export async function createFee(db: Db, userId: string, input: z.output<typeof feeInputSchema>) {
  const [row] = await db
    .insert(fees)
    .values({ userId, ...input })
    .returning({ id: fees.id });
  if (!row) throw new Error('Insert returned no fee');
  const [created] = await selectFees(db).where(eq(fees.id, row.id));
  if (!created) throw new Error('A created fee could not be read back');
  return created;
}

export async function deleteFee(db: Db, userId: string, id: string) {
  return (
    (
      await db
        .delete(fees)
        .where(and(eq(fees.id, id), eq(fees.userId, userId)))
        .returning({ id: fees.id })
    ).length > 0
  );
}

export function presentFee({ fee, leaseName }: FeeRow): Fee {
  return {
    id: fee.id,
    name: fee.name,
    amount: fee.amount,
    date: fee.date,
    leaseId: fee.leaseId,
    leaseName,
    createdAt: fee.createdAt.toISOString(),
  };
}
