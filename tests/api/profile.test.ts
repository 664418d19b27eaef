import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, sessions, users, verifications } from '../../src/server/db/schema/auth';
import { signedInRenter } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('profile', () => {
  it('shows the signed-in person without secrets', async () => {
    const { visitor, email } = await signedInRenter(t, 'profile');
    const reply = await visitor.get('/api/profile');
    expect(reply.status).toBe(200);
    expect(reply.body.profile).toMatchObject({
      email,
      fullName: 'Jamie Renter',
      propertyName: 'The Bartlett',
      emailVerified: true,
    });
    expect(Object.keys(reply.body.profile).sort()).toEqual([
      'createdAt',
      'email',
      'emailVerified',
      'fullName',
      'id',
      'propertyName',
    ]);
  });

  it('updates the full name and property', async () => {
    const { visitor } = await signedInRenter(t, 'profileupdate');
    const reply = await visitor.patch('/api/profile', {
      name: '  Jamie R. Renter ',
      propertyName: 'Maple Court',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.profile).toMatchObject({ fullName: 'Jamie R. Renter', propertyName: 'Maple Court' });
    expect((await visitor.get('/api/session')).body.user.fullName).toBe('Jamie R. Renter');
  });

  it.each([
    ['an empty name', { name: '', propertyName: '' }, 'Please enter your full name.'],
    [
      'a name that is too long',
      { name: 'x'.repeat(101), propertyName: '' },
      'Full name must be at most 100 characters.',
    ],
    ['a missing field', { name: 'Jamie' }, 'propertyName'],
  ])('refuses %s and keeps the profile', async (_, body, message) => {
    const { visitor } = await signedInRenter(t, 'profilebad');
    const reply = await visitor.patch('/api/profile', body);
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(reply.body.error)).toContain(message);
    expect((await visitor.get('/api/profile')).body.profile.fullName).toBe('Jamie Renter');
  });

  it('refuses a body that is not JSON', async () => {
    const { visitor } = await signedInRenter(t, 'profilejson');
    const reply = await visitor.request('PATCH', '/api/profile', undefined, {
      'content-type': 'application/json',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error.code).toBe('INVALID_JSON');
  });
});

describe('account deletion', () => {
  it('removes every row and file of the user and signs them out, leaving others untouched', async () => {
    const doomed = await signedInRenter(t, 'doomed');
    const other = await signedInRenter(t, 'survivor');
    const property = await doomed.visitor.post('/api/properties', { name: 'To be deleted' });
    expect(property.status).toBe(201);
    await t.services.files.put(`users/${doomed.userId}/photos/x/original`, new Uint8Array([1, 2, 3]));
    await t.services.files.put(`users/${other.userId}/photos/y/original`, new Uint8Array([4]));

    const reply = await doomed.visitor.delete('/api/account');
    expect(reply.status).toBe(204);

    for (const [table, column] of [
      [users, users.id],
      [sessions, sessions.userId],
      [accounts, accounts.userId],
    ] as const) {
      expect(await t.db.select().from(table).where(eq(column, doomed.userId))).toHaveLength(0);
    }
    expect(
      await t.db.select().from(verifications).where(eq(verifications.value, doomed.userId)),
    ).toHaveLength(0);
    expect(existsSync(path.join(t.dataDir, 'files', 'users', doomed.userId))).toBe(false);
    expect((await doomed.visitor.get('/api/session')).body.user).toBeNull();

    expect(existsSync(path.join(t.dataDir, 'files', 'users', other.userId, 'photos', 'y', 'original'))).toBe(
      true,
    );
    expect((await other.visitor.get('/api/profile')).status).toBe(200);
  });
});

describe('anonymous visitors', () => {
  it.each([
    ['GET', '/api/profile'],
    ['PATCH', '/api/profile'],
    ['DELETE', '/api/account'],
  ])('%s %s answers 401', async (method, route) => {
    const reply = await new Visitor(t.app).request(
      method,
      route,
      method === 'PATCH' ? { name: 'x', propertyName: '' } : undefined,
    );
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' },
    });
  });

  it('sees no user in the session', async () => {
    expect((await new Visitor(t.app).get('/api/session')).body).toEqual({ user: null });
  });
});
