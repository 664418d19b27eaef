import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  webhookAttempts,
  webhookDeliveries,
  webhookSubscriptions,
} from '#server/platform/db/schema/webhooks';
import type { ResolvedAddress } from '#server/platform/services';
import { resendWebhookDelivery } from '#server/webhooks/resend-webhook-delivery';
import { deliverDueWebhooks, type WebhookDeliveryDeps } from '#server/webhooks/deliver-due-webhooks';
import { emitStandaloneWebhookEvent } from '#server/webhooks/emit-webhook-event';
import { newWebhookSecret, sealWebhookSecret } from '#server/webhooks/webhook-secret';
import { WEBHOOK_MESSAGES, type WebhookEventData } from '#shared/webhooks/webhook-schemas';
import { signedInRenter } from './support/accounts';
import { landlord } from './support/landlords';
import { APP_URL, createTestApp, type TestApp } from './support/test-app';

type Received = { path: string; headers: Record<string, string>; body: string };
type Answer = (response: http.ServerResponse, received: Received) => void;

/** A receiver on this machine: each test answers on a path of its own and reads what came there. */
const received: Received[] = [];
const answers = new Map<string, Answer>();
const receiver = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
    );
    const path = request.url ?? '';
    const message = { path, headers, body: Buffer.concat(chunks).toString('utf8') };
    received.push(message);
    response.on('error', () => {});
    (answers.get(path) ?? ((reply: http.ServerResponse) => reply.writeHead(204).end()))(response, message);
  });
});
let origin = '';
const requestsTo = (path: string) => received.filter((message) => message.path === path);
const answerWith = (path: string, ...statuses: number[]) => {
  let calls = 0;
  answers.set(path, (response) => {
    response.writeHead(statuses[Math.min(calls++, statuses.length - 1)] ?? 204).end();
  });
};

let clock = new Date();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => clock }, env: { WEBHOOKS_ALLOW_PRIVATE_URLS: 'true' } });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
  await t.close();
});
// The standardwebhooks library refuses a timestamp more than 5 minutes from the real time.
beforeEach(() => {
  clock = new Date();
});
// Each test starts with nothing due: a delivery left pending by one would be sent in the next.
afterEach(async () => {
  await t.db
    .update(webhookDeliveries)
    .set({ status: 'failed', nextAttemptAt: null })
    .where(eq(webhookDeliveries.status, 'pending'));
});

const deps = (app: TestApp, extra: Partial<WebhookDeliveryDeps> = {}): WebhookDeliveryDeps => ({
  db: app.db,
  mailer: app.mail.mailer,
  logger: app.services.logger,
  appUrl: app.services.config.appUrl,
  authSecret: app.services.config.authSecret,
  allowPrivateUrls: app.services.config.webhooksAllowPrivateUrls,
  resolveHost: app.services.resolveHost,
  ...extra,
});
const run = (extra: Partial<WebhookDeliveryDeps> = {}) => deliverDueWebhooks(deps(t, extra), () => clock);

async function subscribe(app: TestApp, userId: string, url: string, companyId: string | null = null) {
  const secret = newWebhookSecret();
  const [row] = await app.db
    .insert(webhookSubscriptions)
    .values({
      userId,
      companyId,
      url,
      events: ['photo.created'],
      secret: sealWebhookSecret(app.services.config.authSecret, secret),
    })
    .returning({ id: webhookSubscriptions.id });
  return { id: row?.id ?? '', secret };
}

const photoData: WebhookEventData['photo.created'] = {
  photoId: '6d0f4bd4-40b3-4bfb-9f1e-46f1e8a7f2c1',
  propertyId: '0b8f3c55-0a7e-4d2c-9c63-0f6d1f2f7a10',
  stage: 'move-in',
  area: 'Kitchen',
  sha256: 'a'.repeat(64),
  receivedAt: '2026-06-01T09:30:00.000Z',
};

const emit = (app: TestApp, userId: string, companyId: string | null = null) =>
  emitStandaloneWebhookEvent(app.services, {
    type: 'photo.created',
    data: photoData,
    at: clock,
    userId,
    companyId,
  });

async function deliveryOf(app: TestApp, subscriptionId: string) {
  const rows = await app.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.subscriptionId, subscriptionId));
  expect(rows).toHaveLength(1);
  return rows[0] as typeof webhookDeliveries.$inferSelect;
}

const attemptsOf = (app: TestApp, deliveryId: string) =>
  app.db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, deliveryId))
    .orderBy(asc(webhookAttempts.attemptedAt));

const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

describe('delivering webhooks', () => {
  it('signs a delivery as Standard Webhooks says, which the standardwebhooks library verifies', async () => {
    const { userId } = await signedInRenter(t, 'hooksigned');
    const hook = await subscribe(t, userId, `${origin}/signed`);
    await emit(t, userId);
    await run();

    const [request] = requestsTo('/signed');
    expect(requestsTo('/signed')).toHaveLength(1);
    if (!request) return;
    expect(() => new Webhook(hook.secret).verify(request.body, request.headers)).not.toThrow();
    expect(JSON.parse(request.body)).toEqual({
      type: 'photo.created',
      timestamp: clock.toISOString(),
      data: photoData,
    });
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['user-agent']).toMatch(/Rentproof/);
    expect(request.headers['webhook-timestamp']).toBe(String(Math.floor(clock.getTime() / 1000)));

    const delivery = await deliveryOf(t, hook.id);
    expect(request.headers['webhook-id']).toBe(delivery.messageId);
    expect(delivery).toMatchObject({
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 204,
      lastError: null,
      nextAttemptAt: null,
      deliveredAt: clock,
    });
    const attempts = await attemptsOf(t, delivery.id);
    expect(attempts.map(({ statusCode, error }) => ({ statusCode, error }))).toEqual([
      { statusCode: 204, error: null },
    ]);

    // Delivered once: a later run sends nothing more.
    later(60_000);
    await run();
    expect(requestsTo('/signed')).toHaveLength(1);
  });

  it('retries a delivery the receiver failed, with the same webhook-id, until it answers 2xx', async () => {
    const { userId } = await signedInRenter(t, 'hookretry');
    const hook = await subscribe(t, userId, `${origin}/retry`);
    answerWith('/retry', 500, 200);
    await emit(t, userId);
    await run();

    const pending = await deliveryOf(t, hook.id);
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    expect(pending.nextAttemptAt).toEqual(new Date(clock.getTime() + 30_000));

    later(30_000);
    await run();
    const requests = requestsTo('/retry');
    expect(requests).toHaveLength(2);
    for (const request of requests) {
      expect(() => new Webhook(hook.secret).verify(request.body, request.headers)).not.toThrow();
      expect(request.headers['webhook-id']).toBe(pending.messageId);
    }
    expect(requests[0]?.body).toBe(requests[1]?.body);
    expect(
      Number(requests[1]?.headers['webhook-timestamp']) - Number(requests[0]?.headers['webhook-timestamp']),
    ).toBe(30);

    const delivery = await deliveryOf(t, hook.id);
    expect(delivery).toMatchObject({
      status: 'delivered',
      attempts: 2,
      lastStatusCode: 200,
      deliveredAt: clock,
    });
    expect((await attemptsOf(t, delivery.id)).map((attempt) => attempt.statusCode)).toEqual([500, 200]);
  });

  it('waits longer before each retry, sending nothing before the next attempt is due', async () => {
    const { userId } = await signedInRenter(t, 'hookbackoff');
    const hook = await subscribe(t, userId, `${origin}/backoff`);
    answerWith('/backoff', 503);
    await emit(t, userId);
    const start = clock.getTime();
    const runAt = async (ms: number) => {
      clock = new Date(start + ms);
      await run();
      return requestsTo('/backoff').length;
    };

    expect(await runAt(0)).toBe(1);
    expect(await runAt(29_999)).toBe(1);
    expect(await runAt(30_000)).toBe(2);
    expect(await runAt(89_999)).toBe(2);
    expect(await runAt(90_000)).toBe(3);
    expect(await runAt(209_999)).toBe(3);
    expect(await runAt(210_000)).toBe(4);
    const delivery = await deliveryOf(t, hook.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 4, lastStatusCode: 503 });
    expect(delivery.nextAttemptAt).toEqual(new Date(start + 450_000));
  });

  it('gives up after a day of failures, turns the webhook off and emails its owner (a company’s: its maker) once', async () => {
    const renter = await signedInRenter(t, 'hookfailing');
    const owner = await landlord(t, 'hookcompany', 'Failing Lettings');
    const company = await owner.visitor.get('/api/company');
    expect(company.status).toBe(200);
    const companyId = company.body.company.id as string;
    const personal = await subscribe(t, renter.userId, `${origin}/failing`);
    const shared = await subscribe(t, owner.userId, `${origin}/failing-company`, companyId);
    answerWith('/failing', 500);
    answers.set('/failing-company', (response) => response.destroy());
    await emit(t, renter.userId, companyId);
    const created = (await deliveryOf(t, personal.id)).createdAt;

    await run();
    for (let runs = 0; runs < 20; runs++) {
      const next = (await deliveryOf(t, personal.id)).nextAttemptAt;
      if (!next) break;
      clock = next;
      await run();
    }

    const delivery = await deliveryOf(t, personal.id);
    expect(delivery).toMatchObject({
      status: 'failed',
      attempts: 12,
      nextAttemptAt: null,
      lastStatusCode: 500,
    });
    const attempts = await attemptsOf(t, delivery.id);
    expect(attempts).toHaveLength(12);
    expect(requestsTo('/failing')).toHaveLength(12);
    const lastAttempt = attempts.at(-1)?.attemptedAt.getTime() ?? 0;
    expect(lastAttempt - created.getTime()).toBeLessThanOrEqual(24 * 3_600_000);
    expect(lastAttempt - created.getTime()).toBeGreaterThan(16 * 3_600_000);

    const companyDelivery = await deliveryOf(t, shared.id);
    expect(companyDelivery).toMatchObject({ status: 'failed', attempts: 12, lastStatusCode: null });
    expect(companyDelivery.lastError).toBe('The receiver closed the connection before answering.');

    const subscriptions = await t.db.select().from(webhookSubscriptions);
    const personalRow = subscriptions.find((row) => row.id === personal.id);
    expect(personalRow?.disabledAt).toEqual(clock);
    expect(personalRow?.disabledReason).toBe(
      'Deliveries kept failing for 24 hours. Last attempt: the receiver answered HTTP 500.',
    );
    expect(subscriptions.find((row) => row.id === shared.id)?.disabledReason).toBe(
      'Deliveries kept failing for 24 hours. Last attempt: The receiver closed the connection before answering.',
    );

    const subject = /^Your Rentproof webhook was turned off$/;
    expect(t.mail.count(renter.email, subject)).toBe(1);
    expect(t.mail.lastLink(renter.email, subject)).toBe(`${APP_URL}/settings/api`);
    const renterMail = t.mail.messages.find(
      (message) => message.to === renter.email && subject.test(message.subject),
    );
    expect(renterMail?.text).toContain(`${origin}/failing`);
    expect(renterMail?.text).toContain('HTTP 500');
    expect(t.mail.count(owner.email, subject)).toBe(1);
    const companyMail = t.mail.messages.find(
      (message) => message.to === owner.email && subject.test(message.subject),
    );
    expect(companyMail?.text).toContain("one of Failing Lettings's webhooks");

    // Turned off, it hears of no new event, and no later run sends or emails again.
    await emit(t, renter.userId, companyId);
    later(3_600_000);
    await run();
    expect(requestsTo('/failing')).toHaveLength(12);
    expect(t.mail.count(renter.email, subject)).toBe(1);
    expect(t.mail.count(owner.email, subject)).toBe(1);

    // Turned back on and the delivery sent again by hand: a new run of retries starts then, so one
    // more failure is retried 30 s later rather than turning the webhook off again at once.
    await t.db
      .update(webhookSubscriptions)
      .set({ disabledAt: null, disabledReason: null })
      .where(eq(webhookSubscriptions.id, personal.id));
    const resent = await resendWebhookDelivery(
      t.db,
      { userId: renter.userId },
      { subscriptionId: personal.id, deliveryId: delivery.id },
      clock,
    );
    expect(resent).toMatchObject({ status: 'pending', attempts: 0, retriesFrom: clock });
    await run();
    expect(requestsTo('/failing')).toHaveLength(13);
    expect(await deliveryOf(t, personal.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      nextAttemptAt: new Date(clock.getTime() + 30_000),
    });
    const [stillOn] = await t.db
      .select()
      .from(webhookSubscriptions)
      .where(eq(webhookSubscriptions.id, personal.id));
    expect(stillOn?.disabledAt).toBeNull();
    expect(t.mail.count(renter.email, subject)).toBe(1);

    // The receiver mended, the retry delivers it.
    answerWith('/failing', 200);
    later(30_000);
    await run();
    expect(requestsTo('/failing')).toHaveLength(14);
    expect(await deliveryOf(t, personal.id)).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('connects to the address it checked rather than asking DNS again', async () => {
    const { userId } = await signedInRenter(t, 'hookpinned');
    const port = (receiver.address() as AddressInfo).port;
    // Only the stub knows this name: a second lookup by the system resolver would not find the receiver.
    const hook = await subscribe(t, userId, `http://hooks.rentproof.invalid:${port}/pinned?source=rentproof`);
    await emit(t, userId);
    const asked: string[] = [];
    await run({
      resolveHost: async (hostname) => {
        asked.push(hostname);
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });

    expect(asked).toEqual(['hooks.rentproof.invalid']);
    const [request] = requestsTo('/pinned?source=rentproof');
    expect(request?.headers.host).toBe(`hooks.rentproof.invalid:${port}`);
    expect(await deliveryOf(t, hook.id)).toMatchObject({ status: 'delivered', lastStatusCode: 204 });
  });

  it('does not follow a redirect, and says so', async () => {
    const { userId } = await signedInRenter(t, 'hookredirect');
    const hook = await subscribe(t, userId, `${origin}/moved`);
    answers.set('/moved', (response) => response.writeHead(301, { location: `${origin}/moved-here` }).end());
    await emit(t, userId);
    await run();

    expect(requestsTo('/moved')).toHaveLength(1);
    expect(requestsTo('/moved-here')).toHaveLength(0);
    expect(await deliveryOf(t, hook.id)).toMatchObject({
      status: 'pending',
      lastStatusCode: 301,
      lastError:
        'The receiver answered with a redirect (HTTP 301), which is not followed: use the address it redirects to.',
    });
  });

  it('does not send the pending deliveries of a webhook that was turned off', async () => {
    const { userId } = await signedInRenter(t, 'hookoff');
    const hook = await subscribe(t, userId, `${origin}/off`);
    await emit(t, userId);
    await t.db
      .update(webhookSubscriptions)
      .set({ disabledAt: clock, disabledReason: 'Turned off for the test.' })
      .where(eq(webhookSubscriptions.id, hook.id));
    await run();

    expect(requestsTo('/off')).toHaveLength(0);
    const delivery = await deliveryOf(t, hook.id);
    expect(delivery).toMatchObject({
      status: 'failed',
      attempts: 0,
      nextAttemptAt: null,
      lastError: 'Not sent: the webhook was turned off.',
    });
    expect(await attemptsOf(t, delivery.id)).toEqual([]);
  });

  it('stops reading an endless answer after 64 KiB, its status still counting', async () => {
    const { userId } = await signedInRenter(t, 'hookhuge');
    const hook = await subscribe(t, userId, `${origin}/huge`);
    const chunk = Buffer.alloc(16 * 1024, 'x');
    answers.set('/huge', (response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      const pour = () => {
        while (!response.destroyed && response.write(chunk));
      };
      response.on('drain', pour);
      pour();
    });
    await emit(t, userId);
    const started = Date.now();
    await run({ timeoutMs: 5_000 });

    // Well within the timeout: the limit, not the clock, ended the attempt.
    expect(Date.now() - started).toBeLessThan(5_000);
    const delivery = await deliveryOf(t, hook.id);
    expect(delivery).toMatchObject({ status: 'delivered', lastStatusCode: 200 });
    const [attempt] = await attemptsOf(t, delivery.id);
    expect(attempt?.durationMs).toBeLessThan(5_000);
  });

  it('gives up on a receiver that never answers after the timeout, and tries again later', async () => {
    const { userId } = await signedInRenter(t, 'hooksilent');
    const hook = await subscribe(t, userId, `${origin}/silent`);
    answers.set('/silent', () => {});
    await emit(t, userId);
    // Without the timeout this run would wait for the receiver for ever, and the test time out.
    // Two seconds, not less: on a loaded machine the request must reach the receiver in time.
    await run({ timeoutMs: 2_000 });

    expect(requestsTo('/silent')).toHaveLength(1);
    const delivery = await deliveryOf(t, hook.id);
    expect(delivery).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatusCode: null,
      lastError: 'No answer within 2 seconds.',
    });
    const [attempt] = await attemptsOf(t, delivery.id);
    expect(attempt).toMatchObject({ statusCode: null, error: 'No answer within 2 seconds.' });
    expect(attempt?.durationMs).toBeGreaterThanOrEqual(1_990);
  });
});

describe('delivering webhooks without WEBHOOKS_ALLOW_PRIVATE_URLS', () => {
  let s: TestApp;
  let resolved: string[] = [];
  /** Counts every connection made to it: the refused addresses below must make none. */
  let connections = 0;
  const trap = net.createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  let trapPort = 0;
  beforeAll(async () => {
    s = await createTestApp({
      clock: { now: () => clock },
      resolveHost: async (hostname) => {
        if (hostname !== 'hooks.example.com') throw new Error(`getaddrinfo ENOTFOUND ${hostname}`);
        return resolved.map((address): ResolvedAddress => ({
          address,
          family: net.isIP(address) === 6 ? 6 : 4,
        }));
      },
    });
    await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
    trapPort = (trap.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => trap.close(resolve));
    await s.close();
  });

  async function attemptOnce(url: string) {
    const { userId } = await signedInRenter(s, 'hookssrf');
    const hook = await subscribe(s, userId, url);
    await emitStandaloneWebhookEvent(s.services, {
      type: 'photo.created',
      data: photoData,
      at: clock,
      userId,
    });
    await deliverDueWebhooks(deps(s, { timeoutMs: 300 }), () => clock);
    const delivery = await deliveryOf(s, hook.id);
    const attempts = await attemptsOf(s, delivery.id);
    expect(attempts).toHaveLength(1);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null });
    return attempts[0]?.error;
  }

  it.each(['10.0.0.5', '127.0.0.1', '169.254.169.254', '::1', '::ffff:10.0.0.1', '::ffff:127.0.0.1'])(
    'makes no request to a host resolving to %s, and the attempt says why',
    async (address) => {
      resolved = [address];
      const error = await attemptOnce(`https://hooks.example.com:${trapPort}/ssrf`);
      expect(error).toBe(`Not sent: ${WEBHOOK_MESSAGES.privateAddress}`);
      expect(connections).toBe(0);
    },
  );

  it('refuses a host when one of its addresses is private', async () => {
    resolved = ['93.184.216.34', '127.0.0.1'];
    const error = await attemptOnce(`https://hooks.example.com:${trapPort}/ssrf`);
    expect(error).toBe(`Not sent: ${WEBHOOK_MESSAGES.privateAddress}`);
    expect(connections).toBe(0);
  });

  it('refuses an http:// address', async () => {
    resolved = ['127.0.0.1'];
    const error = await attemptOnce(`http://hooks.example.com:${trapPort}/ssrf`);
    expect(error).toBe(`Not sent: ${WEBHOOK_MESSAGES.httpsOnly}`);
    expect(connections).toBe(0);
  });

  it('says so when the host does not resolve', async () => {
    const error = await attemptOnce(`https://nowhere.example.com:${trapPort}/ssrf`);
    expect(error).toBe(`Not sent: ${WEBHOOK_MESSAGES.unresolvable}`);
    expect(connections).toBe(0);
  });
});
