import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, apiClientFor } from '../support/api-client';
import { signedInRenter } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PATH = '/api/v1/reminders';

async function reminder(api: ApiClient, text: string, date: string) {
  const reply = await api.post(PATH, { text, date });
  expect(reply.status).toBe(201);
  return reply.body.reminder as { id: string; text: string; date: string };
}

describe('/api/v1/reminders', () => {
  it('creates, lists soonest first in pages and deletes with a key', async () => {
    const { userId } = await signedInRenter(t, 'v1-remind');
    const { api } = await apiClientFor(t, userId);
    const renew = await reminder(api, 'Renew the lease', '2026-09-01');
    expect(renew).toMatchObject({ text: 'Renew the lease', date: '2026-09-01', emailedAt: null });
    await reminder(api, 'Pay rent', '2026-07-01');
    await reminder(api, 'Meter reading', '2026-07-01');
    await reminder(api, 'Inspection', '2026-08-15');

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await api.get(`${PATH}?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      expect(page.body.reminders).toHaveLength(1);
      const [{ date, text }] = page.body.reminders;
      seen.push(`${date} ${text}`);
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen.slice(0, 2).sort()).toEqual(['2026-07-01 Meter reading', '2026-07-01 Pay rent']);
    expect(seen.slice(2)).toEqual(['2026-08-15 Inspection', '2026-09-01 Renew the lease']);

    const firstThree = await api.get(`${PATH}?limit=3`);
    expect(firstThree.body.reminders).toHaveLength(3);
    expect(firstThree.body.nextCursor).toEqual(expect.any(String));

    expect((await api.delete(`${PATH}/${renew.id}`)).status).toBe(204);
    expect((await api.delete(`${PATH}/${renew.id}`)).status).toBe(404);
    const rest = await api.get(PATH);
    expect(rest.body.reminders.map((r: { text: string }) => r.text)).not.toContain('Renew the lease');
    expect(rest.body).toMatchObject({ nextCursor: null });
  });

  it("refuses bad input with the app's messages and changes nothing", async () => {
    const { userId } = await signedInRenter(t, 'v1-remind-bad');
    const { api } = await apiClientFor(t, userId);
    const empty = await api.post(PATH, { text: '', date: '2026-07-01' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please enter a reminder and select a date.',
    });
    const noDate = await api.post(PATH, { text: 'Pay rent' });
    expect(noDate.body.error.message).toBe('Please enter a reminder and select a date.');
    const badDate = await api.post(PATH, { text: 'Pay rent', date: '2026-02-30' });
    expect(badDate.body.error.message).toBe('Please select a real date.');
    const long = await api.post(PATH, { text: 'x'.repeat(201), date: '2026-07-01' });
    expect(long.body.error.message).toBe('A reminder must be at most 200 characters.');
    expect((await api.get(`${PATH}?cursor=nonsense`)).body.error.code).toBe('INVALID_CURSOR');
    expect((await api.get(`${PATH}?limit=0`)).status).toBe(400);
    expect((await api.get(PATH)).body.reminders).toEqual([]);
  });

  it("answers 404 for another renter's reminder, and changes nothing", async () => {
    const { userId } = await signedInRenter(t, 'v1-remind-owner');
    const { api } = await apiClientFor(t, userId);
    const other = (await apiClientFor(t, (await signedInRenter(t, 'v1-remind-other')).userId)).api;
    const { id } = await reminder(api, 'Pay rent', '2026-07-01');
    const deleted = await other.delete(`${PATH}/${id}`);
    expect(deleted.status).toBe(404);
    expect(deleted.body.error.code).toBe('NOT_FOUND');
    expect((await other.get(PATH)).body.reminders).toEqual([]);
    expect((await api.get(PATH)).body.reminders).toMatchObject([{ id, text: 'Pay rent' }]);
  });

  it('needs a key, a key with the write scope to change anything, and creates once per Idempotency-Key', async () => {
    const { userId } = await signedInRenter(t, 'v1-remind-scope');
    const { api } = await apiClientFor(t, userId);
    const { id } = await reminder(api, 'Pay rent', '2026-07-01');
    expect((await new ApiClient(t.app, null).get(PATH)).status).toBe(401);
    expect((await new ApiClient(t.app, null).delete(`${PATH}/${id}`)).status).toBe(401);
    const readOnly = (await apiClientFor(t, userId, { scopes: ['read'] })).api;
    expect((await readOnly.get(PATH)).status).toBe(200);
    expect((await readOnly.post(PATH, { text: 'X', date: '2026-07-01' })).status).toBe(403);
    expect((await readOnly.delete(`${PATH}/${id}`)).status).toBe(403);

    const headers = { 'Idempotency-Key': 'reminder-create-1' };
    const body = { text: 'Call the landlord', date: '2026-07-02' };
    const first = await api.post(PATH, body, headers);
    const again = await api.post(PATH, body, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body.reminder.id).toBe(first.body.reminder.id);
    expect((await api.get(PATH)).body.reminders.map((r: { id: string }) => r.id)).toEqual([
      id,
      first.body.reminder.id,
    ]);
  });
});
