import { sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { mailboxEntries } from '#server/platform/db/schema/messages';
import type { updateMessageSchema } from '#shared/messages/message-schemas';
import type { z } from 'zod';
import { ownEntryOf } from './message-query';

/** Stars, archives or marks the owner's own copy; false when they have none. */
export async function updateMessage(
  db: Db,
  ownerId: string,
  messageId: string,
  { starred, archived, read }: z.infer<typeof updateMessageSchema>,
  now: Date,
): Promise<boolean> {
  const readAt =
    read === undefined
      ? undefined
      : read
        ? sql`coalesce(${mailboxEntries.readAt}, ${now.toISOString()}::timestamptz)`
        : null;
  const updated = await db
    .update(mailboxEntries)
    .set({ starred, archived, readAt })
    .where(ownEntryOf(ownerId, messageId))
    .returning({ id: mailboxEntries.id });
  return updated.length > 0;
}
