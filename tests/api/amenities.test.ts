import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
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

const png = async () => ({ bytes: await plainPng(), type: 'image/png', name: 'pool.png' });

function storedFilesOf(userId: string) {
  const folder = path.join(t.dataDir, 'files', 'users', userId, 'photos');
  return existsSync(folder) ? readdirSync(folder) : [];
}

async function photoCount(visitor: Visitor) {
  return ((await visitor.get('/api/photos?limit=100')).body.photos as unknown[]).length;
}

describe('the amenity log', () => {
  it('logs an amenity with before and after photos, lists, edits with its version and deletes it with its files', async () => {
    const { visitor, userId } = await signedInRenter(t, 'amenity');
    const property = await createProperty(visitor, 'Lake House');
    const created = await visitor.post('/api/amenities', {
      propertyId: property.id,
      name: 'Pool',
      notes: 'Cover torn',
    });
    expect(created.status).toBe(201);
    expect(created.body.amenity).toMatchObject({
      propertyId: property.id,
      propertyName: 'Lake House',
      name: 'Pool',
      notes: 'Cover torn',
      version: 1,
      beforePhotos: [],
      afterPhotos: [],
    });
    const id = created.body.amenity.id as string;

    const before = await uploadPhoto(
      visitor,
      { propertyId: property.id, stage: 'amenity-before', amenityId: id },
      await png(),
    );
    expect(before.status).toBe(201);
    expect(before.body.photo).toMatchObject({ stage: 'amenity-before', amenityId: id });
    const after = await uploadPhoto(
      visitor,
      { propertyId: property.id, stage: 'amenity-after', amenityId: id },
      await png(),
    );
    expect(after.status).toBe(201);
    expect(storedFilesOf(userId)).toHaveLength(2);

    const list = await visitor.get('/api/amenities');
    expect(list.status).toBe(200);
    expect(list.body.amenities).toHaveLength(1);
    const [listed] = list.body.amenities;
    expect(listed.beforePhotos).toEqual([
      {
        id: before.body.photo.id,
        thumbUrl: `/api/photos/${before.body.photo.id}/thumb`,
        largeUrl: `/api/photos/${before.body.photo.id}/large`,
      },
    ]);
    expect(listed.afterPhotos.map((p: { id: string }) => p.id)).toEqual([after.body.photo.id]);
    expect((await visitor.get(listed.beforePhotos[0].thumbUrl)).status).toBe(200);

    const edited = await visitor.put(`/api/amenities/${id}`, {
      propertyId: property.id,
      name: 'Outdoor pool',
      notes: '',
      version: 1,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.amenity).toMatchObject({ name: 'Outdoor pool', notes: '', version: 2 });
    const stale = await visitor.put(`/api/amenities/${id}`, {
      propertyId: property.id,
      name: 'Stale pool',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('STALE_UPDATE');
    expect(stale.body.error.details.current).toMatchObject({ name: 'Outdoor pool', version: 2 });
    expect((await visitor.get(`/api/amenities/${id}`)).body.amenity.name).toBe('Outdoor pool');

    expect((await visitor.delete(`/api/amenities/${id}`)).status).toBe(204);
    expect((await visitor.get(`/api/amenities/${id}`)).status).toBe(404);
    expect((await visitor.get(`/api/photos/${before.body.photo.id}`)).status).toBe(404);
    expect(await photoCount(visitor)).toBe(0);
    expect(storedFilesOf(userId)).toEqual([]);
  });

  it('refuses a missing name with the product’s message and stores nothing', async () => {
    const { visitor } = await signedInRenter(t, 'amenityname');
    const property = await createProperty(visitor);
    for (const name of [undefined, '', '   ']) {
      const reply = await visitor.post('/api/amenities', { propertyId: property.id, name, notes: 'x' });
      expect(reply.status).toBe(400);
      expect(reply.body.error.message).toBe('Please enter an amenity name.');
    }
    expect((await visitor.get('/api/amenities')).body.amenities).toEqual([]);
  });

  it('answers another user’s property or amenity like an unknown one', async () => {
    const owner = await signedInRenter(t, 'amenityowner');
    const intruder = await signedInRenter(t, 'amenityintruder');
    const property = await createProperty(owner.visitor);
    const own = await createProperty(intruder.visitor);
    const amenity = (await owner.visitor.post('/api/amenities', { propertyId: property.id, name: 'Gym' }))
      .body.amenity;

    const foreignProperty = await intruder.visitor.post('/api/amenities', {
      propertyId: property.id,
      name: 'Gym',
    });
    const unknownProperty = await intruder.visitor.post('/api/amenities', {
      propertyId: crypto.randomUUID(),
      name: 'Gym',
    });
    expect(foreignProperty.status).toBe(404);
    expect(foreignProperty.body).toEqual(unknownProperty.body);
    expect((await intruder.visitor.get('/api/amenities')).body.amenities).toEqual([]);

    const unknown = crypto.randomUUID();
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { propertyId: own.id, name: 'Mine', version: 1 }],
      ['DELETE', undefined],
    ] as const) {
      const foreign = await intruder.visitor.request(method, `/api/amenities/${amenity.id}`, body);
      const missing = await intruder.visitor.request(method, `/api/amenities/${unknown}`, body);
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual(missing.body);
    }
    expect((await owner.visitor.get(`/api/amenities/${amenity.id}`)).body.amenity).toMatchObject({
      name: 'Gym',
      version: 1,
    });

    // A photo naming another user's amenity is refused like an unknown amenity, and nothing is stored.
    const foreignPhoto = await uploadPhoto(
      intruder.visitor,
      { propertyId: own.id, stage: 'amenity-before', amenityId: amenity.id },
      await png(),
    );
    const unknownPhoto = await uploadPhoto(
      intruder.visitor,
      { propertyId: own.id, stage: 'amenity-before', amenityId: unknown },
      await png(),
    );
    expect(foreignPhoto.status).toBe(404);
    expect(foreignPhoto.body).toEqual(unknownPhoto.body);
    expect(await photoCount(intruder.visitor)).toBe(0);
    expect(storedFilesOf(intruder.userId)).toEqual([]);
    expect((await owner.visitor.get(`/api/amenities/${amenity.id}`)).body.amenity.beforePhotos).toEqual([]);
  });

  it('needs an amenity for an amenity photo, of the photo’s property', async () => {
    const { visitor } = await signedInRenter(t, 'amenityphoto');
    const flat = await createProperty(visitor, 'Flat');
    const house = await createProperty(visitor, 'House');
    const amenity = (await visitor.post('/api/amenities', { propertyId: flat.id, name: 'Sauna' })).body
      .amenity;
    const without = await uploadPhoto(visitor, { propertyId: flat.id, stage: 'amenity-after' }, await png());
    expect(without.status).toBe(400);
    const moveIn = await uploadPhoto(
      visitor,
      { propertyId: flat.id, stage: 'move-in', amenityId: amenity.id },
      await png(),
    );
    expect(moveIn.status).toBe(400);
    const otherProperty = await uploadPhoto(
      visitor,
      { propertyId: house.id, stage: 'amenity-after', amenityId: amenity.id },
      await png(),
    );
    expect(otherProperty.status).toBe(400);
    expect(await photoCount(visitor)).toBe(0);
  });

  it('is for signed-in people only', async () => {
    const anonymous = new Visitor(t.app);
    expect((await anonymous.get('/api/amenities')).status).toBe(401);
    expect((await anonymous.post('/api/amenities', { name: 'Pool' })).status).toBe(401);
    expect((await anonymous.get(`/api/amenities/${crypto.randomUUID()}`)).status).toBe(401);
  });

  it('keeps amenity photos out of a share link and the move-in/move-out comparison', async () => {
    const { visitor } = await signedInRenter(t, 'amenityshare');
    const property = await createProperty(visitor);
    const moveIn = await uploadPhoto(
      visitor,
      { propertyId: property.id, stage: 'move-in', area: 'Pool' },
      await png(),
    );
    const amenity = (await visitor.post('/api/amenities', { propertyId: property.id, name: 'Pool' })).body
      .amenity;
    const before = await uploadPhoto(
      visitor,
      { propertyId: property.id, stage: 'amenity-before', amenityId: amenity.id, area: 'Pool' },
      await png(),
    );
    expect(before.status).toBe(201);

    const comparison = await visitor.get(`/api/properties/${property.id}/comparison`);
    expect(comparison.status).toBe(200);
    const compared = comparison.body.areas.flatMap(
      (a: { moveIn: { id: string }[]; moveOut: { id: string }[] }) =>
        [...a.moveIn, ...a.moveOut].map((p) => p.id),
    );
    expect(compared).toEqual([moveIn.body.photo.id]);

    const link = await visitor.post('/api/verification/share-links', {
      recipientEmail: 'landlord@example.com',
      consent: true,
    });
    expect(link.status).toBe(201);
    const token = new URL(link.body.url).pathname.split('/').at(-1) ?? '';
    const page = await new Visitor(t.app).get(`/api/verify/${token}`);
    const shared = page.body.report.depositDisputes.photos.map((p: { id: string }) => p.id);
    expect(shared).toEqual([moveIn.body.photo.id]);
    const photoThroughLink = await t.app.request(`/api/verify/${token}/photos/${before.body.photo.id}/thumb`);
    expect(photoThroughLink.status).toBe(404);
  });
});
