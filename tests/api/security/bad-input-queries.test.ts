import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PASSWORD, uniqueEmail } from '../support/accounts';
import { Visitor } from '../support/visitor';
import { BadInputRun, methodAndPath, rowsOf } from './bad-input-harness';
import { BODY_ROUTES, type BodyRoute } from './bad-input-routes';
import {
  CONTROL_CHARACTERS,
  DEEP_JSON,
  FORGED_CURSORS,
  inside,
  json,
  LONE_SURROGATES,
  MALFORMED,
  MEGABYTE,
  NOT_OBJECTS,
  NUMBERS,
  type Payload,
  WRONG_TYPES,
} from './bad-input-values';
import { PATH_IDS, PATH_VALUES, paramsOf, ROUTE_VALUES, routesOf, STREAMS } from './ownership-routes';

// Bad input that is not a route's own body: bad query values on every GET, forged page links on
// every list, deeply nested JSON on every JSON route, and better-auth's sign-up, sign-in and reset
// bodies. Never a 5xx, and nothing stored by a refusal (bad-input-harness.ts).

const run = new BadInputRun('queries');

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
        run.t.app.routes
          .filter((route) => route.method === 'GET' && !route.path.includes(':') && !route.path.includes('*'))
          // A stream stays open: it would never answer in full.
          .filter((route) => !STREAMS.has(`GET ${route.path}`))
          .map((route) => route.path),
      ),
    ];
    for (const route of routes)
      for (const query of QUERIES)
        await run.attempt(failures, `GET ${route}?${query}`, 'any', () =>
          run.send(run.ctx.visitor, 'GET', `${route}?${query}`),
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
    const value = kind ? run.records.ids[kind][0] : values?.(run.records)[0];
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
    for (const route of routesOf(run.t.app)) {
      if (route.method !== 'GET' || route.path.includes('*') || STREAMS.has(route.key)) continue;
      const address = ownAddress(route.path);
      if (!address) continue;
      // A route pages when its answer names the next page. Reading may record a view (a share
      // link's), so what a refusal must leave unchanged is taken after it.
      const first = await run.send(run.ctx.visitor, 'GET', address);
      run.forgetSnapshot();
      if (first.status !== 200 || typeof first.body !== 'object' || !('nextCursor' in (first.body ?? {})))
        continue;
      paged.push(route.key);
      const query = CURSOR_QUERY[route.key] ?? 'cursor';
      for (const [label, cursor] of Object.entries(FORGED_CURSORS)) {
        const reply = await run.attempt(failures, `${route.key} ${label}`, 'refused', () =>
          run.send(run.ctx.visitor, 'GET', `${address}?${query}=${cursor}`),
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
      const address = route.path(run.ctx);
      for (const [label, raw] of Object.entries(DEEP_JSON)) {
        const reply = await run.attempt(failures, label, 'refused', () =>
          run.send(route.freshAddress ? new Visitor(run.t.app) : run.ctx.visitor, method, address, {
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
      run.t,
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
          const reply = await run.send(
            new Visitor(run.t.app),
            'POST',
            address,
            json({ ...valid, [field]: inside(valid[field], character) }),
          );
          run.count(reply.status);
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
        const reply = await run.send(new Visitor(run.t.app), 'POST', address, payload());
        run.count(reply.status);
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
        const reply = await run.send(new Visitor(run.t.app), 'POST', address, {
          raw,
          type: 'application/json',
        });
        run.count(reply.status);
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
      const reply = await new Visitor(run.t.app).get(link);
      run.count(reply.status);
      expect(reply.status, link).toBe(400);
    }
  });
});
