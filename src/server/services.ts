import path from 'node:path';
import { type Auth, createAuth } from '#server/auth/auth';
import type { Config } from './config';
import { type Database, openDatabase } from '#server/db/database';
import { createLocalFileStore, type FileStore } from '#server/files/file-store';
import { type Clock, systemClock } from '#server/lib/clock';
import { createLogger, type Logger } from '#server/lib/logger';
import { createMailer, type Mailer } from '#server/mail/mailer';
import { createMessageEvents, type MessageEvents } from '#server/messages/message-events';

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
};

export function assembleServices(
  config: Config,
  parts: { database: Database; mailer?: Mailer; files?: FileStore; logger?: Logger; clock?: Clock },
): Services {
  const logger = parts.logger ?? createLogger(config.logLevel);
  const mailer = parts.mailer ?? createMailer(config, logger);
  const files = parts.files ?? createLocalFileStore(path.join(config.dataDir, 'files'));
  const auth = createAuth({ config, db: parts.database.db, mailer, logger });
  const events = createMessageEvents(parts.database, logger);
  return {
    config,
    database: parts.database,
    auth,
    mailer,
    files,
    logger,
    clock: parts.clock ?? systemClock,
    events,
  };
}

export async function openServices(config: Config): Promise<Services> {
  const database = await openDatabase(config);
  return assembleServices(config, { database });
}
