import type PgBoss from 'pg-boss';
import type { Db } from '#server/platform/db/database';
import { outboxMessages } from '#server/platform/db/schema/outbox';
import type { JobName } from '#server/platform/jobs/run-soon';
import type { MailMessage } from '#server/platform/mail/mailer';
import type { MessageEvent } from '#shared/messages/message-responses';
import type { DomainEvent } from './domain-events';

/** A transaction's handle, as `db.transaction()` gives it to its body. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * What a transaction may set off beyond the database, performed only once it has committed
 * (decision 043). A webhook event is not one of them: its delivery rows are written in the
 * transaction itself (emitWebhookEvent), and only the wake-up of the delivery job is a side effect.
 */
export type SideEffect =
  /** Asks a worker to run a recurring job now (or at `startAfter`) rather than at its next minute. */
  | { kind: 'job'; job: JobName; options?: Pick<PgBoss.SendOptions, 'startAfter' | 'singletonSeconds'> }
  /** An email; attachments are not kept in the outbox (their bytes are made when sent). */
  | { kind: 'email'; message: Omit<MailMessage, 'attachments'> }
  /** Tells the open tabs of these people (message-events). */
  | { kind: 'live-event'; userIds: string[]; event: MessageEvent }
  /** Tells the other domains, through the handlers the composition root lists (domain-events.ts). */
  | { kind: 'event'; event: DomainEvent };

/**
 * Where a transaction records its side effects: its own `tx`, so that they are kept exactly when
 * the change is. `inTransaction` makes one and performs what was recorded after the commit.
 */
export type Outbox = {
  tx: Tx;
  record(effect: SideEffect): Promise<void>;
};

/**
 * Writes a side effect in the transaction and nothing else: no job queue, mailer or event bus is
 * touched before the commit (on PGlite the queue would wait for the connection this transaction
 * holds, for ever). Returns the row's id, for the dispatch after the commit.
 */
export async function recordSideEffect(tx: Tx, effect: SideEffect): Promise<string> {
  const [row] = await tx
    .insert(outboxMessages)
    .values({ kind: effect.kind, payload: effect })
    .returning({ id: outboxMessages.id });
  if (!row) throw new Error('The side effect was not recorded');
  return row.id;
}
