import { readdirSync } from 'node:fs';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, uniqueEmail } from '../support/accounts';
import { type EveryRecord, renterWithEveryRecord } from '../support/every-record';
import { APP_URL, createTestApp, type TestApp } from '../support/test-app';
import { apiClientFor, expectMatchesContract } from '../support/api-client';
import { Visitor } from '../support/visitor';
import { BODY_ROUTES, type BodyRoute, type RouteContext } from './bad-input-routes';
import { PATH_IDS, PATH_VALUES, paramsOf, ROUTE_VALUES, routesOf, STREAMS } from './ownership-routes';
import { uploadCases } from './bad-input-uploads';
import {
  BAD_DATES,
  BAD_MONEY,
  CONTROL_CHARACTERS,
  DEEP_JSON,
  FORGED_CURSORS,
  inside,
  json,
  LINE_BREAKS,
  LONE_SURROGATES,
  MALFORMED,
  MEGABYTE,
  NOT_OBJECTS,
  NUMBERS,
  type Expect,
  type Payload,
  UNICODE,
  WRONG_TYPES,
} from './bad-input-values';

// Bad input against every route that takes a body, read from the app's own route table: never a
// 5xx, nothing stored by a refused request, and accepted unicode comes back as it was sent.

let t: TestApp;
let records: EveryRecord;
let ctx: RouteContext;
let snapshotQuery: SQL;
/** The renter's API key, sent on /api/v1 instead of the session. */
let apiKey: string;
const counts = { requests: 0, '2xx': 0, '4xx': 0, '5xx': 0 };

beforeAll(async () => {
  // Every route is sent many bodies with one API key within a minute.
  t = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '100000' } });
  records = await renterWithEveryRecord(t, 'badinput');
  apiKey = (await apiClientFor(t, records.renter.userId, { scopes: ['read', 'write', 'originals'] })).secret;
  ctx = { records, visitor: records.renter.visitor };
  snapshotQuery = await userRowsQuery(records.renter.userId);
});
afterAll(async () => {
  console.info(
    `bad-input suite: ${counts.requests} requests, ${counts['2xx']} 2xx, ${counts['4xx']} 4xx, ${counts['5xx']} 5xx`,
  );
  await t.close();
});

/** The same on PGlite and PostgreSQL: both drivers answer `{ rows }`. */
async function rowsOf<Row = Record<string, unknown>>(query: SQL): Promise<Row[]> {
  return ((await t.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/**
 * Every table that holds a user's rows (sessions, idempotency keys and an API key's last use
 * change without a record).
 */
async function userRowsQuery(userId: string) {
  const rows = await rowsOf<{ table_name: string }>(
    sql`select distinct table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'user_id'
          and table_name not in ('sessions', 'idempotency_keys', 'api_keys') order by table_name`,
  );
  const id = userId.replaceAll("'", "''");
  const parts = rows.map(
    ({ table_name: name }) =>
      `select '${name}' as t, coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as h from "${name}" x where x.user_id = '${id}'`,
  );
  parts.push(`select 'users', md5(x::text) from users x where x.id = '${id}'`);
  return sql.raw(parts.join(' union all '));
}

function filesOf(userId: string): string[] {
  const walk = (folder: string): string[] => {
    try {
      return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? walk(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
      );
    } catch {
      return [];
    }
  };
  return walk(path.join(t.dataDir, 'files', 'users', userId)).sort();
}

/** The renter's rows and files: equal before and after means the request stored nothing. */
async function snapshot() {
  const rows = await rowsOf(snapshotQuery);
  return JSON.stringify({ rows, files: filesOf(records.renter.userId) });
}

async function send(visitor: Visitor, method: string, address: string, payload?: Payload) {
  const response = await t.app.request(address, {
    method,
    headers: {
      origin: APP_URL,
      'x-forwarded-for': visitor.ip,
      ...(visitor.cookieHeader ? { cookie: visitor.cookieHeader } : {}),
      ...(address.startsWith('/api/v1/') ? { authorization: `Bearer ${apiKey}` } : {}),
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
    await expectMatchesContract(t.app, method, address, {
      status: response.status,
      body,
      headers: response.headers,
    });
  return { status: response.status, body };
}

/** Taken after a refusal, so it is also the state before the next request. */
let lastSnapshot: string | undefined;

/** Sends one request, counts it, and records what broke the rules in `failures`. */
async function attempt(
  failures: string[],
  label: string,
  expectation: Expect,
  request: () => Promise<{ status: number; body: any }>,
) {
  const before = (lastSnapshot ??= await snapshot());
  lastSnapshot = undefined;
  const reply = await request();
  counts.requests += 1;
  const family = reply.status >= 500 ? '5xx' : reply.status >= 400 ? '4xx' : '2xx';
  counts[family] += 1;
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
    lastSnapshot = await snapshot();
    if (lastSnapshot !== before) failures.push(`refused but stored: ${said}`);
  }
  return reply;
}

function methodAndPath(key: string) {
  const [method = '', route = ''] = key.split(' ');
  return { method, route };
}

describe('the route table', () => {
  it('has a valid body here for every route that takes one, and no stale entry', () => {
    const fromApp = [
      ...new Set(
        t.app.routes
          .filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method))
          .map((route) => `${route.method} ${route.path}`),
      ),
    ];
    expect(fromApp.filter((key) => !(key in BODY_ROUTES))).toEqual([]);
    expect(Object.keys(BODY_ROUTES).filter((key) => !fromApp.includes(key))).toEqual([]);
  });
});

describe.each(Object.keys(BODY_ROUTES))('%s', (key) => {
  const { method } = methodAndPath(key);
  const route = BODY_ROUTES[key] as BodyRoute;

  it('never answers 5xx, stores nothing when it refuses, and keeps accepted unicode', async () => {
    const failures: string[] = [];
    const address = route.path(ctx);
    // The valid body is read again only after a request was accepted (an update bumps the version).
    let current: Record<string, unknown> | undefined;
    const call = async (label: string, expectation: Expect, payload: () => Promise<Payload>) => {
      const reply = await attempt(failures, label, expectation, async () =>
        send(route.freshAddress ? new Visitor(t.app) : ctx.visitor, method, address, await payload()),
      );
      if (reply.status < 300) current = undefined;
      return reply;
    };

    if (!route.body) {
      // It reads no body, so it must not fail on one; each accepted call may change state, so few.
      for (const raw of ['{', 'null', '{"a":"\u0000"}'])
        await call(`body ${JSON.stringify(raw)}`, 'any', async () => ({ raw, type: 'application/json' }));
      expect(failures).toEqual([]);
      return;
    }
    const body = route.body;
    if (route.multipart) {
      await uploadCases(ctx, route, call, failures);
      expect(failures).toEqual([]);
      return;
    }
    const valid = async () => (current ??= await body(ctx));
    const withField = async (field: string, value: unknown) => json({ ...(await valid()), [field]: value });

    await call('the valid body', 'accepted', async () => json(await valid()));
    for (const raw of MALFORMED)
      await call(`malformed ${JSON.stringify(raw)}`, 'refused', async () => ({
        raw,
        type: 'application/json',
      }));
    for (const raw of NOT_OBJECTS)
      await call(`not an object ${raw}`, 'refused', async () => ({ raw, type: 'application/json' }));
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      '',
    ])
      await call(`content type "${type}"`, 'refused', async () => ({
        raw: JSON.stringify(await valid()),
        type,
      }));
    await call('an empty object', 'any', async () => json({}));
    await call('a NUL in a key', 'unstorable', async () => json({ ...(await valid()), ['na\u0000me']: 'x' }));
    await call('extra fields', 'any', async () =>
      json({ ...(await valid()), extra: 'x', id: crypto.randomUUID(), userId: 'someone-else', isDemo: true }),
    );

    for (const field of Object.keys(await valid())) {
      if (field === 'version') continue;
      await call(`without ${field}`, 'any', async () => {
        const { [field]: _dropped, ...rest } = await valid();
        return json(rest);
      });
      for (const value of WRONG_TYPES)
        await call(`${field}=${JSON.stringify(value)}`, 'any', () => withField(field, value));
      for (const value of NUMBERS)
        await call(`${field}=${String(value)}`, 'any', () => withField(field, value));
      const large = route.large?.includes(field) ?? false;
      await call(`${field} 1 MB`, large ? 'any' : 'refused', () => withField(field, MEGABYTE));
      const current = (await valid())[field];
      if (typeof current !== 'string') continue;
      for (const character of [...CONTROL_CHARACTERS, ...LONE_SURROGATES])
        await call(`${field} with ${JSON.stringify(character)}`, 'unstorable', () =>
          withField(field, inside(current, character)),
        );
      const multiLine = route.multiLine?.includes(field) ?? false;
      for (const character of LINE_BREAKS)
        await call(`${field} with ${JSON.stringify(character)}`, multiLine ? 'accepted' : 'refused', () =>
          withField(field, inside(current, character)),
        );
    }
    for (const field of route.money ?? [])
      for (const value of BAD_MONEY)
        await call(`${field}=${JSON.stringify(value)}`, 'refused', () => withField(field, value));
    for (const field of route.dates ?? [])
      for (const value of BAD_DATES)
        await call(`${field}=${value}`, 'refused', () => withField(field, value));

    for (const [field, presented] of Object.entries(route.text ?? {})) {
      for (const value of UNICODE) {
        const reply = await call(`${field}=${JSON.stringify(value)}`, 'accepted', () =>
          withField(field, value),
        );
        if (reply.status < 300 && route.readBack) {
          const stored = (await route.readBack(ctx, reply))[presented];
          if (stored !== value)
            failures.push(`${field} stored ${JSON.stringify(stored)}, sent ${JSON.stringify(value)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});

describe('queries', () => {
  const QUERIES = [
    'limit=1e308',
    'limit=-1',
    'page=1e308',
    'page=99999999999',
    'pageSize=-5',
    'cursor=%00',
    'cursor=eyJ4IjoxfQ',
    'search=%00',
    'search=%E2%80%AE%F0%9F%8F%A0',
    'propertyId=%00',
    'propertyId=not-a-uuid',
    'type=%00',
    'period=99999',
    'stage=%01',
  ];

  it('never answer 5xx on any GET route without path parameters', async () => {
    const failures: string[] = [];
    const routes = [
      ...new Set(
        t.app.routes
          .filter((route) => route.method === 'GET' && !route.path.includes(':') && !route.path.includes('*'))
          // A stream stays open: it would never answer in full.
          .filter((route) => !STREAMS.has(`GET ${route.path}`))
          .map((route) => route.path),
      ),
    ];
    for (const route of routes)
      for (const query of QUERIES)
        await attempt(failures, `GET ${route}?${query}`, 'any', () =>
          send(ctx.visitor, 'GET', `${route}?${query}`),
        );
    expect(failures).toEqual([]);
  }, 120_000);
});

/** A route's address with each parameter filled with one of the renter's own records or values. */
function ownAddress(path: string): string | undefined {
  let address = path;
  for (const { name, prefix } of paramsOf(path)) {
    const kind = PATH_IDS[prefix];
    const values = ROUTE_VALUES[path]?.[name] ?? PATH_VALUES[prefix];
    const value = kind ? records.ids[kind][0] : values?.(records)[0];
    if (!value) return undefined;
    address = address.replace(new RegExp(`:${name}(\\{[^}]*\\})?(?=/|$)`), encodeURIComponent(value));
  }
  return address;
}

describe('page links', () => {
  /** The query a list reads its page link from, where it is not `cursor`. */
  const CURSOR_QUERY: Record<string, string> = { 'GET /api/verify/:token/photos': 'after' };

  it('are refused with a 400 saying so when forged, on every route that answers a next page', async () => {
    const failures: string[] = [];
    const paged: string[] = [];
    for (const route of routesOf(t.app)) {
      if (route.method !== 'GET' || route.path.includes('*') || STREAMS.has(route.key)) continue;
      const address = ownAddress(route.path);
      if (!address) continue;
      // A route pages when its answer names the next page. Reading may record a view (a share
      // link's), so what a refusal must leave unchanged is taken after it.
      const first = await send(ctx.visitor, 'GET', address);
      lastSnapshot = undefined;
      if (first.status !== 200 || typeof first.body !== 'object' || !('nextCursor' in (first.body ?? {})))
        continue;
      paged.push(route.key);
      const query = CURSOR_QUERY[route.key] ?? 'cursor';
      for (const [label, cursor] of Object.entries(FORGED_CURSORS)) {
        const reply = await attempt(failures, `${route.key} ${label}`, 'refused', () =>
          send(ctx.visitor, 'GET', `${address}?${query}=${cursor}`),
        );
        if (reply.status !== 400 || !/page link is no longer valid/.test(reply.body?.error?.message))
          failures.push(`${route.key} ${label}: expected 400, ${reply.status} ${JSON.stringify(reply.body)}`);
      }
    }
    console.info(`page links: ${paged.length} routes page (${paged.join(', ')})`);
    // The twelve lists of the app and /api/v1 that answered 500 (issue 34), and more.
    expect(paged.length).toBeGreaterThanOrEqual(12);
    expect(failures).toEqual([]);
  }, 300_000);
});

describe('deeply nested JSON', () => {
  const jsonRoutes = Object.keys(BODY_ROUTES).filter(
    (key) => BODY_ROUTES[key]?.body && !BODY_ROUTES[key]?.multipart,
  );

  it.each(jsonRoutes)(
    '%s refuses it with a 400, storing nothing',
    async (key) => {
      const failures: string[] = [];
      const { method } = methodAndPath(key);
      const route = BODY_ROUTES[key] as BodyRoute;
      const address = route.path(ctx);
      for (const [label, raw] of Object.entries(DEEP_JSON)) {
        const reply = await attempt(failures, label, 'refused', () =>
          send(route.freshAddress ? new Visitor(t.app) : ctx.visitor, method, address, {
            raw,
            type: 'application/json',
          }),
        );
        if (reply.status !== 400) failures.push(`${label}: expected 400, ${reply.status}`);
      }
      expect(failures).toEqual([]);
    },
    60_000,
  );
});

describe('/api/auth', () => {
  const AUTH_BODIES: Record<string, () => Record<string, unknown>> = {
    '/api/auth/sign-up/email': () => ({
      email: uniqueEmail('badauth'),
      password: PASSWORD,
      name: 'Jamie Renter',
      propertyName: 'The Bartlett',
      callbackURL: '/verification-complete',
    }),
    '/api/auth/sign-in/email': () => ({ email: uniqueEmail('badauth'), password: PASSWORD }),
    '/api/auth/request-password-reset': () => ({
      email: uniqueEmail('badauth'),
      redirectTo: '/update-password',
    }),
    '/api/auth/reset-password': () => ({ newPassword: 'Another-long-pass-42', token: 'a'.repeat(24) }),
  };

  async function authRows() {
    const rows = await rowsOf(
      sql`select (select count(*) from users)::int as users, (select count(*) from verifications)::int as verifications,
                 (select count(*) from sessions)::int as sessions, (select count(*) from accounts)::int as accounts`,
    );
    return JSON.stringify(rows);
  }

  it.each(Object.keys(AUTH_BODIES))(
    '%s refuses NUL and control characters with a 400, storing nothing',
    async (address) => {
      const failures: string[] = [];
      const body = AUTH_BODIES[address] as () => Record<string, unknown>;
      for (const field of Object.keys(body()).filter((name) => !/password/i.test(name))) {
        for (const character of [...CONTROL_CHARACTERS, ...LONE_SURROGATES]) {
          const before = await authRows();
          // Each from its own address, so that the per-address limit never answers first.
          const valid = body();
          const reply = await send(
            new Visitor(t.app),
            'POST',
            address,
            json({ ...valid, [field]: inside(valid[field], character) }),
          );
          counts.requests += 1;
          counts[reply.status >= 500 ? '5xx' : reply.status >= 400 ? '4xx' : '2xx'] += 1;
          if (reply.status !== 400 || !/cannot be stored/.test(reply.body?.error?.message))
            failures.push(
              `${field} with ${JSON.stringify(character)}: ${reply.status} ${JSON.stringify(reply.body)}`,
            );
          if ((await authRows()) !== before)
            failures.push(`${field} with ${JSON.stringify(character)}: stored`);
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it.each(Object.keys(AUTH_BODIES))(
    '%s never answers 5xx to malformed, mistyped or huge bodies, storing nothing when it refuses',
    async (address) => {
      const failures: string[] = [];
      const body = AUTH_BODIES[address] as () => Record<string, unknown>;
      const payloads: [string, () => Payload][] = [
        ...[...MALFORMED, ...NOT_OBJECTS].map((raw): [string, () => Payload] => [
          raw,
          () => ({ raw, type: 'application/json' }),
        ]),
        ['text/plain', () => ({ raw: JSON.stringify(body()), type: 'text/plain' })],
        ...Object.keys(body()).flatMap((field) =>
          [...WRONG_TYPES, ...NUMBERS, MEGABYTE].map((value): [string, () => Payload] => [
            `${field}=${JSON.stringify(value).slice(0, 20)}`,
            () => json({ ...body(), [field]: value }),
          ]),
        ),
      ];
      for (const [label, payload] of payloads) {
        const before = await authRows();
        const reply = await send(new Visitor(t.app), 'POST', address, payload());
        counts.requests += 1;
        counts[reply.status >= 500 ? '5xx' : reply.status >= 400 ? '4xx' : '2xx'] += 1;
        if (reply.status >= 500) failures.push(`${label}: ${reply.status} ${JSON.stringify(reply.body)}`);
        if (reply.status >= 400 && (await authRows()) !== before)
          failures.push(`${label}: refused but stored`);
      }
      expect(failures).toEqual([]);
    },
    120_000,
  );

  it.each([...Object.keys(AUTH_BODIES), '/api/contact'])(
    '%s refuses deeply nested JSON with a 400, storing nothing',
    async (address) => {
      for (const [label, raw] of Object.entries(DEEP_JSON)) {
        const before = await authRows();
        const reply = await send(new Visitor(t.app), 'POST', address, { raw, type: 'application/json' });
        counts.requests += 1;
        counts[reply.status >= 500 ? '5xx' : reply.status >= 400 ? '4xx' : '2xx'] += 1;
        expect(reply.status, label).toBe(400);
        expect(await authRows(), label).toBe(before);
      }
    },
    60_000,
  );

  it('refuses a NUL in a reset or confirmation link with a 400', async () => {
    for (const link of [
      '/api/auth/reset-password/abc%00def?callbackURL=%2Fupdate-password',
      '/api/auth/verify-email?token=abc%00def',
    ]) {
      const reply = await new Visitor(t.app).get(link);
      counts.requests += 1;
      counts[reply.status >= 500 ? '5xx' : reply.status >= 400 ? '4xx' : '2xx'] += 1;
      expect(reply.status, link).toBe(400);
    }
  });
});
