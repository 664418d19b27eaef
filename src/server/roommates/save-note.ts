import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '#server/platform/db/database';
import { roommateNotes } from '#server/platform/db/schema/roommates';
import { Rejection } from '#server/platform/lib/rejection';
import {
  type noteInputSchema,
  type noteUpdateSchema,
  ROOMMATE_MESSAGES,
} from '#shared/roommates/roommate-schemas';

/** The space's note, or null (missing and another space's look the same). */
export async function findNote(db: Db, householdId: string, noteId: string) {
  const [row] = await db
    .select()
    .from(roommateNotes)
    .where(and(eq(roommateNotes.id, noteId), eq(roommateNotes.householdId, householdId)));
  return row ?? null;
}

/**
 * Every member sees every note, so another member's note is found, and refused: 403, because the
 * person can see the note they are told they may not change (docs/product.md §30).
 */
export function requireAuthor(note: typeof roommateNotes.$inferSelect, userId: string): void {
  if (note.authorId !== userId)
    throw new Rejection('forbidden', 'FORBIDDEN', ROOMMATE_MESSAGES.noteAuthorOnly);
}

export async function createNote(
  db: Db,
  householdId: string,
  authorId: string,
  input: z.output<typeof noteInputSchema>,
) {
  const [note] = await db
    .insert(roommateNotes)
    .values({ householdId, authorId, body: input.body })
    .returning();
  if (!note) throw new Error('The note was not stored');
  return note;
}

/** Saves the author's edit, only if the note is still at the version it was read at (decision 013). */
export async function updateNote(
  db: Db,
  householdId: string,
  noteId: string,
  authorId: string,
  { version, body }: z.output<typeof noteUpdateSchema>,
): Promise<'missing' | 'stale' | 'saved'> {
  const current = await findNote(db, householdId, noteId);
  if (!current) return 'missing';
  requireAuthor(current, authorId);
  const [saved] = await db
    .update(roommateNotes)
    .set({ body, version: sql`${roommateNotes.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(roommateNotes.id, noteId),
        eq(roommateNotes.householdId, householdId),
        eq(roommateNotes.version, version),
      ),
    )
    .returning({ id: roommateNotes.id });
  return saved ? 'saved' : 'stale';
}
