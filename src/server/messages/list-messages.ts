import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { mailboxEntries, messages } from '#server/platform/db/schema/messages';
import { type Cursor, olderThan, pageOf } from '#server/platform/lib/cursor';
import type { MessageFolder } from '#shared/messages/message-schemas';
import { ownEntries, recipientsOf, selectMailbox } from './message-query';

/** Archiving takes a copy out of the Inbox or Sent into Archived; a starred one is in Starred too. */
const FOLDERS: Record<MessageFolder, SQL | undefined> = {
  inbox: and(eq(mailboxEntries.box, 'inbox'), eq(mailboxEntries.archived, false)),
  starred: eq(mailboxEntries.starred, true),
  sent: and(eq(mailboxEntries.box, 'sent'), eq(mailboxEntries.archived, false)),
  archived: eq(mailboxEntries.archived, true),
};

/**
 * A folder of the owner's messages, newest first. `search` is read as people type into a search
 * box (words, "quoted phrases", -excluded) and matched by English stems, so "faucet" finds
 * "faucets", in the subject or the body.
 */
export async function listMessages(
  db: Db,
  ownerId: string,
  query: { folder: MessageFolder; search?: string | undefined },
  page: { cursor?: Cursor; limit: number },
) {
  const rows = await selectMailbox(db)
    .where(
      and(
        ownEntries(ownerId),
        FOLDERS[query.folder],
        query.search
          ? sql`${messages.search} @@ websearch_to_tsquery('english', ${query.search})`
          : undefined,
        olderThan(page.cursor, mailboxEntries.createdAt, mailboxEntries.id),
      ),
    )
    .orderBy(desc(mailboxEntries.createdAt), desc(mailboxEntries.id))
    .limit(page.limit + 1);
  const { items, nextCursor } = pageOf(rows, page.limit, (row) => ({
    at: row.entry.createdAt,
    id: row.entry.id,
  }));
  const recipients = await recipientsOf(
    db,
    items.map((row) => row.message.id),
  );
  return {
    items: items.map((row) => ({ row, to: recipients.get(row.message.id) ?? [] })),
    nextCursor,
  };
}
