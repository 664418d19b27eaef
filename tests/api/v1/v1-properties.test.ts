import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, apiClientFor } from '../support/api-client';
import { signedInRenter } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('/api/v1/properties', () => {
  it('creates, lists in pages, reads, updates and deletes with a key, as the app does', async () => {
    const { userId } = await signedInRenter(t, 'v1-props');
    const { api } = await apiClientFor(t, userId);
    for (const name of ['One', 'Two', 'Three']) {
      expect((await api.post('/api/v1/properties', { name })).status).toBe(201);
    }
    const first = await api.get('/api/v1/properties?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.properties.map((p: { name: string }) => p.name)).toEqual(['Three', 'Two']);
    const second = await api.get(`/api/v1/properties?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body).toMatchObject({ properties: [{ name: 'One' }], nextCursor: null });
    const id = second.body.properties[0].id;
    const updated = await api.patch(`/api/v1/properties/${id}`, { name: 'Uno', version: 1 });
    expect(updated.body.property).toMatchObject({ name: 'Uno', version: 2 });
    expect((await api.patch(`/api/v1/properties/${id}`, { name: 'Old', version: 1 })).status).toBe(409);
    expect((await api.delete(`/api/v1/properties/${id}`)).status).toBe(204);
    expect((await api.get(`/api/v1/properties/${id}`)).status).toBe(404);
  });

  it('refuses bad input with the one error shape, and no key with 401', async () => {
    const { userId } = await signedInRenter(t, 'v1-props-bad');
    const { api } = await apiClientFor(t, userId);
    const bad = await api.post('/api/v1/properties', { name: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please enter a property name.',
    });
    const anonymous = await new ApiClient(t.app, null).get('/api/v1/properties');
    expect(anonymous.status).toBe(401);
    const readOnly = (await apiClientFor(t, userId, { scopes: ['read'] })).api;
    expect((await readOnly.post('/api/v1/properties', { name: 'X' })).status).toBe(403);
  });
});
