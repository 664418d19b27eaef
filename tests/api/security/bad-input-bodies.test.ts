import { describe, expect, it } from 'vitest';
import { Visitor } from '../support/visitor';
import { BadInputRun, methodAndPath } from './bad-input-harness';
import { BODY_ROUTES, type BodyRoute } from './bad-input-routes';
import { uploadCases } from './bad-input-uploads';
import {
  BAD_DATES,
  BAD_MONEY,
  CONTROL_CHARACTERS,
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
// 5xx, nothing stored by a refused request, and accepted unicode comes back as it was sent. Query
// strings, page links, nested JSON and better-auth's bodies are in bad-input-queries.test.ts.

const run = new BadInputRun('bodies');

describe('the route table', () => {
  it('has a valid body here for every route that takes one, and no stale entry', () => {
    const fromApp = [
      ...new Set(
        run.t.app.routes
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
    const address = route.path(run.ctx);
    // The valid body is read again only after a request was accepted (an update bumps the version).
    let current: Record<string, unknown> | undefined;
    const call = async (label: string, expectation: Expect, payload: () => Promise<Payload>) => {
      const reply = await run.attempt(failures, label, expectation, async () =>
        run.send(
          route.freshAddress ? new Visitor(run.t.app) : run.ctx.visitor,
          method,
          address,
          await payload(),
        ),
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
      await uploadCases(run.ctx, route, call, failures);
      expect(failures).toEqual([]);
      return;
    }
    const valid = async () => (current ??= await body(run.ctx));
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
          const stored = (await route.readBack(run.ctx, reply))[presented];
          if (stored !== value)
            failures.push(`${field} stored ${JSON.stringify(stored)}, sent ${JSON.stringify(value)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
