// What a session check costs, alone (better-auth's getSession beside ours, in process) and in a
// signed-in list request: GET /api/photos?limit=50 over HTTP with autocannon, on PGlite.
// Run: npx tsx bench/session-check.ts [seconds]
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { betterAuth } from 'better-auth';
import { makeSignature } from 'better-auth/crypto';
import { findSession } from '#server/platform/auth/find-session';
import { createApp } from '#server/app';
import { loadConfig } from '#server/platform/config';
import { openPglite } from '#server/platform/db/database';
import { photos } from '#server/platform/db/schema/photos';
import { properties } from '#server/platform/db/schema/properties';
import { createLogger } from '#server/platform/lib/logger';
import { assembleServices } from '#server/platform/services';
import { EVENT_HANDLERS } from '#server/event-handlers';

const SECONDS = Number(process.argv[2] ?? 10);
const PHOTOS = 50;

const dataDir = mkdtempSync(path.join(tmpdir(), 'rentproof-bench-session-'));
const database = await openPglite(undefined);
await database.migrate();
const config = loadConfig({
  DATA_DIR: dataDir,
  APP_URL: 'http://localhost:3000',
  AUTH_SECRET: randomBytes(32).toString('base64url'),
  LOG_LEVEL: 'silent',
});
const services = assembleServices(config, {
  database,
  mailer: { send: async () => {}, close() {} },
  logger: createLogger('silent'),
  eventHandlers: EVENT_HANDLERS,
});
const app = createApp(services);

// A confirmed account signed in through better-auth's own adapter and cookie signature.
const auth = await services.auth.$context;
const user = await auth.internalAdapter.createUser(
  { email: `bench-${randomUUID()}@example.com`, name: 'Bench Renter', emailVerified: true },
  { method: 'email-password' },
);
const session = await auth.internalAdapter.createSession(user.id);
const signed = `${session.token}.${await makeSignature(session.token, auth.secret)}`;
const cookie = `${auth.authCookies.sessionToken.name}=${encodeURIComponent(signed)}`;

const { db } = database;
const [property] = await db
  .insert(properties)
  .values({ userId: user.id, name: 'Maple Court 4B', address: '1200 N Example St' })
  .returning();
if (!property) throw new Error('No property');
const now = Date.now();
await db.insert(photos).values(
  Array.from({ length: PHOTOS }, (_, i) => ({
    id: randomUUID(),
    userId: user.id,
    propertyId: property.id,
    stage: i % 2 === 0 ? ('move-in' as const) : ('move-out' as const),
    area: 'Kitchen',
    notes: 'Light scuff marks along the skirting board.',
    storageKey: `users/${user.id}/photos/${randomUUID()}`,
    originalName: `IMG_${1000 + i}.jpg`,
    contentType: 'image/jpeg',
    byteSize: 3_000_000,
    width: 4000,
    height: 3000,
    sha256: randomBytes(32).toString('hex'),
    receivedAt: new Date(now - (PHOTOS - i) * 60_000),
  })),
);

// The check alone, the same session each way: better-auth's endpoint (two queries) and ours (one).
const headers = new Headers({ cookie });
const sessionCookie = { name: auth.authCookies.sessionToken.name, secret: auth.secret };
const CHECKS = 2000;
async function perCheck(label: string, check: () => Promise<unknown>) {
  for (let i = 0; i < 200; i++) await check();
  const started = performance.now();
  for (let i = 0; i < CHECKS; i++) await check();
  console.log(`${label}: ${(((performance.now() - started) / CHECKS) * 1000).toFixed(0)} µs a check`);
}
await perCheck("better-auth's getSession", () => services.auth.api.getSession({ headers }));
await perCheck('findSession', () => findSession(db, sessionCookie, headers, new Date()));

// The alternative decision 025 weighed: the same auth with better-auth's cookie cache, which signs a
// copy of the session into a second cookie and, while that is fresh, answers without the database.
const cached = betterAuth({
  ...services.auth.options,
  session: { ...services.auth.options.session, cookieCache: { enabled: true, maxAge: 60 } },
});
const first = await cached.api.getSession({ headers, returnHeaders: true });
const cacheCookie = first.headers
  .getSetCookie()
  .map((line) => line.split(';')[0])
  .join('; ');
if (!cacheCookie.includes('session_data')) throw new Error('The cookie cache set no cookie');
const cachedHeaders = new Headers({ cookie: `${cookie}; ${cacheCookie}` });
await perCheck("better-auth's getSession, cookie cache", () =>
  cached.api.getSession({ headers: cachedHeaders }),
);

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
const { port } = server.address() as AddressInfo;
const url = `http://127.0.0.1:${port}/api/photos?limit=50`;

const check = await fetch(url, { headers: { cookie } });
const listed = ((await check.json()) as { photos?: unknown[] }).photos?.length;
if (check.status !== 200 || listed !== PHOTOS)
  throw new Error(`Expected ${PHOTOS} photos, got ${check.status}`);

// One connection first (each request's own latency), then ten (throughput with requests queued on
// the one PGlite connection).
for (const connections of [1, 10]) {
  await autocannon({ url, headers: { cookie }, connections, duration: 2 });
  const result = await autocannon({ url, headers: { cookie }, connections, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx + result.errors} failures`);
  console.log(
    `${connections} connection${connections > 1 ? 's' : ''}: ${result.requests.average.toFixed(0)} req/s, ` +
      `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
  );
}

server.close();
await services.events.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
