import { sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { mailboxEntries } from '#server/platform/db/schema/messages';
import type { MessageCounts } from '#shared/messages/message-schemas';
import { ownEntries } from './message-query';

const { box, archived, starred, readAt } = mailboxEntries;

/** The folder badges in one pass over the owner's copies: unread in the Inbox, totals elsewhere. */
export async function countMessages(db: Db, ownerId: string): Promise<MessageCounts> {
  const [counts] = await db
    .select({
      inbox: sql<number>`(count(*) filter (where ${box} = 'inbox' and not ${archived} and ${readAt} is null))::int`,
      starred: sql<number>`(count(*) filter (where ${starred}))::int`,
      sent: sql<number>`(count(*) filter (where ${box} = 'sent' and not ${archived}))::int`,
      archived: sql<number>`(count(*) filter (where ${archived}))::int`,
    })
    .from(mailboxEntries)
    .where(ownEntries(ownerId));
  return counts ?? { inbox: 0, starred: 0, sent: 0, archived: 0 };
}
