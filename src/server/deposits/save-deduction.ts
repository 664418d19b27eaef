import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { deductionInputSchema, deductionUpdateSchema } from '#shared/deposits/deposit-schemas';
import type { Db } from '#server/platform/db/database';
import { depositDeductions, deposits } from '#server/platform/db/schema/deposits';

const ownedDeduction = (userId: string, depositId: string, deductionId: string) =>
  and(
    eq(depositDeductions.id, deductionId),
    eq(depositDeductions.depositId, depositId),
    eq(depositDeductions.userId, userId),
  );

/** Null when the deposit is not the user's. */
export async function createDeduction(
  db: Db,
  userId: string,
  depositId: string,
  input: z.output<typeof deductionInputSchema>,
): Promise<{ id: string } | null> {
  return db.transaction(async (tx) => {
    // Held until the insert, so the deposit cannot be deleted in between.
    const [deposit] = await tx
      .select({ id: deposits.id })
      .from(deposits)
      .where(and(eq(deposits.id, depositId), eq(deposits.userId, userId)))
      .for('key share');
    if (!deposit) return null;
    const [row] = await tx
      .insert(depositDeductions)
      .values({ userId, depositId, ...input })
      .returning({ id: depositDeductions.id });
    if (!row) throw new Error('Insert returned no deduction');
    return row;
  });
}

/** Saved only if the deduction is still at the version it was read at; false when nothing was saved. */
export async function updateDeduction(
  db: Db,
  userId: string,
  depositId: string,
  deductionId: string,
  { version, ...input }: z.output<typeof deductionUpdateSchema>,
): Promise<boolean> {
  const saved = await db
    .update(depositDeductions)
    .set({ ...input, version: sql`${depositDeductions.version} + 1` })
    .where(and(ownedDeduction(userId, depositId, deductionId), eq(depositDeductions.version, version)))
    .returning({ id: depositDeductions.id });
  return saved.length > 0;
}

/** Its evidence goes with it (ON DELETE CASCADE); the records themselves stay. */
export async function deleteDeduction(
  db: Db,
  userId: string,
  depositId: string,
  deductionId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(depositDeductions)
    .where(ownedDeduction(userId, depositId, deductionId))
    .returning({ id: depositDeductions.id });
  return deleted.length > 0;
}
