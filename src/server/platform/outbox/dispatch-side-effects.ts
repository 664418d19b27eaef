import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Db } from '#server/platform/db/database';
import { outboxMessages } from '#server/platform/db/schema/outbox';
import type { JobRequester } from '#server/platform/jobs/run-soon';
import type { Mailer } from '#server/platform/mail/mailer';
import type { MessageEvent } from '#shared/messages/message-responses';
import type { DomainEvent } from './domain-events';
import type { SideEffect } from './side-effects';

/**
 * Where a live event goes once its change has committed: messages/message-events.ts implements it
 * and services.ts builds it. Declared here, so that the outbox imports neither (issue 36).
 */
export interface LiveEventPublisher {
  publish(userIds: string[], event: MessageEvent): Promise<void>;
}

/**
 * What performing every kind of side effect takes, a part of services.ts's `Services`, declared
 * here so that the outbox does not import the composition root above it (issue 36).
 */
export type OutboxServices = JobRequester & {
  database: Database;
  mailer: Mailer;
  events: LiveEventPublisher;
  /** Who hears of a domain event: the composition root's list (src/server/event-handlers.ts). */
  eventHandlers: readonly DomainEventHandler[];
};

/**
 * One domain's answer to another's event, run after the change has committed. Throwing leaves the
 * event in the outbox to be handed again later (to every handler: each must bear hearing twice).
 */
export type DomainEventHandler = (services: OutboxServices, event: DomainEvent) => Promise<void>;

/** Rows claimed at a time. */
const BATCH = 50;
/** A claimed row is left alone this long by every other dispatcher: ample for one email. */
const CLAIM_SECONDS = 5 * 60;
/** Tries before a row is kept as failed: 30 s, then doubling, a little over two hours in all. */
const MAX_ATTEMPTS = 8;
const retryDelaySeconds = (attempts: number) => 30 * 2 ** (attempts - 1);

type Claimed = { id: string; payload: SideEffect; attempts: number };

/**
 * Performs the recorded side effects that are due: those of `ids` (a transaction that just
 * committed), or every one (the sweep, which catches what a crash or a failure left). Each row is
 * claimed with FOR UPDATE SKIP LOCKED and a lease before it is performed, outside any transaction,
 * so several processes never perform one twice while it is in hand; a process that dies holding
 * one leaves it to be taken again once the lease lapses. A row performed is deleted (an email's
 * link does not stay in the database); one that fails is tried again later, then kept as failed.
 * Never throws: the change that recorded them has committed, and the sweep tries again.
 */
export async function dispatchSideEffects(services: OutboxServices, ids?: string[]): Promise<number> {
  let performed = 0;
  try {
    for (;;) {
      const claimed = await claim(services.database.db, ids);
      for (const row of claimed) if (await perform(services, row)) performed += 1;
      if (ids || claimed.length < BATCH) return performed;
    }
  } catch (error) {
    services.logger.error({ err: error }, 'Side effects could not be taken from the outbox');
    return performed;
  }
}

async function claim(db: Db, ids: string[] | undefined): Promise<Claimed[]> {
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        isNull(outboxMessages.failedAt),
        lte(outboxMessages.availableAt, sql`now()`),
        ids ? inArray(outboxMessages.id, ids) : undefined,
      ),
    )
    .orderBy(asc(outboxMessages.availableAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(outboxMessages)
    .set({
      availableAt: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
      attempts: sql`${outboxMessages.attempts} + 1`,
    })
    .where(inArray(outboxMessages.id, due))
    .returning({ id: outboxMessages.id, payload: outboxMessages.payload, attempts: outboxMessages.attempts });
  return rows as Claimed[];
}

async function perform(services: OutboxServices, row: Claimed): Promise<boolean> {
  const { db } = services.database;
  try {
    await sideEffect(services, row.payload);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const last = row.attempts >= MAX_ATTEMPTS;
    await db
      .update(outboxMessages)
      .set(
        last
          ? { lastError: message, failedAt: sql`now()` }
          : {
              lastError: message,
              availableAt: sql`now() + make_interval(secs => ${retryDelaySeconds(row.attempts)})`,
            },
      )
      .where(eq(outboxMessages.id, row.id));
    const context = { err: error, outboxId: row.id, kind: row.payload.kind, attempts: row.attempts };
    if (last) services.logger.error(context, 'A side effect failed its last attempt and is kept as failed');
    else services.logger.warn(context, 'A side effect failed; it will be tried again');
    return false;
  }
  await db.delete(outboxMessages).where(eq(outboxMessages.id, row.id));
  return true;
}

async function sideEffect(services: OutboxServices, effect: SideEffect): Promise<void> {
  switch (effect.kind) {
    case 'job':
      // A process without a queue (a script, the API tests) leaves the job to its schedule.
      await services.lifecycle.queue?.send(effect.job, {}, effect.options ?? {});
      return;
    case 'email':
      await services.mailer.send(effect.message);
      return;
    case 'live-event':
      await services.events.publish(effect.userIds, effect.event);
      return;
    case 'event':
      for (const handle of services.eventHandlers) await handle(services, effect.event);
      return;
  }
}
