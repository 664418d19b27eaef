import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '#server/platform/db/database';
import { roommateChores } from '#server/platform/db/schema/roommates';
import { Rejection } from '#server/platform/lib/rejection';
import {
  type choreInputSchema,
  type choreUpdateSchema,
  ROOMMATE_MESSAGES,
} from '#shared/roommates/roommate-schemas';
import { currentMemberIds } from './find-roommate-membership';
import { type Actor, notifyRoommates, type RoommateMailDeps } from './notify-roommates';

type ChoreRow = typeof roommateChores.$inferSelect;

/** The space's chore, or null (missing and another space's look the same). */
export async function findChore(db: Db, householdId: string, choreId: string) {
  const [row] = await db
    .select()
    .from(roommateChores)
    .where(and(eq(roommateChores.id, choreId), eq(roommateChores.householdId, householdId)));
  return row ?? null;
}

/** A chore is assigned to a current member, or kept with whoever it already names. */
async function checkAssignee(db: Db, householdId: string, assigneeId: string | null, current?: ChoreRow) {
  if (assigneeId === null || assigneeId === current?.assigneeId) return;
  if (!(await currentMemberIds(db, householdId)).includes(assigneeId))
    throw new Rejection('malformed', 'VALIDATION_FAILED', ROOMMATE_MESSAGES.member);
}

/** Tells a member a chore was given to them, unless they gave it to themselves. */
function tellAssignee(deps: RoommateMailDeps, householdId: string, actor: Actor, chore: ChoreRow) {
  if (chore.assigneeId === null || chore.assigneeId === actor.id || chore.doneAt !== null) return;
  return notifyRoommates(deps, householdId, actor, [chore.assigneeId], () => ({
    kind: 'chore',
    title: chore.title,
    dueDate: chore.dueDate,
  }));
}

/** Adds a chore, then emails its assignee (docs/product.md §30). Returns the stored row. */
export async function createChore(
  deps: RoommateMailDeps,
  householdId: string,
  actor: Actor,
  input: z.output<typeof choreInputSchema>,
): Promise<ChoreRow> {
  await checkAssignee(deps.db, householdId, input.assigneeId);
  const [chore] = await deps.db
    .insert(roommateChores)
    .values({ householdId, ...input, createdBy: actor.id })
    .returning();
  if (!chore) throw new Error('The chore was not stored');
  await tellAssignee(deps, householdId, actor, chore);
  return chore;
}

/**
 * Saves an edit of a chore, or its ticking: done records when and by whom (the person ticking it;
 * an edit of a chore already done keeps who did it), not done clears both. Saved only if the chore
 * is still at the version it was read at (decision 013). A new assignee is emailed.
 */
export async function updateChore(
  deps: RoommateMailDeps,
  householdId: string,
  choreId: string,
  actor: Actor,
  { version, done, ...input }: z.output<typeof choreUpdateSchema>,
  now: Date,
): Promise<'missing' | 'stale' | 'saved'> {
  const current = await findChore(deps.db, householdId, choreId);
  if (!current) return 'missing';
  await checkAssignee(deps.db, householdId, input.assigneeId, current);
  const [saved] = await deps.db
    .update(roommateChores)
    .set({
      ...input,
      doneAt: done ? (current.doneAt ?? now) : null,
      doneBy: done ? (current.doneAt ? current.doneBy : actor.id) : null,
      version: sql`${roommateChores.version} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(roommateChores.id, choreId),
        eq(roommateChores.householdId, householdId),
        eq(roommateChores.version, version),
      ),
    )
    .returning();
  if (!saved) return 'stale';
  if (saved.assigneeId !== current.assigneeId) await tellAssignee(deps, householdId, actor, saved);
  return 'saved';
}
