import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp } from '#server/app';
import { loadConfig } from '#server/platform/config';
import { type Database, openPglite, openPostgres } from '#server/platform/db/database';
import { createLogger } from '#server/platform/lib/logger';
import { assembleServices } from '#server/platform/services';
import { EVENT_HANDLERS } from '#server/event-handlers';
import { signedInRenter } from '../support/accounts';
import { createProperty } from '../support/photos';
import type { TestApp } from '../support/test-app';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type LogLine = { level: number; msg: string; [key: string]: unknown };

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A data folder and a migrated database (the embedded one in the folder, from the suite's dump; or,
 * in the PostgreSQL run, a copy of the run's template) with one signed-in renter and a property,
 * made in this process before any server opens them.
 */
export async function prepareDataDir(dataDir: string) {
  const authSecret = randomBytes(32).toString('base64url');
  const postgres = inject('postgres');
  const adminUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  let database: Database;
  if (postgres && adminUrl) {
    const name = `${postgres.prefix}${randomBytes(6).toString('hex')}`;
    await withAdmin(adminUrl, `create database "${name}" template "${postgres.template}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    database = await openPostgres(databaseUrl);
  } else {
    const dump = new File([readFileSync(inject('pgliteDump'))], 'dump.tar', { type: 'application/x-tar' });
    database = await openPglite(path.join(dataDir, 'pglite'), { loadDataDir: dump });
  }
  const dropDatabase = async () => {
    if (databaseUrl && adminUrl) {
      await withAdmin(
        adminUrl,
        `drop database if exists "${new URL(databaseUrl).pathname.slice(1)}" with (force)`,
      );
    }
  };
  try {
    const config = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: authSecret, LOG_LEVEL: 'silent' });
    const services = assembleServices(config, {
      database,
      logger: createLogger('silent'),
      mailer: { send: async () => {}, close() {} },
      eventHandlers: EVENT_HANDLERS,
    });
    const app = createApp(services);
    const renter = await signedInRenter({ app, services } as unknown as TestApp, 'crash');
    const property = await createProperty(renter.visitor);
    return {
      authSecret,
      databaseUrl,
      dropDatabase,
      cookie: renter.visitor.cookieHeader,
      propertyId: property.id,
    };
  } finally {
    await database.close();
  }
}

async function withAdmin(url: string, statement: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The real server (`src/server/main.ts` through tsx) in its own process, its log parsed. */
export class ServerProcess {
  readonly url: string;
  readonly logs: LogLine[] = [];
  private readonly child: ChildProcess;
  private readonly events = new EventEmitter();
  readonly exited: Promise<number | null>;

  /** `env` is added last: it may set what the others do not (S3, mail) or override APP_URL. */
  constructor(options: {
    port: number;
    dataDir: string;
    authSecret: string;
    databaseUrl?: string;
    env?: Record<string, string>;
  }) {
    this.url = `http://127.0.0.1:${options.port}`;
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const name of ['DATABASE_URL', 'SMTP_URL', 'SIGNING_KEY', 'TEST_DATABASE_URL']) delete env[name];
    this.child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: ROOT,
      env: {
        ...env,
        PORT: String(options.port),
        HOST: '127.0.0.1',
        APP_URL: this.url,
        DATA_DIR: options.dataDir,
        AUTH_SECRET: options.authSecret,
        LOG_LEVEL: 'info',
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let pending = '';
    this.child.stdout?.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        try {
          this.logs.push(JSON.parse(line) as LogLine);
          this.events.emit('line');
        } catch {
          // Not a log line (an email written to the log spans several): nothing to wait for.
        }
      }
    });
    let errors = '';
    this.child.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    this.exited = new Promise((resolve) =>
      this.child.once('exit', (code) => {
        if (code && errors) this.logs.push({ level: 60, msg: errors });
        this.events.emit('line');
        resolve(code);
      }),
    );
  }

  get pid() {
    return this.child.pid ?? 0;
  }

  /**
   * The first log line (from `from` on) that matches, or an error naming what was seen. Two minutes
   * by default: in CI a server started with tsx beside three other PostgreSQL workers and a
   * production install did not log its start-up sweep within 30 s (stop 41); a line that comes costs
   * no wait, so only a line that never comes is waited out.
   */
  waitForLog(match: (line: LogLine) => boolean, timeoutMs = 120_000, from = 0): Promise<LogLine> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.logs.slice(from).find(match);
        if (found) return finish(() => resolve(found));
        if (this.child.exitCode !== null || this.child.signalCode !== null) {
          return finish(() => reject(new Error(`The server ended: ${this.describeLogs()}`)));
        }
      };
      const timer = setTimeout(
        () => finish(() => reject(new Error(`No such log line in ${timeoutMs} ms: ${this.describeLogs()}`))),
        timeoutMs,
      );
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        this.events.off('line', check);
        settle();
      };
      this.events.on('line', check);
      check();
    });
  }

  waitUntilListening() {
    return this.waitForLog((line) => line.msg.startsWith('Rentproof is listening'));
  }

  async kill(signal: NodeJS.Signals) {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
    await this.exited;
  }

  private describeLogs() {
    return this.logs
      .slice(-5)
      .map((line) => line.msg)
      .join(' | ');
  }
}
