import { lookup } from 'node:dns/promises';
import path from 'node:path';
import { type Auth, createAuth } from '#server/platform/auth/auth';
import type { Config } from './config';
import { type Database, openDatabase } from '#server/platform/db/database';
import { createLocalFileStore, type FileStore } from '#server/platform/files/file-store';
import { useTemporaryRootOf } from '#server/platform/files/temporary-files';
import { type Clock, systemClock } from '#server/platform/lib/clock';
import { createLogger, type Logger } from '#server/platform/lib/logger';
import { createMailer, type Mailer } from '#server/platform/mail/mailer';
import { createMetrics, type Metrics } from '#server/platform/metrics/metrics';
import { createMessageEvents, type MessageEvents } from '#server/platform/live-events/message-events';
import type { Lifecycle } from '#server/platform/operations/check-readiness';
import type { DomainEventHandler } from '#server/platform/outbox/dispatch-side-effects';

/** Everything a request handler may use. Built once per process; holds no per-user state. */
export type Services = {
  config: Config;
  database: Database;
  auth: Auth;
  mailer: Mailer;
  files: FileStore;
  logger: Logger;
  clock: Clock;
  /** New messages told to the open tabs of their people, in every process. */
  events: MessageEvents;
  /** This process's counters and timings, read at /metrics. */
  metrics: Metrics;
  lifecycle: Lifecycle;
  /** Every address of a host name: a webhook's address is checked, then connected to, through it. */
  resolveHost: ResolveHost;
  /** Who hears of a domain event, as the composition root lists them (src/server/event-handlers.ts). */
  eventHandlers: readonly DomainEventHandler[];
};

export type ResolvedAddress = { address: string; family: 4 | 6 };
/** Every address a host name resolves to: the system resolver, or a test's stub. */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

const systemResolveHost: ResolveHost = async (hostname) =>
  (await lookup(hostname, { all: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

export function assembleServices(
  config: Config,
  parts: {
    database: Database;
    mailer?: Mailer;
    files?: FileStore;
    logger?: Logger;
    clock?: Clock;
    resolveHost?: ResolveHost;
    /** Required: a process that forgot them would drop every event (no webhook of a photo). */
    eventHandlers: readonly DomainEventHandler[];
  },
): Services {
  const logger = parts.logger ?? createLogger(config.logLevel);
  const mailer = parts.mailer ?? createMailer(config, logger);
  const files = parts.files ?? createLocalFileStore(path.join(config.dataDir, 'files'));
  useTemporaryRootOf(config.dataDir);
  const auth = createAuth({ config, db: parts.database.db, mailer, logger });
  const events = createMessageEvents(parts.database, logger);
  const metrics = createMetrics();
  const { connections } = parts.database;
  if (connections) {
    metrics.gauge(
      'rentproof_db_connections',
      "The database pool's connections: busy (running a query), idle, and requests waiting for one.",
      ['state'],
      () => Object.entries(connections()).map(([state, value]) => ({ labels: { state }, value })),
    );
  }
  return {
    config,
    database: parts.database,
    auth,
    mailer,
    files,
    logger,
    clock: parts.clock ?? systemClock,
    events,
    metrics,
    lifecycle: { queue: undefined, draining: false },
    resolveHost: parts.resolveHost ?? systemResolveHost,
    eventHandlers: parts.eventHandlers,
  };
}

export async function openServices(
  config: Config,
  eventHandlers: readonly DomainEventHandler[],
): Promise<Services> {
  const database = await openDatabase(config);
  // The AWS SDK is loaded only by a process that stores its files in a bucket: it adds to every
  // start otherwise.
  const files = config.s3
    ? (await import('#server/platform/files/s3-file-store')).createS3FileStore(config.s3)
    : undefined;
  return assembleServices(config, { database, files, eventHandlers });
}
