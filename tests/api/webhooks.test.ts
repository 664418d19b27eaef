import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  webhookAttempts,
  webhookDeliveries,
  webhookSubscriptions,
} from '#server/platform/db/schema/webhooks';
import { emitStandaloneWebhookEvent } from '#server/webhooks/emit-webhook-event';
import { openWebhookSecret } from '#server/webhooks/webhook-secret';
import { WEBHOOK_MESSAGES, WEBHOOK_SUBSCRIPTIONS_MAX } from '#shared/webhooks/webhook-schemas';
import { type Renter, signedInRenter } from './support/accounts';
import { landlord, teammate } from './support/landlords';
import { createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

// Webhook subscriptions in Settings › API and Company Settings › API (docs/product.md §33): made
// with a session, the signing secret shown once and kept sealed, the delivery log, resending.

const NOW = new Date('2031-06-01T12:00:00.000Z');
const PUBLIC = '93.184.216.34';
/** Every host resolves to a public address, but `internal.example.com` to a private one. */
const resolveHost = async (hostname: string) =>
  hostname === 'internal.example.com'
    ? [{ address: '10.0.0.5', family: 4 as const }]
    : [{ address: PUBLIC, family: 4 as const }];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ resolveHost, clock: { now: () => NOW } });
});
afterAll(() => t.close());

const NOT_FOUND = (what: string) => ({
  error: { code: 'NOT_FOUND', message: `${what} could not be found.` },
});
const INVALID = (message: string) => ({
  status: 400,
  body: { error: { code: 'VALIDATION_FAILED', message, details: [expect.objectContaining({ message })] } },
});

type Base = '/api/webhooks' | '/api/company/webhooks';

async function subscribe(owner: Renter, input: Record<string, unknown> = {}, base: Base = '/api/webhooks') {
  const reply = await owner.visitor.post(base, {
    url: 'https://hooks.example.com/rentproof',
    events: ['photo.created'],
    ...input,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return { id: reply.body.subscription.id as string, secret: reply.body.secret as string, reply };
}

const listOf = async (owner: Renter, base: Base = '/api/webhooks') => {
  const reply = await owner.visitor.get(base);
  expect(reply.status).toBe(200);
  return reply.body.subscriptions as { id: string; disabledAt: string | null }[];
};

/**
 * A delivery to the subscription, queued as emitWebhookEvent queues every event (to each of the
 * audience's subscriptions), made `ago` ms before NOW.
 */
async function deliveryFor(
  subscriptionId: string,
  audience: { userId: string; companyId?: string },
  ago: number,
) {
  const at = new Date(NOW.getTime() - ago);
  const photoId = crypto.randomUUID();
  await emitStandaloneWebhookEvent(t.services, {
    type: 'photo.created',
    at,
    ...audience,
    data: {
      photoId,
      propertyId: crypto.randomUUID(),
      stage: 'move-in',
      area: 'Kitchen',
      sha256: 'a'.repeat(64),
      receivedAt: at.toISOString(),
    },
  });
  const rows = await t.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.subscriptionId, subscriptionId));
  const made = rows.find((row) => (row.payload as { data: { photoId: string } }).data.photoId === photoId);
  if (!made) throw new Error('No delivery was queued');
  await t.db.update(webhookDeliveries).set({ createdAt: at }).where(eq(webhookDeliveries.id, made.id));
  return { ...made, createdAt: at };
}

/** The attempts the delivery job would have made, with the state it leaves the delivery in. */
async function attempted(
  deliveryId: string,
  attempts: { statusCode: number | null; error?: string; minutesAgo: number }[],
  status: 'delivered' | 'failed' | 'pending',
) {
  await t.db.insert(webhookAttempts).values(
    attempts.map((attempt) => ({
      deliveryId,
      attemptedAt: new Date(NOW.getTime() - attempt.minutesAgo * 60_000),
      statusCode: attempt.statusCode,
      error: attempt.error ?? null,
      durationMs: 120,
    })),
  );
  const last = attempts.at(-1);
  await t.db
    .update(webhookDeliveries)
    .set({
      status,
      attempts: attempts.length,
      lastStatusCode: last?.statusCode ?? null,
      lastError: last?.error ?? null,
      nextAttemptAt: status === 'pending' ? NOW : null,
      deliveredAt: status === 'delivered' ? NOW : null,
    })
    .where(eq(webhookDeliveries.id, deliveryId));
}

describe('making a subscription', () => {
  it('shows the secret once, never in lists, and stores it sealed', async () => {
    const renter = await signedInRenter(t, 'hook-maker');
    const { id, secret, reply } = await subscribe(renter, {
      url: ' https://hooks.example.com/rentproof ',
      events: ['photo.created', 'message.created', 'photo.created'],
    });
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(reply.body.subscription).toEqual({
      id,
      url: 'https://hooks.example.com/rentproof',
      events: ['photo.created', 'message.created'],
      disabledAt: null,
      disabledReason: null,
      createdAt: NOW.toISOString(),
      owner: 'personal',
    });

    const list = await renter.visitor.get('/api/webhooks');
    expect(list.body).toEqual({ subscriptions: [reply.body.subscription] });
    expect(JSON.stringify(list.body)).not.toContain(secret.slice(6));

    const [row] = await t.db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, id));
    expect(row?.secret).not.toContain(secret.slice(6));
    expect(openWebhookSecret(t.services.config.authSecret, row?.secret ?? '')).toBe(secret);
  });

  it('refuses bad input with a message naming what to fix, and makes nothing', async () => {
    const renter = await signedInRenter(t, 'hook-invalid');
    const attempt = async (input: Record<string, unknown>) => {
      const reply = await renter.visitor.post('/api/webhooks', input);
      return { status: reply.status, body: reply.body };
    };
    const url = 'https://hooks.example.com/rentproof';
    expect(await attempt({ url: 'not an address', events: ['photo.created'] })).toEqual(
      INVALID(WEBHOOK_MESSAGES.url),
    );
    expect(await attempt({ events: ['photo.created'] })).toEqual(INVALID(WEBHOOK_MESSAGES.url));
    expect(await attempt({ url: 'ftp://hooks.example.com/x', events: ['photo.created'] })).toEqual(
      INVALID(WEBHOOK_MESSAGES.url),
    );
    expect(
      await attempt({ url: `https://hooks.example.com/${'a'.repeat(2000)}`, events: ['photo.created'] }),
    ).toEqual(INVALID(WEBHOOK_MESSAGES.urlTooLong));
    expect(await attempt({ url, events: [] })).toEqual(INVALID(WEBHOOK_MESSAGES.events));
    expect(await attempt({ url })).toEqual(INVALID(WEBHOOK_MESSAGES.events));
    expect(await attempt({ url, events: ['photo.deleted'] })).toEqual(INVALID(WEBHOOK_MESSAGES.event));
    expect((await attempt({ url, events: ['photo.created'], secret: 'whsec_mine' })).status).toBe(400);
    expect(await listOf(renter)).toEqual([]);
  });

  it('refuses an http:// address and one that leads to a private network (422)', async () => {
    const renter = await signedInRenter(t, 'hook-unsafe');
    for (const [url, message] of [
      ['http://hooks.example.com/rentproof', WEBHOOK_MESSAGES.httpsOnly],
      ['https://internal.example.com/rentproof', WEBHOOK_MESSAGES.privateAddress],
      ['https://127.0.0.1/rentproof', WEBHOOK_MESSAGES.privateAddress],
    ] as const) {
      const reply = await renter.visitor.post('/api/webhooks', { url, events: ['photo.created'] });
      expect([reply.status, reply.body]).toEqual([
        422,
        { error: { code: 'WEBHOOK_ADDRESS_REFUSED', message } },
      ]);
    }
    expect(await listOf(renter)).toEqual([]);
  });

  it('refuses an IPv6 address that embeds a private IPv4 one (issue 34, item 13)', async () => {
    const renter = await signedInRenter(t, 'hook-embedded');
    for (const url of ['https://[::127.0.0.1]/', 'https://[::a9fe:a9fe]/', 'https://[::10.0.0.1]/']) {
      const reply = await renter.visitor.post('/api/webhooks', { url, events: ['photo.created'] });
      expect([url, reply.status, reply.body]).toEqual([
        url,
        422,
        { error: { code: 'WEBHOOK_ADDRESS_REFUSED', message: WEBHOOK_MESSAGES.privateAddress } },
      ]);
    }
    expect(await listOf(renter)).toEqual([]);
  });

  it('takes http:// and private addresses when WEBHOOKS_ALLOW_PRIVATE_URLS is set, for development', async () => {
    const dev = await createTestApp({ resolveHost, env: { WEBHOOKS_ALLOW_PRIVATE_URLS: 'true' } });
    try {
      const renter = await signedInRenter(dev, 'hook-dev');
      const reply = await renter.visitor.post('/api/webhooks', {
        url: 'http://127.0.0.1:4000/hooks',
        events: ['photo.created'],
      });
      expect(reply.status).toBe(201);
    } finally {
      await dev.close();
    }
  });

  it(`keeps at most ${WEBHOOK_SUBSCRIPTIONS_MAX} per person`, async () => {
    const renter = await signedInRenter(t, 'hook-many');
    await Promise.all(Array.from({ length: WEBHOOK_SUBSCRIPTIONS_MAX }, () => subscribe(renter)));
    const reply = await renter.visitor.post('/api/webhooks', {
      url: 'https://hooks.example.com/one-more',
      events: ['photo.created'],
    });
    expect([reply.status, reply.body]).toEqual([
      409,
      { error: { code: 'CONFLICT', message: WEBHOOK_MESSAGES.tooMany } },
    ]);
    expect(await listOf(renter)).toHaveLength(WEBHOOK_SUBSCRIPTIONS_MAX);
  });
});

describe('a subscription', () => {
  it('is deleted with its deliveries, and turned back on after repeated failure turned it off', async () => {
    const renter = await signedInRenter(t, 'hook-lifecycle');
    const kept = await subscribe(renter);
    const gone = await subscribe(renter);
    const delivery = await deliveryFor(gone.id, { userId: renter.userId }, 0);

    expect((await renter.visitor.delete(`/api/webhooks/${gone.id}`)).status).toBe(204);
    expect((await listOf(renter)).map((s) => s.id)).toEqual([kept.id]);
    expect(await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery.id))).toEqual(
      [],
    );
    const again = await renter.visitor.delete(`/api/webhooks/${gone.id}`);
    expect([again.status, again.body]).toEqual([404, NOT_FOUND('That webhook')]);

    await t.db
      .update(webhookSubscriptions)
      .set({ disabledAt: NOW, disabledReason: 'Deliveries failed for 24 hours (last: HTTP 500).' })
      .where(eq(webhookSubscriptions.id, kept.id));
    expect((await listOf(renter))[0]).toMatchObject({
      disabledAt: NOW.toISOString(),
      disabledReason: 'Deliveries failed for 24 hours (last: HTTP 500).',
    });
    const enabled = await renter.visitor.post(`/api/webhooks/${kept.id}/enable`);
    expect(enabled.status).toBe(200);
    expect(enabled.body.subscription).toMatchObject({ id: kept.id, disabledAt: null, disabledReason: null });
    expect((await listOf(renter))[0]?.disabledAt).toBeNull();
  });
});

describe('the delivery log', () => {
  it('lists deliveries newest first with their attempts and status codes, page by page', async () => {
    const renter = await signedInRenter(t, 'hook-log');
    const { id } = await subscribe(renter);
    const older = await deliveryFor(id, { userId: renter.userId }, 60 * 60_000);
    const newer = await deliveryFor(id, { userId: renter.userId }, 5 * 60_000);
    await attempted(
      older.id,
      [
        { statusCode: 500, minutesAgo: 59 },
        { statusCode: null, error: 'The request timed out after 10 seconds.', minutesAgo: 58 },
        { statusCode: 204, minutesAgo: 56 },
      ],
      'delivered',
    );

    const first = await renter.visitor.get(`/api/webhooks/${id}/deliveries?limit=1`);
    expect(first.status).toBe(200);
    expect(first.body.deliveries).toEqual([
      {
        id: newer.id,
        messageId: newer.messageId,
        eventType: 'photo.created',
        status: 'pending',
        attempts: 0,
        lastStatusCode: null,
        lastError: null,
        nextAttemptAt: new Date(NOW.getTime() - 5 * 60_000).toISOString(),
        createdAt: new Date(NOW.getTime() - 5 * 60_000).toISOString(),
        deliveredAt: null,
        payload: newer.payload,
        attemptLog: [],
      },
    ]);
    expect(newer.messageId).toMatch(/^msg_[\w-]{32}$/);
    expect(first.body.nextCursor).toEqual(expect.any(String));

    const second = await renter.visitor.get(
      `/api/webhooks/${id}/deliveries?limit=1&cursor=${first.body.nextCursor as string}`,
    );
    expect(second.body.nextCursor).toBeNull();
    expect(second.body.deliveries).toEqual([
      expect.objectContaining({
        id: older.id,
        status: 'delivered',
        attempts: 3,
        lastStatusCode: 204,
        deliveredAt: NOW.toISOString(),
        attemptLog: [
          {
            attemptedAt: new Date(NOW.getTime() - 56 * 60_000).toISOString(),
            statusCode: 204,
            error: null,
            durationMs: 120,
          },
          {
            attemptedAt: new Date(NOW.getTime() - 58 * 60_000).toISOString(),
            statusCode: null,
            error: 'The request timed out after 10 seconds.',
            durationMs: 120,
          },
          {
            attemptedAt: new Date(NOW.getTime() - 59 * 60_000).toISOString(),
            statusCode: 500,
            error: null,
            durationMs: 120,
          },
        ],
      }),
    ]);
    expect((await renter.visitor.get(`/api/webhooks/${id}/deliveries`)).body.deliveries).toHaveLength(2);

    const stale = await renter.visitor.get(`/api/webhooks/${id}/deliveries?cursor=made-up`);
    expect([stale.status, stale.body.error.code]).toEqual([400, 'INVALID_CURSOR']);
    expect((await renter.visitor.get(`/api/webhooks/${id}/deliveries?limit=0`)).status).toBe(400);
  });

  it('resends a finished delivery with the same webhook-id, and refuses one still being tried', async () => {
    const renter = await signedInRenter(t, 'hook-resend');
    const { id } = await subscribe(renter);
    const failed = await deliveryFor(id, { userId: renter.userId }, 30 * 60 * 60_000);
    await attempted(failed.id, [{ statusCode: 503, minutesAgo: 26 * 60 }], 'failed');
    const resendPath = (deliveryId: string) => `/api/webhooks/${id}/deliveries/${deliveryId}/resend`;

    const reply = await renter.visitor.post(resendPath(failed.id));
    expect(reply.status).toBe(200);
    expect(reply.body.delivery).toMatchObject({
      id: failed.id,
      messageId: failed.messageId,
      status: 'pending',
      nextAttemptAt: NOW.toISOString(),
      deliveredAt: null,
      payload: failed.payload,
      attemptLog: [expect.objectContaining({ statusCode: 503 })],
    });
    const [row] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, failed.id));
    expect([row?.status, row?.messageId, row?.nextAttemptAt]).toEqual(['pending', failed.messageId, NOW]);

    const pending = await renter.visitor.post(resendPath(failed.id));
    expect([pending.status, pending.body]).toEqual([
      409,
      { error: { code: 'CONFLICT', message: WEBHOOK_MESSAGES.notFailedOrDelivered } },
    ]);

    const delivered = await deliveryFor(id, { userId: renter.userId }, 60_000);
    await attempted(delivered.id, [{ statusCode: 200, minutesAgo: 1 }], 'delivered');
    await t.db.update(webhookSubscriptions).set({ disabledAt: NOW }).where(eq(webhookSubscriptions.id, id));
    const off = await renter.visitor.post(resendPath(delivered.id));
    expect([off.status, off.body]).toEqual([
      409,
      { error: { code: 'CONFLICT', message: WEBHOOK_MESSAGES.turnedOff } },
    ]);
    expect((await renter.visitor.post(`/api/webhooks/${id}/enable`)).status).toBe(200);
    const resent = await renter.visitor.post(resendPath(delivered.id));
    expect([resent.status, resent.body.delivery.status, resent.body.delivery.messageId]).toEqual([
      200,
      'pending',
      delivered.messageId,
    ]);
  });
});

describe('another owner', () => {
  it("cannot reach a person's subscriptions or deliveries: every route is the 404 of a missing one", async () => {
    const owner = await signedInRenter(t, 'hook-owner');
    const intruder = await signedInRenter(t, 'hook-intruder');
    const { id } = await subscribe(owner);
    const other = await subscribe(owner);
    const delivery = await deliveryFor(id, { userId: owner.userId }, 0);
    await attempted(delivery.id, [{ statusCode: 500, minutesAgo: 0 }], 'failed');
    const missing = crypto.randomUUID();

    expect(await listOf(intruder)).toEqual([]);
    for (const [reply, what] of [
      [await intruder.visitor.delete(`/api/webhooks/${id}`), 'That webhook'],
      [await intruder.visitor.post(`/api/webhooks/${id}/enable`), 'That webhook'],
      [await intruder.visitor.get(`/api/webhooks/${id}/deliveries`), 'That webhook'],
      [await intruder.visitor.post(`/api/webhooks/${id}/deliveries/${delivery.id}/resend`), 'That delivery'],
      [await owner.visitor.delete(`/api/webhooks/${missing}`), 'That webhook'],
      [await owner.visitor.delete('/api/webhooks/not-an-id'), 'That webhook'],
      [await owner.visitor.get(`/api/webhooks/${missing}/deliveries`), 'That webhook'],
      // A delivery named under another of the owner's own subscriptions.
      [
        await owner.visitor.post(`/api/webhooks/${other.id}/deliveries/${delivery.id}/resend`),
        'That delivery',
      ],
      [await owner.visitor.post(`/api/webhooks/${id}/deliveries/${missing}/resend`), 'That delivery'],
    ] as const)
      expect([reply.status, reply.body]).toEqual([404, NOT_FOUND(what)]);

    const [row] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery.id));
    expect(row?.status).toBe('failed');
    expect((await listOf(owner)).map((s) => s.id).sort()).toEqual([id, other.id].sort());
  });

  it('needs a session for every route (401)', async () => {
    const owner = await signedInRenter(t, 'hook-anonymous');
    const { id } = await subscribe(owner);
    const anonymous = new Visitor(t.app);
    const delivery = crypto.randomUUID();
    for (const base of ['/api/webhooks', '/api/company/webhooks']) {
      for (const reply of [
        await anonymous.get(base),
        await anonymous.post(base, { url: 'https://hooks.example.com/x', events: ['photo.created'] }),
        await anonymous.delete(`${base}/${id}`),
        await anonymous.post(`${base}/${id}/enable`),
        await anonymous.get(`${base}/${id}/deliveries`),
        await anonymous.post(`${base}/${id}/deliveries/${delivery}/resend`),
      ])
        expect(reply.status).toBe(401);
    }
    expect(await listOf(owner)).toHaveLength(1);
  });
});

describe("a company's subscriptions", () => {
  it('are managed by its Admins; a Member is refused (403) and someone in no company gets a 404', async () => {
    const admin = await landlord(t, 'hook-admin');
    const member = await teammate(t, admin, 'hook-member');
    const outsider = await signedInRenter(t, 'hook-nocompany');
    const { id, reply } = await subscribe(
      admin,
      { events: ['maintenance.status_changed', 'photo.created'] },
      '/api/company/webhooks',
    );
    expect(reply.body.subscription).toMatchObject({
      owner: 'company',
      events: ['maintenance.status_changed', 'photo.created'],
    });
    expect((await listOf(admin, '/api/company/webhooks')).map((s) => s.id)).toEqual([id]);
    // A company subscription is the company's: not among its maker's own, nor reachable there.
    expect(await listOf(admin)).toEqual([]);
    expect((await admin.visitor.post(`/api/webhooks/${id}/enable`)).status).toBe(404);
    const companyId = (await admin.visitor.get('/api/company')).body.company.id as string;
    const delivery = await deliveryFor(id, { userId: outsider.userId, companyId }, 0);
    await attempted(delivery.id, [{ statusCode: 410, minutesAgo: 0 }], 'failed');

    const forbidden = { error: { code: 'FORBIDDEN', message: WEBHOOK_MESSAGES.adminsOnly } };
    const noCompany = { error: { code: 'NOT_FOUND', message: 'Your company could not be found.' } };
    const base = '/api/company/webhooks';
    for (const [person, expected] of [
      [member, [403, forbidden]],
      [outsider, [404, noCompany]],
    ] as const) {
      for (const answer of [
        await person.visitor.get(base),
        await person.visitor.post(base, { url: 'https://hooks.example.com/x', events: ['photo.created'] }),
        await person.visitor.delete(`${base}/${id}`),
        await person.visitor.post(`${base}/${id}/enable`),
        await person.visitor.get(`${base}/${id}/deliveries`),
        await person.visitor.post(`${base}/${id}/deliveries/${crypto.randomUUID()}/resend`),
      ])
        expect([answer.status, answer.body]).toEqual(expected);
    }

    // Another company's Admin reaches none of it.
    const rival = await landlord(t, 'hook-rival', 'Rival Homes');
    expect(await listOf(rival, base)).toEqual([]);
    expect((await rival.visitor.delete(`${base}/${id}`)).status).toBe(404);

    const log = await admin.visitor.get(`${base}/${id}/deliveries`);
    expect(
      log.body.deliveries.map((d: { id: string; lastStatusCode: number }) => [d.id, d.lastStatusCode]),
    ).toEqual([[delivery.id, 410]]);
    const resent = await admin.visitor.post(`${base}/${id}/deliveries/${delivery.id}/resend`);
    expect([resent.status, resent.body.delivery.status]).toEqual([200, 'pending']);
    expect((await rival.visitor.get(`${base}/${id}/deliveries`)).status).toBe(404);
    expect((await admin.visitor.delete(`${base}/${id}`)).status).toBe(204);
    expect(await listOf(admin, base)).toEqual([]);
  });
});
