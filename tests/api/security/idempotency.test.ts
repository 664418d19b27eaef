import { createHash, randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialTransactions } from '#server/platform/db/schema/finances';
import { idempotencyKeys } from '#server/platform/db/schema/idempotency';
import { photos } from '#server/platform/db/schema/photos';
import { apiIdempotency, idempotency } from '#server/http/middleware/idempotency';
import { properties } from '#server/platform/db/schema/properties';
import { signedInRenter } from '../support/accounts';
import { createProperty, plainPng, uploadForm } from '../support/photos';
import { createTestApp, type TestApp } from '../support/test-app';
import type { Visitor } from '../support/visitor';

const HOUR = 60 * 60 * 1000;
let now = new Date('2026-11-20T12:00:00Z');
const clock = { now: () => now };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const withKey = (key: string) => ({ 'Idempotency-Key': key });

function postWithKey(visitor: Visitor, path: string, body: unknown, key: string) {
  return visitor.request('POST', path, body, withKey(key));
}

async function countOf(
  table: typeof properties | typeof financialTransactions | typeof photos,
  userId: string,
) {
  const [row] = await t.db.select({ n: count() }).from(table).where(eq(table.userId, userId));
  return row?.n ?? 0;
}

describe('Idempotency-Key on creates', () => {
  it('is checked before every POST route of the app, so a create added later is covered', () => {
    const routes = t.app.routes;
    const mounted = routes.findIndex((route) => route.handler === idempotency && route.path === '/api/*');
    const mountedOnV1 = routes.findIndex(
      (route) => route.handler === apiIdempotency && route.path === '/api/v1/*',
    );
    expect(mounted).toBeGreaterThanOrEqual(0);
    expect(mountedOnV1).toBeGreaterThanOrEqual(0);
    const posts = routes.flatMap((route, index) => (route.method === 'POST' ? [{ ...route, index }] : []));
    for (const route of posts)
      expect(route.index, route.path).toBeGreaterThan(
        route.path.startsWith('/api/v1/') ? mountedOnV1 : mounted,
      );
    expect(posts.map((route) => route.path)).toContain('/api/v1/properties');
    const covered = posts.filter((route) => !route.path.startsWith('/api/auth/'));
    // Public POSTs among them pass through: with no session there is no user to scope a key to.
    console.info(
      `idempotency: ${covered.length} POST routes behind the Idempotency-Key check (better-auth's /api/auth/* exempt): ${covered.map((route) => route.path).join(', ')}`,
    );
    expect(covered.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '/api/properties',
        '/api/photos',
        '/api/maintenance',
        '/api/documents',
        '/api/finances/transactions',
        '/api/leases',
        '/api/fees',
        '/api/reminders',
        '/api/verification/share-links',
        '/api/verification/report-shares',
        '/api/inspections',
        '/api/videos',
      ]),
    );
  });

  it('makes two concurrent identical property creates one row, both answered alike', async () => {
    const { visitor, userId } = await signedInRenter(t, 'idem');
    const key = randomUUID();
    const body = { name: 'Harbor View 2A', address: '12 Quay St' };

    const [first, second] = await Promise.all([
      postWithKey(visitor, '/api/properties', body, key),
      postWithKey(visitor, '/api/properties', body, key),
    ]);

    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await countOf(properties, userId)).toBe(1);
  });

  it('makes five identical transactions with one key one row', async () => {
    const { visitor, userId } = await signedInRenter(t, 'idem');
    const key = randomUUID();
    const body = { amount: '1500', dueDate: '2026-12-01', description: 'December rent' };

    const replies = await Promise.all(
      Array.from({ length: 5 }, () => postWithKey(visitor, '/api/finances/transactions', body, key)),
    );

    expect(replies.map((reply) => reply.status)).toEqual([201, 201, 201, 201, 201]);
    const ids = new Set(replies.map((reply) => reply.body.transaction.id));
    expect(ids.size).toBe(1);
    expect(await countOf(financialTransactions, userId)).toBe(1);
  });

  it('replays a sequential retry with the first answer and marks it replayed', async () => {
    const { visitor, userId } = await signedInRenter(t, 'idem');
    const key = randomUUID();
    const first = await postWithKey(visitor, '/api/properties', { name: 'Elm Row' }, key);
    const retry = await postWithKey(visitor, '/api/properties', { name: 'Elm Row' }, key);

    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await countOf(properties, userId)).toBe(1);
  });

  it('refuses the same key with a different body (422) and creates nothing', async () => {
    const { visitor, userId } = await signedInRenter(t, 'idem');
    const key = randomUUID();
    await postWithKey(visitor, '/api/properties', { name: 'First' }, key);

    const reply = await postWithKey(visitor, '/api/properties', { name: 'Second' }, key);

    expect(reply.status).toBe(422);
    expect(reply.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(reply.body.error.message).toMatch(/different request/);
    expect(await countOf(properties, userId)).toBe(1);
  });

  it('refuses the same key on another route (422)', async () => {
    const { visitor } = await signedInRenter(t, 'idem');
    const key = randomUUID();
    await postWithKey(visitor, '/api/reminders', { text: 'Call landlord', date: '2026-12-01' }, key);

    const reply = await postWithKey(visitor, '/api/leases', { name: 'Call landlord' }, key);

    expect(reply.status).toBe(422);
  });

  it("keeps one user's key independent of another user's", async () => {
    const alice = await signedInRenter(t, 'idem-a');
    const bob = await signedInRenter(t, 'idem-b');
    const key = randomUUID();
    const body = { name: 'Same name' };

    const a = await postWithKey(alice.visitor, '/api/properties', body, key);
    const b = await postWithKey(bob.visitor, '/api/properties', body, key);

    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.body.property.id).not.toBe(a.body.property.id);
    expect(await countOf(properties, alice.userId)).toBe(1);
    expect(await countOf(properties, bob.userId)).toBe(1);
  });

  it('forgets a key after 24 hours: the same request then creates again', async () => {
    const { visitor, userId } = await signedInRenter(t, 'idem');
    const key = randomUUID();
    const body = { name: 'Cedar Flats' };
    const first = await postWithKey(visitor, '/api/properties', body, key);
    now = new Date(now.getTime() + 23 * HOUR);
    const withinDay = await postWithKey(visitor, '/api/properties', body, key);
    expect(withinDay.body).toEqual(first.body);
    expect(await countOf(properties, userId)).toBe(1);

    now = new Date(now.getTime() + 2 * HOUR);
    const later = await postWithKey(visitor, '/api/properties', body, key);

    expect(later.status).toBe(201);
    expect(later.body.property.id).not.toBe(first.body.property.id);
    expect(await countOf(properties, userId)).toBe(2);
  });

  it('stores one photo when an upload is retried with its key', async () => {
    const { visitor, userId } = await signedInRenter(t, 'idem');
    const property = await createProperty(visitor);
    const key = randomUUID();
    const png = await plainPng();
    // A new FormData per send, as a retry builds it: the multipart boundary differs each time.
    const send = () =>
      visitor.request(
        'POST',
        '/api/photos',
        uploadForm(
          { propertyId: property.id, stage: 'move-in', area: 'Kitchen' },
          { bytes: png, name: 'kitchen.png', type: 'image/png' },
        ),
        withKey(key),
      );

    const first = await send();
    const retry = await send();

    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body.photo.id).toBe(first.body.photo.id);
    expect(await countOf(photos, userId)).toBe(1);
  });

  it('stores one photo kept on the device when the page and the service worker send it at once', async () => {
    const { visitor, userId } = await signedInRenter(t, 'idem');
    const property = await createProperty(visitor);
    const created = await visitor.post('/api/walkthroughs', {
      propertyId: property.id,
      template: { kind: 'hotel-room' },
    });
    const shotId = created.body.walkthrough.rooms[0].shots[0].id as string;
    const png = await plainPng();
    // What the device queue keeps and sends each time (docs/product.md §6.6): the same fields, the
    // device's hash and time computed once at capture, and the entry's own key.
    const key = randomUUID();
    const fields = {
      propertyId: property.id,
      stage: 'move-in',
      area: 'Door',
      walkthroughShotId: shotId,
      deviceSha256: createHash('sha256').update(png).digest('hex'),
      deviceCapturedAt: '2026-03-01T14:16:00.000Z',
    };
    const send = () =>
      visitor.request(
        'POST',
        '/api/photos',
        uploadForm(fields, { bytes: png, name: 'door.png', type: 'image/png' }),
        withKey(key),
      );

    const answers = await Promise.all([send(), send()]);
    const stored = answers.filter((answer) => answer.status === 201);
    // One stores it; the other is told the same key is still being processed (409, retried
    // later by the queue) or, once stored, given the same answer.
    expect(stored.length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    expect(new Set(stored.map((answer) => answer.body.photo.id)).size).toBe(1);
    const retry = await send();
    expect(retry.status).toBe(201);
    expect(retry.body.photo.id).toBe(stored[0]?.body.photo.id);
    expect(retry.body.photo).toMatchObject({
      walkthroughShotId: shotId,
      sha256: fields.deviceSha256,
      deviceCapturedAt: fields.deviceCapturedAt,
    });
    expect(await countOf(photos, userId)).toBe(1);
  });

  it('without a key behaves as before: each POST creates', async () => {
    const { visitor, userId } = await signedInRenter(t, 'idem');
    await visitor.post('/api/properties', { name: 'One' });
    await visitor.post('/api/properties', { name: 'One' });
    expect(await countOf(properties, userId)).toBe(2);
  });

  it('keeps a refusal, and releases nothing it did not create', async () => {
    const { visitor, userId } = await signedInRenter(t, 'idem');
    const key = randomUUID();
    const refused = await postWithKey(visitor, '/api/properties', { name: '' }, key);
    const again = await postWithKey(visitor, '/api/properties', { name: '' }, key);

    expect(refused.status).toBe(400);
    expect(again.status).toBe(400);
    expect(again.body).toEqual(refused.body);
    expect(await countOf(properties, userId)).toBe(0);
  });

  it('refuses a malformed key with a 400', async () => {
    const { visitor, userId } = await signedInRenter(t, 'idem');
    const reply = await postWithKey(visitor, '/api/properties', { name: 'Bad key' }, 'has space');
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('INVALID_IDEMPOTENCY_KEY');
    expect(await countOf(properties, userId)).toBe(0);
  });

  it('keeps neither the key nor the answer readable in the database', async () => {
    const { visitor, userId } = await signedInRenter(t, 'idem');
    const key = randomUUID();
    const reply = await postWithKey(
      visitor,
      '/api/verification/report-shares',
      { type: 'summary', period: 'all' },
      key,
    );
    expect(reply.status).toBe(201);
    const token = new URL(reply.body.url as string).pathname.split('/').at(-1) ?? '';

    const rows = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
    const stored = JSON.stringify(rows);
    expect(rows).toHaveLength(1);
    expect(stored).not.toContain(key);
    expect(stored).not.toContain(token);

    const retry = await postWithKey(
      visitor,
      '/api/verification/report-shares',
      { type: 'summary', period: 'all' },
      key,
    );
    expect(retry.body.url).toBe(reply.body.url);
  });
});
