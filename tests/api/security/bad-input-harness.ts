import { readdirSync } from 'node:fs';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { type EveryRecord, renterWithEveryRecord } from '../support/every-record';
import { apiClientFor, expectMatchesContract } from '../support/api-client';
import { APP_URL, createTestApp, type TestApp } from '../support/test-app';
import type { Visitor } from '../support/visitor';
import type { RouteContext } from './bad-input-routes';
import type { Expect, Payload } from './bad-input-values';

// What the bad-input files share (bad-input-bodies.test.ts, bad-input-queries.test.ts): one app
// with a renter who holds one of every record, a request that also checks /api/v1's contract, and
// the check that a refused request stored nothing. The files are apart so that the API layer's two
// workers can share them (docs/performance.md, "The test suite").

/** The tables a write to which is a stored change: every table with a `user_id`, and `users`. */
const WATCHED = sql`select distinct table_name from information_schema.columns
  where table_schema = 'public' and column_name = 'user_id'
    -- A session, an idempotency key and an API key's last use change without a record.
    and table_name not in ('sessions', 'idempotency_keys', 'api_keys')
  union select 'users' order by 1`;

/**
 * Counts every row written to the watched tables, by anyone, in a committed transaction: a row
 * trigger's count is undone with the statement's transaction, so an unchanged count after a
 * refusal means it stored nothing. Reading the count is one row where fingerprinting every row of
 * the renter's was half of the suite's time.
 */
async function countWrites(t: TestApp) {
  const tables = await rowsOf<{ table_name: string }>(t, WATCHED);
  const statements = [
    'create table bad_input_writes (n bigint not null)',
    'insert into bad_input_writes values (0)',
    `create function bad_input_count_write() returns trigger language plpgsql as
       $$ begin update bad_input_writes set n = n + 1; return null; end $$`,
    ...tables.map(
      ({ table_name: name }) =>
        `create trigger bad_input_count_write after insert or update or delete on "${name}"
           for each row execute function bad_input_count_write()`,
    ),
  ];
  // One statement at a time: both drivers send a query as one prepared statement.
  for (const statement of statements) await t.db.execute(sql.raw(statement));
}

/** The same on PGlite and PostgreSQL: both drivers answer `{ rows }`. */
export async function rowsOf<Row = Record<string, unknown>>(t: TestApp, query: SQL): Promise<Row[]> {
  return ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

export function methodAndPath(key: string) {
  const [method = '', route = ''] = key.split(' ');
  return { method, route };
}

export class BadInputRun {
  t!: TestApp;
  records!: EveryRecord;
  ctx!: RouteContext;
  /** The renter's API key, sent on /api/v1 instead of the session. */
  private apiKey = '';
  private counts = { requests: 0, '2xx': 0, '4xx': 0, '5xx': 0 };
  /** Taken after a refusal, so it is also the state before the next request. */
  private lastSnapshot: string | undefined;

  /** Opens the app for a file's tests, and closes it after them with the file's request counts. */
  constructor(label: string) {
    beforeAll(async () => {
      // Every route is sent many bodies with one API key within a minute.
      this.t = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '100000' } });
      this.records = await renterWithEveryRecord(this.t, 'badinput');
      const client = await apiClientFor(this.t, this.records.renter.userId, {
        scopes: ['read', 'write', 'originals'],
      });
      this.apiKey = client.secret;
      this.ctx = { records: this.records, visitor: this.records.renter.visitor };
      await countWrites(this.t);
    });
    afterAll(async () => {
      const { counts } = this;
      console.info(
        `bad-input suite, ${label}: ${counts.requests} requests, ${counts['2xx']} 2xx, ${counts['4xx']} 4xx, ${counts['5xx']} 5xx`,
      );
      await this.t.close();
    });
  }

  /** Counts an answer (`attempt()` does it for its own) and says which family it is. */
  count(status: number) {
    const family = status >= 500 ? '5xx' : status >= 400 ? '4xx' : '2xx';
    this.counts.requests += 1;
    this.counts[family] += 1;
    return family;
  }

  private filesOf(userId: string): string[] {
    const walk = (folder: string): string[] => {
      try {
        return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
        );
      } catch {
        return [];
      }
    };
    return walk(path.join(this.t.dataDir, 'files', 'users', userId)).sort();
  }

  /** The rows written so far and the renter's files: equal before and after means nothing stored. */
  async snapshot() {
    const rows = await rowsOf(this.t, sql`select n from bad_input_writes`);
    return JSON.stringify({ rows, files: this.filesOf(this.records.renter.userId) });
  }

  /** Forgets the last snapshot: the next attempt takes its own (a read may have recorded a view). */
  forgetSnapshot() {
    this.lastSnapshot = undefined;
  }

  async send(visitor: Visitor, method: string, address: string, payload?: Payload) {
    const response = await this.t.app.request(address, {
      method,
      headers: {
        origin: APP_URL,
        'x-forwarded-for': visitor.ip,
        ...(visitor.cookieHeader ? { cookie: visitor.cookieHeader } : {}),
        ...(address.startsWith('/api/v1/') ? { authorization: `Bearer ${this.apiKey}` } : {}),
        ...(payload?.type ? { 'content-type': payload.type } : {}),
      },
      body: payload?.raw,
    });
    const text = await response.text();
    let body: any = text;
    try {
      body = JSON.parse(text);
    } catch {
      // A file or an empty answer.
    }
    // Every answer of /api/v1, refusals included, is one the OpenAPI document declares.
    if (address.startsWith('/api/v1/'))
      await expectMatchesContract(this.t.app, method, address, {
        status: response.status,
        body,
        headers: response.headers,
      });
    return { status: response.status, body };
  }

  /** Sends one request, counts it, and records what broke the rules in `failures`. */
  async attempt(
    failures: string[],
    label: string,
    expectation: Expect,
    request: () => Promise<{ status: number; body: any }>,
  ) {
    const before = (this.lastSnapshot ??= await this.snapshot());
    this.lastSnapshot = undefined;
    const reply = await request();
    const family = this.count(reply.status);
    const said = `${label}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 160)}`;
    if (family === '5xx') failures.push(said);
    else if (expectation === 'accepted' && family !== '2xx') failures.push(`expected 2xx, ${said}`);
    else if (expectation === 'refused' && family !== '4xx') failures.push(`expected 4xx, ${said}`);
    else if (
      expectation === 'unstorable' &&
      (reply.status !== 400 || !/cannot be stored .*Please remove them/.test(reply.body?.error?.message))
    )
      failures.push(`expected 400 naming the characters, ${said}`);
    if (family !== '2xx') {
      this.lastSnapshot = await this.snapshot();
      if (this.lastSnapshot !== before) failures.push(`refused but stored: ${said}`);
    }
    return reply;
  }
}
