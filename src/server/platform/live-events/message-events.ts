import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { z } from 'zod';
import type { Database, Db } from '#server/platform/db/database';
import type { Logger } from '#server/platform/lib/logger';
import type { LiveEventPublisher } from '#server/platform/outbox/dispatch-side-effects';
import type { MessageEvent } from '#shared/messages/message-responses';

export type MessageListener = (event: MessageEvent) => void;

/**
 * Tells a person's open tabs that a message arrived (or was sent from another tab), whichever
 * process serves them. Nothing is kept: a tab that was not listening reads its folders again.
 */
export interface MessageEvents extends LiveEventPublisher {
  /** `onEnd` runs when the events close at shutdown, so that a live stream ends with them. */
  subscribe(userId: string, listener: MessageListener, onEnd?: () => void): () => void;
  /** Resolves once events published from now on reach this process's listeners (or on close). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A PGlite data directory has exactly one process, so its events stay in that process. PostgreSQL
 * may be shared by any number of processes: each event goes through the database to all of them.
 */
export function createMessageEvents(database: Database, logger: Logger): MessageEvents {
  if (database.kind === 'pglite') return inProcessEvents();
  if (!database.url) throw new Error('PostgreSQL message events need the database URL to LISTEN');
  return postgresEvents(database.db, database.url, logger);
}

/** This process's listeners by user id. */
function createFanout() {
  const emitter = new EventEmitter();
  // One listener per open stream, and a person may have many tabs open.
  emitter.setMaxListeners(0);
  const endings = new Set<() => void>();
  let ended = false;
  return {
    deliver(userIds: string[], event: MessageEvent) {
      for (const userId of new Set(userIds)) emitter.emit(userId, event);
    },
    subscribe(userId: string, listener: MessageListener, onEnd?: () => void): () => void {
      if (ended) {
        onEnd?.();
        return () => {};
      }
      const end = () => onEnd?.();
      emitter.on(userId, listener);
      endings.add(end);
      return () => {
        emitter.off(userId, listener);
        endings.delete(end);
      };
    },
    end() {
      ended = true;
      const open = [...endings];
      endings.clear();
      emitter.removeAllListeners();
      for (const end of open) end();
    },
  };
}

function inProcessEvents(): MessageEvents {
  const fanout = createFanout();
  return {
    async publish(userIds, event) {
      fanout.deliver(userIds, event);
    },
    subscribe: fanout.subscribe,
    ready: async () => {},
    async close() {
      fanout.end();
    },
  };
}

const CHANNEL = 'rentproof_messages';
const notificationSchema = z.object({
  userIds: z.array(z.string()),
  event: z.discriminatedUnion('type', [
    z.object({ type: z.literal('message'), messageId: z.string() }),
    z.object({ type: z.literal('maintenance'), itemId: z.string() }),
  ]),
});
/** A lost LISTEN connection is opened again after this long, doubling up to the most. */
const RECONNECT_MS = { first: 250, most: 5_000 };

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve, settled: false };
}

/**
 * NOTIFY through the pool; one dedicated connection per process LISTENs, opened when the first
 * stream subscribes, and fans out to this process's listeners. Events published while it is
 * reconnecting are missed, which a tab makes up for by reading its folders again.
 */
function postgresEvents(db: Db, url: string, logger: Logger): MessageEvents {
  const fanout = createFanout();
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = RECONNECT_MS.first;
  let listening = deferred();
  let closed = false;

  const markListening = () => {
    listening.settled = true;
    listening.resolve();
  };

  const deliver = (payload: string | undefined) => {
    let data: unknown;
    try {
      data = JSON.parse(payload ?? '');
    } catch {
      return;
    }
    const parsed = notificationSchema.safeParse(data);
    if (parsed.success) fanout.deliver(parsed.data.userIds, parsed.data.event);
  };

  const lost = (which: pg.Client, error?: unknown) => {
    if (which !== client || closed) return;
    client = undefined;
    which.end().catch(() => {});
    if (listening.settled) listening = deferred();
    logger.warn({ err: error, retryInMs: delay }, 'Listening for new messages stopped; reconnecting');
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    // A shutdown does not wait for the next attempt.
    retry.unref();
    delay = Math.min(delay * 2, RECONNECT_MS.most);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000, keepAlive: true });
    client = next;
    next.on('notification', (notification) => deliver(notification.payload));
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
      if (next !== client) return;
      delay = RECONNECT_MS.first;
      markListening();
    } catch (error) {
      lost(next, error);
    }
  };

  const start = () => {
    if (!client && !retry && !closed) void connect();
  };

  return {
    async publish(userIds, event) {
      const payload = JSON.stringify({ userIds: [...new Set(userIds)], event });
      await db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
    },
    subscribe(userId, listener, onEnd) {
      start();
      return fanout.subscribe(userId, listener, onEnd);
    },
    ready() {
      start();
      return listening.promise;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      fanout.end();
      markListening();
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}
