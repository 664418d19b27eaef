import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInRenter } from './support/accounts';
import { createProperty, plainPng, uploadPhoto } from './support/photos';
import { createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('properties', () => {
  it('are created, listed newest first, updated and deleted', async () => {
    const { visitor } = await signedInRenter(t, 'props');
    const created = await visitor.post('/api/properties', {
      name: ' Maple Court 4B ',
      address: '12 Maple Ct',
      type: 'condo',
      management: 'Smith Family Rentals',
    });
    expect(created.status).toBe(201);
    expect(created.body.property).toMatchObject({
      name: 'Maple Court 4B',
      address: '12 Maple Ct',
      type: 'condo',
      management: 'Smith Family Rentals',
      isDemo: false,
      photoCount: 0,
      maintenanceCount: 0,
    });
    const second = await createProperty(visitor, 'Oak House');

    const list = await visitor.get('/api/properties');
    expect(list.body.properties.map((p: { name: string }) => p.name)).toEqual([
      'Oak House',
      'Maple Court 4B',
    ]);

    const id = created.body.property.id as string;
    const updated = await visitor.patch(`/api/properties/${id}`, {
      name: 'Maple Court 5C',
      type: 'apartment',
      management: 'Greystar',
      version: created.body.property.version,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.property).toMatchObject({
      name: 'Maple Court 5C',
      address: '',
      type: 'apartment',
      management: 'Greystar',
    });

    expect((await visitor.delete(`/api/properties/${second.id}`)).status).toBe(204);
    expect((await visitor.get(`/api/properties/${second.id}`)).status).toBe(404);
    expect((await visitor.get('/api/properties')).body.properties).toHaveLength(1);
  });

  it.each([
    ['no name', { name: '' }, 'Please enter a property name.'],
    ['a name too long', { name: 'x'.repeat(121) }, 'Property name must be at most 120 characters.'],
    ['an unknown type', { name: 'Loft', type: 'castle' }, 'Please choose a property type.'],
    [
      'an address too long',
      { name: 'Loft', address: 'x'.repeat(301) },
      'Address must be at most 300 characters.',
    ],
    [
      'a management name too long',
      { name: 'Loft', management: 'x'.repeat(121) },
      'Management company must be at most 120 characters.',
    ],
    [
      'a NUL in the name',
      { name: 'Lo\u0000ft' },
      'Name contains characters that cannot be stored (control characters). Please remove them.',
    ],
    [
      'an escape character in the address',
      { name: 'Loft', address: '1 Main\u001b[31m St' },
      'Address contains characters that cannot be stored (control characters). Please remove them.',
    ],
    [
      'a NUL in the management company',
      { name: 'Loft', management: 'Acme\u0000' },
      'Management contains characters that cannot be stored (control characters). Please remove them.',
    ],
    [
      'a lone surrogate in the name',
      { name: 'Loft \ud800' },
      'Name contains characters that cannot be stored (control characters). Please remove them.',
    ],
    [
      'a line break inside the name',
      { name: 'Maple\nCourt' },
      'Property name must be on one line. Please remove line breaks and tabs.',
    ],
  ])('refuses %s and stores nothing', async (_, body, message) => {
    const { visitor } = await signedInRenter(t, 'propsbad');
    const reply = await visitor.post('/api/properties', body);
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toBe(message);
    expect((await visitor.get('/api/properties')).body.properties).toHaveLength(0);
  });

  it('keeps right-to-left text, emoji and combining marks exactly as typed', async () => {
    const { visitor } = await signedInRenter(t, 'propsunicode');
    const name = 'دار 🏠 Cafe\u0301 \u202Eright-to-left';
    const created = await visitor.post('/api/properties', { name, address: '台所 1', management: 'Küche' });
    expect(created.status).toBe(201);
    const stored = (await visitor.get(`/api/properties/${created.body.property.id}`)).body.property;
    expect(stored).toMatchObject({ name, address: '台所 1', management: 'Küche' });
  });

  it('deleting a property removes its photos, their files and its maintenance items', async () => {
    const { visitor } = await signedInRenter(t, 'propsdelete');
    const property = await createProperty(visitor);
    const photo = await uploadPhoto(
      visitor,
      { propertyId: property.id, stage: 'move-in', area: 'Kitchen' },
      { bytes: await plainPng(), name: 'k.png', type: 'image/png' },
    );
    await visitor.post('/api/maintenance', { propertyId: property.id, item: 'Leak', cost: '20' });
    expect((await visitor.get(`/api/properties/${property.id}`)).body.property).toMatchObject({
      photoCount: 1,
      maintenanceCount: 1,
    });

    expect((await visitor.delete(`/api/properties/${property.id}`)).status).toBe(204);
    expect((await visitor.get(`/api/photos/${photo.body.photo.id}`)).status).toBe(404);
    expect((await visitor.get('/api/maintenance')).body.items).toHaveLength(0);
    const summary = (await visitor.get('/api/dashboard')).body.summary;
    expect(summary.totalPhotos).toBe(0);
  });

  it('are invisible to another user: their ids answer 404 and nothing changes', async () => {
    const owner = await signedInRenter(t, 'propsowner');
    const intruder = await signedInRenter(t, 'propsintruder');
    const property = await createProperty(owner.visitor, 'Private Flat');
    for (const reply of [
      await intruder.visitor.get(`/api/properties/${property.id}`),
      await intruder.visitor.patch(`/api/properties/${property.id}`, { name: 'Mine now', version: 1 }),
      await intruder.visitor.delete(`/api/properties/${property.id}`),
      await intruder.visitor.get(`/api/properties/${property.id}/comparison`),
    ]) {
      expect(reply.status).toBe(404);
      expect(reply.body.error.code).toBe('NOT_FOUND');
    }
    expect((await intruder.visitor.get('/api/properties')).body.properties).toHaveLength(0);
    expect((await owner.visitor.get(`/api/properties/${property.id}`)).body.property.name).toBe(
      'Private Flat',
    );
  });

  it('answers a malformed id like a missing one', async () => {
    const { visitor } = await signedInRenter(t, 'propsmalformed');
    const reply = await visitor.get('/api/properties/not-a-uuid');
    expect(reply.status).toBe(404);
  });

  it('need a session', async () => {
    const anonymous = new Visitor(t.app);
    expect((await anonymous.get('/api/properties')).status).toBe(401);
    expect((await anonymous.post('/api/properties', { name: 'x' })).status).toBe(401);
  });
});
