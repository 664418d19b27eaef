import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { roommateSettlements } from '#server/platform/db/schema/roommates';
import type { Db } from '#server/platform/db/database';
import { Rejection } from '#server/platform/lib/rejection';
import { ROOMMATE_MESSAGES, type settlementInputSchema } from '#shared/roommates/roommate-schemas';
import { currentMemberIds } from './find-roommate-membership';
import { type Actor, notifyRoommates, type RoommateMailDeps } from './notify-roommates';
import { peopleNamed, personOf } from './present-roommates';

/**
 * Records a settle-up between two current members (it moves the balance between them), then emails
 * the other members (docs/product.md §30). Returns the stored row.
 */
export async function recordSettlement(
  deps: RoommateMailDeps,
  householdId: string,
  actor: Actor,
  input: z.output<typeof settlementInputSchema>,
) {
  const members = await currentMemberIds(deps.db, householdId);
  if (!members.includes(input.fromUserId) || !members.includes(input.toUserId))
    throw new Rejection('malformed', 'VALIDATION_FAILED', ROOMMATE_MESSAGES.member);
  const [settlement] = await deps.db
    .insert(roommateSettlements)
    .values({ householdId, ...input, createdBy: actor.id })
    .returning();
  if (!settlement) throw new Error('The settlement was not stored');
  const people = await peopleNamed(deps.db, [input.fromUserId, input.toUserId]);
  await notifyRoommates(deps, householdId, actor, 'everyone', () => ({
    kind: 'settlement',
    from: personOf(people, input.fromUserId).name,
    to: personOf(people, input.toUserId).name,
    amount: input.amount,
    settledOn: input.settledOn,
  }));
  return settlement;
}

/** The space's settle-up, or null (missing and another space's look the same). */
export async function findSettlement(db: Db, householdId: string, settlementId: string) {
  const [row] = await db
    .select()
    .from(roommateSettlements)
    .where(and(eq(roommateSettlements.id, settlementId), eq(roommateSettlements.householdId, householdId)));
  return row ?? null;
}
