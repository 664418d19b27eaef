import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { depositInputSchema, depositUpdateSchema } from '#shared/deposits/deposit-schemas';
import type { Db } from '#server/platform/db/database';
import { deposits } from '#server/platform/db/schema/deposits';
import { properties } from '#server/platform/db/schema/properties';
import { writeDepositReminders } from './deposit-reminders';

const ownedDeposit = (userId: string, id: string) => and(eq(deposits.id, id), eq(deposits.userId, userId));

async function propertyNameOf(tx: Db, propertyId: string): Promise<string> {
  const [row] = await tx
    .select({ name: properties.name })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row?.name ?? '';
}

/**
 * The property (and the lease, if any) are already known to be the user's. Null when the property
 * already has its deposit: one per home.
 */
export async function createDeposit(
  db: Db,
  userId: string,
  input: z.output<typeof depositInputSchema>,
  today: string,
): Promise<{ id: string } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(deposits)
      .values({ userId, ...input })
      .onConflictDoNothing({ target: deposits.propertyId })
      .returning();
    if (!row) return null;
    await writeDepositReminders(tx, row, await propertyNameOf(tx, row.propertyId), today);
    return { id: row.id };
  });
}

/** Saved only if the deposit is still at the version it was read at; false when nothing was saved. */
export async function updateDeposit(
  db: Db,
  userId: string,
  id: string,
  { version, ...input }: z.output<typeof depositUpdateSchema>,
  today: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(deposits)
      .set({ ...input, version: sql`${deposits.version} + 1`, updatedAt: new Date() })
      .where(and(ownedDeposit(userId, id), eq(deposits.version, version)))
      .returning();
    if (!row) return false;
    await writeDepositReminders(tx, row, await propertyNameOf(tx, row.propertyId), today);
    return true;
  });
}

/** Its deductions, their evidence and its reminders go with it (ON DELETE CASCADE). */
export async function deleteDeposit(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db.delete(deposits).where(ownedDeposit(userId, id)).returning({ id: deposits.id });
  return deleted.length > 0;
}
