import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { roommateNotes } from '#server/platform/db/schema/roommates';
import { findNote, requireAuthor } from './save-note';

/** Deletes the author's own note; false when the space has no such note (403 for another's). */
export async function deleteNote(
  db: Db,
  householdId: string,
  noteId: string,
  authorId: string,
): Promise<boolean> {
  const note = await findNote(db, householdId, noteId);
  if (!note) return false;
  requireAuthor(note, authorId);
  const deleted = await db
    .delete(roommateNotes)
    .where(and(eq(roommateNotes.id, noteId), eq(roommateNotes.authorId, authorId)))
    .returning({ id: roommateNotes.id });
  return deleted.length > 0;
}
