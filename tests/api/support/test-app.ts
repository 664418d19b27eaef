import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, createApp } from '#server/app';
import { loadConfig } from '#server/platform/config';
import { type Database, type Db, openPglite, openPostgres } from '#server/platform/db/database';
import type { Clock } from '#server/platform/lib/clock';
import { createLogger } from '#server/platform/lib/logger';
import type { MailMessage } from '#server/platform/mail/mailer';
import { assembleServices, type ResolveHost, type Services } from '#server/platform/services';
import { EVENT_HANDLERS } from '#server/event-handlers';

export const APP_URL = 'http://localhost:3000';

/** A copy of the migrated database for one test file (see global-setup.ts). */
async function openTestDatabase(): Promise<Database> {
  const postgres = inject('postgres');
  const url = process.env.TEST_DATABASE_URL;
  if (!postgres || !url) {
    const dump = readFileSync(inject('pgliteDump'));
    return openPglite(undefined, {
      loadDataDir: new File([dump], 'dump.tar', { type: 'application/x-tar' }),
    });
  }
  const name = `${postgres.prefix}${randomBytes(6).toString('hex')}`;
  await withAdmin(url, (admin) => admin.query(`create database "${name}" template "${postgres.template}"`));
  const fileUrl = new URL(url);
  fileUrl.pathname = `/${name}`;
  const database = await openPostgres(fileUrl.toString());
  return {
    ...database,
    async close() {
      await database.close();
      await withAdmin(url, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

async function withAdmin(url: string, work: (admin: pg.Client) => Promise<unknown>) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}

/** Every email the app sent, newest last. */
export function createMailbox() {
  const messages: MailMessage[] = [];
  return {
    messages,
    mailer: {
      async send(message: MailMessage) {
        messages.push(message);
      },
      close() {},
    },
    /** The first link in the newest email to `to` whose subject matches. */
    lastLink(to: string, subject: RegExp): string {
      const message = messages.filter((m) => m.to === to && subject.test(m.subject)).at(-1);
      const link = message?.text.match(/https?:\/\/\S+/)?.[0];
      if (!link) throw new Error(`No email matching ${subject} to ${to}`);
      return link;
    },
    count: (to: string, subject: RegExp) =>
      messages.filter((m) => m.to === to && subject.test(m.subject)).length,
  };
}

/** A second pool to the PostgreSQL database of another test app, as a second server process has. */
async function openSharedDatabase(other: TestApp): Promise<Database> {
  const { url } = other.services.database;
  if (!url) throw new Error('Only a PostgreSQL test database can be shared: PGlite has one process');
  return openPostgres(url);
}

/**
 * The whole app on its own database and data folder, with email captured instead of sent.
 * `appUrlUnset` starts it as `npm start` does with no APP_URL: at http://localhost:3000 and the
 * other loopback names of port 3000. `database` is one the caller opened (the fault suite reaches
 * PostgreSQL through a proxy); closing the app closes it. `sharedWith` runs this app as another
 * process of that one: the same PostgreSQL database and signing secret, its own pool and data
 * folder; close it before the app it shares with.
 */
export async function createTestApp(
  options: {
    clock?: Clock;
    appUrlUnset?: boolean;
    database?: Database;
    sharedWith?: TestApp;
    /** More environment variables, read by loadConfig like the rest (GOOGLE_CLIENT_ID…). */
    env?: Record<string, string>;
    /** Answers the host names of webhook addresses instead of DNS. */
    resolveHost?: ResolveHost;
  } = {},
): Promise<TestApp> {
  const database =
    options.database ??
    (options.sharedWith ? await openSharedDatabase(options.sharedWith) : await openTestDatabase());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rentproof-api-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    APP_URL: options.appUrlUnset ? undefined : APP_URL,
    AUTH_SECRET: options.sharedWith?.services.config.authSecret ?? randomBytes(32).toString('base64url'),
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const mail = createMailbox();
  const services = assembleServices(config, {
    database,
    mailer: mail.mailer,
    logger: createLogger('silent'),
    clock: options.clock,
    resolveHost: options.resolveHost,
    eventHandlers: EVENT_HANDLERS,
  });
  const app = createApp(services);
  return {
    app,
    services,
    db: database.db,
    dataDir,
    mail,
    async close() {
      await services.events.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = {
  app: App;
  services: Services;
  db: Db;
  dataDir: string;
  mail: ReturnType<typeof createMailbox>;
  close(): Promise<void>;
};
