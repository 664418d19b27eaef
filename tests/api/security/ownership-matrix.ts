import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClientFor, ApiClient } from '../support/api-client';
import {
  type EveryRecord,
  type RecordKind,
  readEverything,
  readRecord,
  renterWithEveryRecord,
} from '../support/every-record';
import { plainPng } from '../support/photos';
import { createTestApp, type TestApp } from '../support/test-app';
import { type Reply, Visitor } from '../support/visitor';
import {
  BODIES,
  type Body,
  idParamsOf,
  MADE_UP_SECRETS,
  NO_IDS,
  PATH_IDS,
  PATH_VALUES,
  ROUTE_VALUES,
  paramsOf,
  publicReason,
  QUERIES,
  type Ref,
  type Route,
  routesOf,
  stale,
  STREAMS,
  underPublicPrefix,
  unclassified,
} from './ownership-routes';

const EVERY_METHOD = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

type Request = { path: string; body?: Body };
type Watched = { owner: EveryRecord; kind: RecordKind; id: string };
/** Requests naming A's records (and, last, an unknown id), and the records they must not change. */
type Attempt = { label: string; method: string; requests: Request[]; watched: Watched[] };

/** Who sends the matrix's requests: a browser with a session, or a program with an API key. */
type Requester = { request(method: string, path: string, body?: unknown): Promise<Reply> };

type MatrixOptions = {
  name: string;
  /** The routes this matrix covers (the app's, or the public API's). */
  covers: (route: Route) => boolean;
  /** What B (and A) send requests as. */
  requesterOf: (t: TestApp, owner: EveryRecord) => Promise<Requester>;
  anonymous: (t: TestApp) => Requester;
  fewestRoutes: number;
  /** better-auth's own endpoints, reached only with a session. */
  betterAuth: boolean;
  env?: Record<string, string>;
};

/**
 * The ownership matrix. It reads the route table from the app itself and sends user B's session
 * (on /api/v1, B's API key) with user A's ids in every path, body and query: 404, the very answer an
 * unknown id gets, nothing of A's in it, and nothing of A's or B's changed. Without a session (or
 * key) every route that is not public answers 401. Which routes take ids, and how, is in
 * ownership-routes.ts.
 */
export function describeOwnershipMatrix(options: MatrixOptions) {
  let t: TestApp;
  let a: EveryRecord;
  let b: EveryRecord;
  let routes: Route[];
  let everyRoute: Route[];
  let requester: Requester;
  let png: Buffer;
  const counts = {
    requests: 0,
    betterAuth: 0,
    crossTenant: 0,
    controls: 0,
    anonymous: 0,
    outcomes: {} as Record<string, number>,
  };

  beforeAll(async () => {
    t = await createTestApp({ env: options.env });
    a = await renterWithEveryRecord(t, 'matrix-a');
    b = await renterWithEveryRecord(t, 'matrix-b');
    everyRoute = routesOf(t.app);
    routes = everyRoute.filter(options.covers);
    requester = await options.requesterOf(t, b);
    png = await plainPng();
  });
  afterAll(async () => {
    const count = (predicate: (route: Route) => boolean) => routes.filter(predicate).length;
    const outcomes = Object.entries(counts.outcomes).map(([status, n]) => `${status}×${n}`);
    console.info(
      `${options.name}: ${routes.length} routes (${count((r) => Boolean(publicReason(r)))} public, ` +
        `${count((r) => idParamsOf(r).length > 0)} with ids in the path, ${Object.keys(BODIES).length} with a body, ` +
        `${Object.keys(QUERIES).length} with ids in the query, ${NO_IDS.size} without ids); ` +
        `${counts.requests} requests (${counts.crossTenant} by B with A's or unknown ids, ` +
        `${counts.controls} by B on its own, ${counts.anonymous} anonymous, ${counts.betterAuth} to better-auth); outcomes ${outcomes.join(', ')}`,
    );
    await t.close();
  });

  async function send(visitor: Requester, method: string, path: string, body?: Body): Promise<Reply> {
    let payload: unknown = WITH_BODY.has(method) ? {} : undefined;
    if (body && 'json' in body) payload = body.json;
    if (body && 'form' in body) {
      const form = new FormData();
      for (const [key, value] of Object.entries(body.form)) form.set(key, value);
      form.set('file', new File([new Uint8Array(png)], 'matrix.png', { type: 'image/png' }));
      payload = form;
    }
    const reply = await visitor.request(method, path, payload);
    counts.requests += 1;
    counts.outcomes[reply.status] = (counts.outcomes[reply.status] ?? 0) + 1;
    return reply;
  }

  const fill = (path: string, values: Record<string, string>) =>
    path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => encodeURIComponent(values[name] ?? `:${name}`));

  const withQuery = (path: string, query: Record<string, string> | undefined) =>
    query ? `${path}?${new URLSearchParams(query)}` : path;

  const methodsOf = (route: Route) => (route.method === 'ALL' ? EVERY_METHOD : [route.method]);

  const own: Ref = (kind) => b.ids[kind][0] ?? '';
  const kindOf = (prefix: string) => PATH_IDS[prefix] as RecordKind;

  /** Whatever of A's a reply shows: their marker, email or any of their ids. */
  function leaksOfA(reply: Reply): string[] {
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return [a.marker, a.renter.email, ...Object.values(a.ids).flat()].filter((secret) =>
      text.includes(secret),
    );
  }

  /** Every way of filling a path's record-free parameters with B's own values. */
  function valueCombinations(route: Route): Record<string, string>[] {
    return paramsOf(route.path).reduce<Record<string, string>[]>(
      (combos, param) => {
        const values = (ROUTE_VALUES[route.path]?.[param.name] ?? PATH_VALUES[param.prefix])?.(b);
        return values
          ? combos.flatMap((combo) => values.map((value) => ({ ...combo, [param.name]: value })))
          : combos;
      },
      [{}],
    );
  }

  const recordOf = (owner: EveryRecord, kind: RecordKind, id: string) =>
    readRecord(owner.renter.visitor, kind, id);

  /** B's requests with A's ids in the path, then in the body or query, for one method and fill. */
  async function attemptsFor(
    route: Route,
    method: string,
    values: Record<string, string>,
  ): Promise<Attempt[]> {
    const build = BODIES[route.key];
    const query = QUERIES[route.key];
    const idParams = idParamsOf(route);
    const ownValues = {
      ...values,
      ...Object.fromEntries(idParams.map((p) => [p.name, own(kindOf(p.prefix))])),
    };
    const attempts: Attempt[] = [];

    for (const param of idParams) {
      const kind = kindOf(param.prefix);
      const requests: Request[] = [];
      for (const target of [...a.ids[kind], crypto.randomUUID()]) {
        // An update's body is the record the path names as its owner reads it: only the owner is wrong.
        const isA = a.ids[kind].includes(target);
        const record = build ? await recordOf(isA ? a : b, kind, isA ? target : own(kind)) : {};
        const path = fill(route.path, { ...ownValues, [param.name]: target });
        requests.push({ path: withQuery(path, query?.(own)), body: build?.({ ref: own, record }) });
      }
      const watched = [
        ...a.ids[kind].map((id) => ({ owner: a, kind, id })),
        { owner: b, kind, id: own(kind) },
      ];
      attempts.push({
        label: `${method} ${route.path} with A's ${kind} in the path`,
        method,
        requests,
        watched,
      });
    }

    const pathKind = idParams[0] && kindOf(idParams[0].prefix);
    const ownRecord = pathKind && build ? await recordOf(b, pathKind, own(pathKind)) : {};
    const referenced = new Set<RecordKind>();
    const noting: Ref = (kind) => {
      referenced.add(kind);
      return own(kind);
    };
    build?.({ ref: noting, record: ownRecord });
    query?.(noting);
    for (const kind of referenced) {
      const requests = [...a.ids[kind], crypto.randomUUID()].map((target) => {
        const ref: Ref = (k) => (k === kind ? target : own(k));
        const path = withQuery(fill(route.path, ownValues), query?.(ref));
        return { path, body: build?.({ ref, record: ownRecord }) };
      });
      const watched = [
        ...a.ids[kind].map((id) => ({ owner: a, kind, id })),
        ...(pathKind ? [{ owner: b, kind: pathKind, id: own(pathKind) }] : []),
      ];
      const where = build ? 'body' : 'query';
      attempts.push({
        label: `${method} ${route.path} with A's ${kind} in the ${where}`,
        method,
        requests,
        watched,
      });
    }
    return attempts;
  }

  /** B's own GETs of a route: one of them works, and none shows anything of A's. */
  async function control(route: Route, values: Record<string, string>, failures: string[]) {
    // A path naming two records (a link's photo) takes B's own record for the second.
    const [idParam, ...otherIds] = idParamsOf(route);
    const ownOthers = Object.fromEntries(otherIds.map((p) => [p.name, own(kindOf(p.prefix))]));
    const paths = idParam
      ? b.ids[kindOf(idParam.prefix)].map((id) =>
          fill(route.path, { ...values, ...ownOthers, [idParam.name]: id }),
        )
      : [fill(route.path, values)];
    const statuses = [];
    for (const path of paths) {
      counts.controls += 1;
      const reply = await send(requester, 'GET', withQuery(path, QUERIES[route.key]?.(own)));
      statuses.push(reply.status);
      const leaks = leaksOfA(reply);
      if (leaks.length) failures.push(`GET ${path} as B shows A's ${leaks.join(', ')}`);
    }
    if (!statuses.some((status) => status >= 200 && status < 300))
      failures.push(`GET ${route.path} with B's own ids: ${statuses.join(', ')}, expected a 2xx`);
  }

  /** Sends an attempt: every request 404, alike for A's ids and the unknown one, nothing of A's shown. */
  async function run(attempt: Attempt, failures: string[]) {
    const replies = [];
    for (const request of attempt.requests) {
      counts.crossTenant += 1;
      replies.push(await send(requester, attempt.method, request.path, request.body));
    }
    const unknown = JSON.stringify(replies.at(-1)?.body);
    for (const reply of replies) {
      if (reply.status !== 404)
        failures.push(`${attempt.label}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 160)}`);
      else if (JSON.stringify(reply.body) !== unknown)
        failures.push(`${attempt.label}: answers A's id differently from an unknown one`);
      const leaks = leaksOfA(reply);
      if (leaks.length) failures.push(`${attempt.label}: shows A's ${leaks.join(', ')}`);
    }
  }

  /** The watched records as their owners read them (null once gone). */
  const readBack = (watched: Watched[]) =>
    Promise.all(
      watched.map(({ owner, kind, id }) =>
        recordOf(owner, kind, id).then(
          (record) => JSON.stringify(record),
          () => null,
        ),
      ),
    );

  describe(options.name, () => {
    it('classifies every route of the app', () => {
      expect(routes.length).toBeGreaterThan(options.fewestRoutes);
      expect(unclassified(routes)).toEqual([]);
      expect(stale(everyRoute), 'entries for routes the app no longer has').toEqual([]);
    });

    it('answers 401 without a session on every route that is not public, and 404 to a made-up secret', async () => {
      const anonymous = options.anonymous(t);
      const failures: string[] = [];
      for (const route of routes) {
        const params = paramsOf(route.path);
        const secret = params.find((param) => MADE_UP_SECRETS[param.prefix]);
        const isPublic = Boolean(publicReason(route));
        if (isPublic && !secret) continue;
        const values = Object.fromEntries(
          params.map((param) => {
            const kind = PATH_IDS[param.prefix];
            return [param.name, kind ? (a.ids[kind][0] ?? '') : (PATH_VALUES[param.prefix]?.(a)[0] ?? '')];
          }),
        );
        if (secret) values[secret.name] = MADE_UP_SECRETS[secret.prefix]?.() ?? '';
        for (const method of methodsOf(route)) {
          counts.anonymous += 1;
          const reply = await send(anonymous, method, fill(route.path, values));
          if (reply.status !== (isPublic ? 404 : 401) || leaksOfA(reply).length)
            failures.push(
              `${method} ${route.path}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 120)}`,
            );
        }
      }
      expect(failures).toEqual([]);
    });

    it("answers 404 to user B for every id of user A's in a path, body or query, and changes nothing", async () => {
      const failures: string[] = [];
      const writes: Attempt[] = [];
      for (const route of routes) {
        // Public routes too when they name records, and share and signing links with B's own tokens.
        const covered = !publicReason(route) || idParamsOf(route).length > 0 || underPublicPrefix(route);
        if (!covered) continue;
        for (const method of methodsOf(route)) {
          for (const values of valueCombinations(route)) {
            for (const attempt of await attemptsFor(route, method, values)) {
              if (method === 'GET') await run(attempt, failures);
              else writes.push(attempt);
            }
            if (method === 'GET' && !STREAMS.has(route.key)) await control(route, values, failures);
          }
        }
      }

      // Writes after every read (opening a share link changes its views): each re-reads the records
      // it names, and both users read back everything at the end.
      const before = [await readEverything(a), await readEverything(b)];
      for (const attempt of writes) {
        const watchedBefore = await readBack(attempt.watched);
        await run(attempt, failures);
        const watchedAfter = await readBack(attempt.watched);
        attempt.watched.forEach(({ owner, kind, id }, index) => {
          if (watchedAfter[index] !== watchedBefore[index])
            failures.push(`${attempt.label}: changed ${owner === a ? "A's" : "B's"} ${kind} ${id}`);
        });
      }
      const after = [await readEverything(a), await readEverything(b)];
      before.forEach((reads, user) => {
        for (const [path, reply] of Object.entries(reads))
          if (JSON.stringify(reply) !== JSON.stringify(after[user]?.[path]))
            failures.push(`${user === 0 ? 'A' : 'B'} reads ${path} differently after B's requests`);
      });
      expect(failures).toEqual([]);
    }, 300_000);

    // Last: B's own session may end here (sign-out, revoke).
    if (options.betterAuth)
      it("sends better-auth's own endpoints user A's ids from user B: nothing of A's shown or changed", async () => {
        const endpoints = Object.values(t.services.auth.api).flatMap((endpoint) =>
          'path' in endpoint && typeof endpoint.path === 'string'
            ? [{ path: endpoint.path, method: (endpoint.options as { method?: string | string[] }).method }]
            : [],
        );
        expect(endpoints.length).toBeGreaterThan(20);
        const idsOfA = {
          accountId: a.renter.userId,
          userId: a.renter.userId,
          id: a.renter.userId,
          providerId: 'credential',
        };
        const readA = async () => [
          await readEverything(a),
          (await a.renter.visitor.get('/api/auth/list-sessions')).body,
          (await a.renter.visitor.get('/api/auth/list-accounts')).body,
        ];
        const before = JSON.stringify(await readA());
        const failures: string[] = [];
        for (const endpoint of endpoints) {
          const path = `/api/auth${endpoint.path.replace(/:\w+/g, a.renter.userId)}`;
          for (const method of [endpoint.method ?? 'GET'].flat()) {
            counts.betterAuth += 1;
            const reply =
              method === 'GET'
                ? await send(b.renter.visitor, method, withQuery(path, idsOfA))
                : await send(b.renter.visitor, method, path, { json: idsOfA });
            const text = JSON.stringify(reply.body);
            if (text.includes(a.renter.email) || text.includes(a.marker))
              failures.push(`${method} ${path} shows A's account: ${text.slice(0, 160)}`);
            if (reply.status >= 500) failures.push(`${method} ${path}: ${reply.status}`);
          }
        }
        expect(failures).toEqual([]);
        expect(JSON.stringify(await readA())).toBe(before);
        expect((await a.renter.visitor.get('/api/session')).body.user.id).toBe(a.renter.userId);
      });
  });
}

/** The app's routes, with B's session. */
export const APP_MATRIX: MatrixOptions = {
  name: 'the ownership matrix',
  covers: (route) => !route.path.startsWith('/api/v1/'),
  requesterOf: async (_t, owner) => owner.renter.visitor,
  anonymous: (t) => new Visitor(t.app),
  fewestRoutes: 60,
  betterAuth: true,
};

/** The public API's routes, with B's API key (every scope) and no session (decision 041). */
export const API_MATRIX: MatrixOptions = {
  name: 'the ownership matrix of /api/v1',
  covers: (route) => route.path.startsWith('/api/v1/'),
  requesterOf: async (t, owner) =>
    (await apiClientFor(t, owner.renter.userId, { scopes: ['read', 'write', 'originals'] })).api,
  anonymous: (t) => new ApiClient(t.app, null),
  fewestRoutes: 1,
  betterAuth: false,
  // The matrix sends hundreds of requests with one key in a minute.
  env: { API_RATE_LIMIT_PER_MINUTE: '100000' },
};
