import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALKTHROUGH_MESSAGES, type Walkthrough } from '#shared/walkthroughs/walkthrough-schemas';
import { templateRooms, walkthroughProgress } from '#shared/walkthroughs/walkthrough-templates';
import { signedInRenter } from './support/accounts';
import { createProperty, plainPng, uploadPhoto } from './support/photos';
import { createTestApp, type TestApp } from './support/test-app';
import { type Reply, Visitor } from './support/visitor';

let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  png = await plainPng();
});
afterAll(() => t.close());

const file = () => ({ bytes: png, type: 'image/png', name: 'room.png' });

async function created(visitor: Visitor, propertyId: string, template: Record<string, unknown>) {
  const reply = await visitor.post('/api/walkthroughs', { propertyId, template });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.walkthrough as Walkthrough;
}

/** The list as the edit form sends it back: ids kept, photos and skips left out. */
const editOf = (walkthrough: Walkthrough) => ({
  version: walkthrough.version,
  rooms: walkthrough.rooms.map((room) => ({
    id: room.id,
    name: room.name,
    shots: room.shots.map((shot) => ({ id: shot.id, name: shot.name })),
  })),
});

const firstShot = (walkthrough: Walkthrough) => walkthrough.rooms[0]?.shots[0]?.id as string;

function refused(reply: Reply, status: number, message?: string | RegExp) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  if (message) expect(reply.body.error.message).toMatch(message);
}

describe('walkthroughs', () => {
  it('makes a walkthrough from each kind of template, for a home or a stay, once per place', async () => {
    const { visitor } = await signedInRenter(t, 'walk-kinds');
    for (const template of [
      { kind: 'studio' },
      { kind: 'apartment', bedrooms: 2 },
      { kind: 'house', bedrooms: 3 },
    ] as const) {
      const property = await createProperty(visitor, `A ${template.kind}`);
      const walkthrough = await created(visitor, property.id, template);
      expect(walkthrough).toMatchObject({ propertyId: property.id, template, version: 1 });
      expect(walkthrough.rooms.map((room) => [room.name, room.shots.map((shot) => shot.name)])).toEqual(
        templateRooms(template).map((room) => [room.name, room.shots]),
      );
      const read = await visitor.get(`/api/walkthroughs/${property.id}`);
      expect(read.status).toBe(200);
      expect(read.body).toEqual({
        place: { id: property.id, name: `A ${template.kind}`, kind: 'home' },
        walkthrough,
      });
    }
    const stay = await visitor.post('/api/stays', {
      place: 'Hotel Miramar',
      checkInDate: '2026-06-01',
      checkOutDate: '2026-06-04',
    });
    const ofStay = await visitor.post('/api/walkthroughs', {
      propertyId: stay.body.stay.id,
      template: { kind: 'hotel-room' },
    });
    expect(ofStay.status).toBe(201);
    expect(ofStay.body.place).toEqual({ id: stay.body.stay.id, name: 'Hotel Miramar', kind: 'stay' });
    expect(ofStay.body.walkthrough.template).toEqual({ kind: 'hotel-room' });
    expect(ofStay.body.walkthrough.rooms.map((room: { name: string }) => room.name)).toEqual([
      'Door',
      'Room',
      'Bathroom',
    ]);
    refused(
      await visitor.post('/api/walkthroughs', {
        propertyId: stay.body.stay.id,
        template: { kind: 'studio' },
      }),
      409,
      WALKTHROUGH_MESSAGES.exists,
    );
  });

  it('answers null while a place has none, and every shot starts with nothing at either stage', async () => {
    const { visitor } = await signedInRenter(t, 'walk-empty');
    const property = await createProperty(visitor, 'Maple Court');
    const empty = await visitor.get(`/api/walkthroughs/${property.id}`);
    expect(empty.status).toBe(200);
    expect(empty.body.walkthrough).toBeNull();
    const walkthrough = await created(visitor, property.id, { kind: 'studio' });
    for (const room of walkthrough.rooms)
      for (const shot of room.shots)
        expect(shot.stages).toEqual({
          'move-in': { photos: [], skippedAt: null },
          'move-out': { photos: [], skippedAt: null },
        });
    expect(walkthroughProgress(walkthrough, 'move-in')).toMatchObject({ done: 0, skipped: 0 });
  });

  it('saves the list as edited: ids and their photos kept, new rooms and shots added, the rest removed', async () => {
    const { visitor } = await signedInRenter(t, 'walk-edit');
    const property = await createProperty(visitor, 'Maple Court');
    const walkthrough = await created(visitor, property.id, { kind: 'studio' });
    const [entrance, main, , bathroom] = walkthrough.rooms;
    const kept = entrance?.shots[0] as Walkthrough['rooms'][number]['shots'][number];
    const removed = bathroom?.shots[0]?.id as string;
    const keptPhoto = await uploadPhoto(
      visitor,
      { propertyId: property.id, stage: 'move-in', walkthroughShotId: kept.id },
      file(),
    );
    expect(keptPhoto.status).toBe(201);
    expect(keptPhoto.body.photo.walkthroughShotId).toBe(kept.id);
    const removedPhoto = await uploadPhoto(
      visitor,
      { propertyId: property.id, stage: 'move-in', walkthroughShotId: removed },
      file(),
    );

    const edit = {
      version: walkthrough.version,
      rooms: [
        // The kept shot moves into a renamed main room; the entrance goes.
        {
          id: main?.id,
          name: 'Living space',
          shots: [
            { id: kept.id, name: 'Front door' },
            ...(main?.shots.map(({ id, name }) => ({ id, name })) ?? []),
          ],
        },
        { name: 'Balcony', shots: [{ name: 'Railing' }, { name: 'Floor' }] },
      ],
    };
    const saved = await visitor.put(`/api/walkthroughs/${property.id}`, edit);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = saved.body.walkthrough as Walkthrough;
    expect(after.version).toBe(2);
    expect(after.rooms.map((room) => room.name)).toEqual(['Living space', 'Balcony']);
    expect(after.rooms[0]?.id).toBe(main?.id);
    expect(after.rooms[0]?.shots[0]).toMatchObject({ id: kept.id, name: 'Front door' });
    expect(after.rooms[0]?.shots[0]?.stages['move-in'].photos.map((photo) => photo.id)).toEqual([
      keptPhoto.body.photo.id,
    ]);
    expect(after.rooms[1]?.shots.map((shot) => shot.name)).toEqual(['Railing', 'Floor']);
    expect((await visitor.get(`/api/walkthroughs/${property.id}`)).body.walkthrough).toEqual(after);

    // The removed shot's photo stays in the place's evidence, without a slot.
    const orphan = await visitor.get(`/api/photos/${removedPhoto.body.photo.id}`);
    expect(orphan.status).toBe(200);
    expect(orphan.body.photo.walkthroughShotId).toBeNull();

    // An id that is not this walkthrough's, or named twice, refuses the whole edit.
    const other = await created(visitor, (await createProperty(visitor, 'Elsewhere')).id, { kind: 'studio' });
    const current = editOf(after);
    const withShot = (id: string) => ({
      ...current,
      rooms: [{ ...current.rooms[0], shots: [{ id, name: 'Borrowed' }] }],
    });
    refused(
      await visitor.put(`/api/walkthroughs/${property.id}`, withShot(firstShot(other))),
      400,
      WALKTHROUGH_MESSAGES.unknownShot,
    );
    refused(
      await visitor.put(`/api/walkthroughs/${property.id}`, withShot(crypto.randomUUID())),
      400,
      WALKTHROUGH_MESSAGES.unknownShot,
    );
    refused(
      await visitor.put(`/api/walkthroughs/${property.id}`, {
        ...current,
        rooms: [{ ...current.rooms[0], id: other.rooms[0]?.id }],
      }),
      400,
      WALKTHROUGH_MESSAGES.unknownRoom,
    );
    refused(
      await visitor.put(`/api/walkthroughs/${property.id}`, {
        ...current,
        rooms: [current.rooms[0], current.rooms[0]],
      }),
      400,
    );
    expect((await visitor.get(`/api/walkthroughs/${property.id}`)).body.walkthrough).toEqual(after);
  });

  it('refuses an edit of an older version with the walkthrough as it is now', async () => {
    const { visitor } = await signedInRenter(t, 'walk-stale');
    const property = await createProperty(visitor);
    const walkthrough = await created(visitor, property.id, { kind: 'studio' });
    const first = editOf(walkthrough);
    const renamed = { ...first, rooms: [{ ...first.rooms[0], name: 'Hallway' }, ...first.rooms.slice(1)] };
    expect((await visitor.put(`/api/walkthroughs/${property.id}`, renamed)).status).toBe(200);
    const stale = await visitor.put(`/api/walkthroughs/${property.id}`, first);
    refused(stale, 409);
    expect(stale.body.error.code).toBe('STALE_UPDATE');
    expect(stale.body.error.details.current).toEqual(
      (await visitor.get(`/api/walkthroughs/${property.id}`)).body.walkthrough,
    );
    expect(stale.body.error.details.current.rooms[0].name).toBe('Hallway');
  });

  it('records skips per stage, takes them back, and counts them in the progress', async () => {
    const { visitor } = await signedInRenter(t, 'walk-skip');
    const property = await createProperty(visitor);
    const walkthrough = await created(visitor, property.id, { kind: 'studio' });
    const shotId = firstShot(walkthrough);
    const skips = `/api/walkthroughs/${property.id}/shots/${shotId}/skips`;

    const skipped = await visitor.post(skips, { stage: 'move-in' });
    expect(skipped.status).toBe(200);
    const shot = skipped.body.walkthrough.rooms[0].shots[0];
    expect(shot.stages['move-in'].skippedAt).toEqual(expect.any(String));
    expect(shot.stages['move-out'].skippedAt).toBeNull();
    expect(walkthroughProgress(skipped.body.walkthrough, 'move-in')).toMatchObject({ done: 0, skipped: 1 });
    // Skipping again keeps the first time.
    const again = await visitor.post(skips, { stage: 'move-in' });
    expect(again.body.walkthrough.rooms[0].shots[0].stages['move-in'].skippedAt).toBe(
      shot.stages['move-in'].skippedAt,
    );

    const unskipped = await visitor.delete(`${skips}/move-in`);
    expect(unskipped.status).toBe(200);
    expect(unskipped.body.walkthrough.rooms[0].shots[0].stages['move-in'].skippedAt).toBeNull();
    refused(await visitor.post(skips, { stage: 'maintenance' }), 400);
    refused(await visitor.delete(`${skips}/maintenance`), 400);
  });

  it('fills a skipped shot with a photo taken for it, and counts it done', async () => {
    const { visitor } = await signedInRenter(t, 'walk-fill');
    const property = await createProperty(visitor);
    const walkthrough = await created(visitor, property.id, { kind: 'apartment', bedrooms: 1 });
    const shotId = firstShot(walkthrough);
    await visitor.post(`/api/walkthroughs/${property.id}/shots/${shotId}/skips`, { stage: 'move-out' });
    await visitor.post(`/api/walkthroughs/${property.id}/shots/${shotId}/skips`, { stage: 'move-in' });
    const photo = await uploadPhoto(
      visitor,
      { propertyId: property.id, stage: 'move-out', area: 'Entrance', walkthroughShotId: shotId },
      file(),
    );
    expect(photo.status).toBe(201);
    const read = (await visitor.get(`/api/walkthroughs/${property.id}`)).body.walkthrough as Walkthrough;
    const shot = read.rooms[0]?.shots[0];
    expect(shot?.stages['move-out']).toEqual({
      photos: [
        {
          id: photo.body.photo.id,
          receivedAt: photo.body.photo.receivedAt,
          width: 640,
          height: 480,
          urls: { thumb: photo.body.photo.urls.thumb, large: photo.body.photo.urls.large },
        },
      ],
      skippedAt: null,
    });
    // Only that stage's skip goes.
    expect(shot?.stages['move-in'].skippedAt).toEqual(expect.any(String));
    expect(walkthroughProgress(read, 'move-out')).toMatchObject({ done: 1, skipped: 0 });
  });

  it('refuses a photo for a shot of another place, or of another stage than move-in or move-out', async () => {
    const { visitor } = await signedInRenter(t, 'walk-other-place');
    const home = await createProperty(visitor, 'Home');
    const other = await createProperty(visitor, 'Other');
    const walkthrough = await created(visitor, other.id, { kind: 'studio' });
    const reply = await uploadPhoto(
      visitor,
      { propertyId: home.id, stage: 'move-in', walkthroughShotId: firstShot(walkthrough) },
      file(),
    );
    refused(reply, 400, /another place's walkthrough.*Choose its place/);
    expect(reply.body.error.details).toEqual([
      { path: 'walkthroughShotId', message: reply.body.error.message },
    ]);
    const item = await visitor.post('/api/maintenance', { propertyId: other.id, item: 'Tap' });
    refused(
      await uploadPhoto(
        visitor,
        {
          propertyId: other.id,
          stage: 'maintenance',
          maintenanceItemId: item.body.item.id,
          walkthroughShotId: firstShot(walkthrough),
        },
        file(),
      ),
      400,
      /move-in or move-out photo/,
    );
    expect((await visitor.get(`/api/photos?propertyId=${home.id}`)).body.photos).toEqual([]);
  });

  it("answers 404 for another user's walkthrough, place and shot, as for unknown ones", async () => {
    const owner = await signedInRenter(t, 'walk-owner');
    const intruder = await signedInRenter(t, 'walk-intruder');
    const property = await createProperty(owner.visitor);
    const walkthrough = await created(owner.visitor, property.id, { kind: 'studio' });
    const own = await createProperty(intruder.visitor);
    const ownWalkthrough = await created(intruder.visitor, own.id, { kind: 'studio' });
    const shotId = firstShot(walkthrough);
    const place = /That place could not be found/;
    const theShot = /That shot could not be found/;
    const { visitor } = intruder;

    for (const id of [property.id, crypto.randomUUID(), 'not-an-id']) {
      refused(await visitor.get(`/api/walkthroughs/${id}`), 404, place);
      refused(await visitor.put(`/api/walkthroughs/${id}`, editOf(walkthrough)), 404, place);
      refused(await visitor.delete(`/api/walkthroughs/${id}`), 404, place);
      refused(
        await visitor.post(`/api/walkthroughs/${id}/shots/${shotId}/skips`, { stage: 'move-in' }),
        404,
        place,
      );
    }
    refused(
      await visitor.post('/api/walkthroughs', { propertyId: property.id, template: { kind: 'studio' } }),
      404,
      place,
    );
    for (const id of [shotId, crypto.randomUUID()]) {
      refused(
        await visitor.post(`/api/walkthroughs/${own.id}/shots/${id}/skips`, { stage: 'move-in' }),
        404,
        theShot,
      );
      refused(await visitor.delete(`/api/walkthroughs/${own.id}/shots/${id}/skips/move-in`), 404, theShot);
      refused(
        await uploadPhoto(visitor, { propertyId: own.id, stage: 'move-in', walkthroughShotId: id }, file()),
        404,
        theShot,
      );
    }
    // A shot of the intruder's own walkthrough, named under another of their places: not found there.
    const second = await createProperty(visitor, 'Second');
    refused(
      await visitor.post(`/api/walkthroughs/${second.id}/shots/${firstShot(ownWalkthrough)}/skips`, {
        stage: 'move-in',
      }),
      404,
      theShot,
    );
    refused(
      await visitor.delete(`/api/walkthroughs/${second.id}`),
      404,
      /That walkthrough could not be found/,
    );
    expect((await owner.visitor.get(`/api/walkthroughs/${property.id}`)).body.walkthrough).toEqual(
      walkthrough,
    );
  });

  it('answers 401 without a session', async () => {
    const anonymous = new Visitor(t.app);
    const id = crypto.randomUUID();
    refused(await anonymous.get(`/api/walkthroughs/${id}`), 401);
    refused(await anonymous.post('/api/walkthroughs', { propertyId: id, template: { kind: 'studio' } }), 401);
    refused(await anonymous.put(`/api/walkthroughs/${id}`, { version: 1, rooms: [] }), 401);
    refused(await anonymous.delete(`/api/walkthroughs/${id}`), 401);
    refused(await anonymous.post(`/api/walkthroughs/${id}/shots/${id}/skips`, { stage: 'move-in' }), 401);
    refused(await anonymous.delete(`/api/walkthroughs/${id}/shots/${id}/skips/move-in`), 401);
  });

  it('refuses bad input with a message saying what to fix', async () => {
    const { visitor } = await signedInRenter(t, 'walk-bad');
    const property = await createProperty(visitor);
    const post = (template: unknown) =>
      visitor.post('/api/walkthroughs', { propertyId: property.id, template });
    refused(await post({ kind: 'castle' }), 400, 'Please choose the kind of place.');
    refused(await post({ kind: 'apartment' }), 400, 'Please enter how many bedrooms.');
    refused(await post({ kind: 'house', bedrooms: 9 }), 400, /Up to 6 bedrooms/);
    refused(await visitor.post('/api/walkthroughs', { propertyId: 'x', template: { kind: 'studio' } }), 400);
    const walkthrough = await created(visitor, property.id, { kind: 'studio' });
    const edit = editOf(walkthrough);
    const put = (body: unknown) => visitor.put(`/api/walkthroughs/${property.id}`, body);
    refused(await put({ ...edit, rooms: [] }), 400, WALKTHROUGH_MESSAGES.noRooms);
    refused(await put({ ...edit, rooms: [{ name: 'Hall', shots: [] }] }), 400, WALKTHROUGH_MESSAGES.noShots);
    refused(
      await put({ ...edit, rooms: [{ name: ' ', shots: [{ name: 'Door' }] }] }),
      400,
      WALKTHROUGH_MESSAGES.roomName,
    );
    refused(
      await put({ ...edit, rooms: [{ name: 'Hall', shots: [{ name: '' }] }] }),
      400,
      WALKTHROUGH_MESSAGES.shotName,
    );
    refused(await put({ rooms: edit.rooms }), 400, /missing the version/);
    refused(
      await put({ ...edit, rooms: [{ name: 'Hall\u0000', shots: [{ name: 'Door' }] }] }),
      400,
      /cannot be stored/,
    );
    expect((await visitor.get(`/api/walkthroughs/${property.id}`)).body.walkthrough).toEqual(walkthrough);
  });

  it('deletes a walkthrough, keeping its photos without a slot', async () => {
    const { visitor } = await signedInRenter(t, 'walk-delete');
    const property = await createProperty(visitor);
    const walkthrough = await created(visitor, property.id, { kind: 'studio' });
    const photo = await uploadPhoto(
      visitor,
      { propertyId: property.id, stage: 'move-in', walkthroughShotId: firstShot(walkthrough) },
      file(),
    );
    expect((await visitor.delete(`/api/walkthroughs/${property.id}`)).status).toBe(204);
    expect((await visitor.get(`/api/walkthroughs/${property.id}`)).body.walkthrough).toBeNull();
    const kept = await visitor.get(`/api/photos/${photo.body.photo.id}`);
    expect(kept.status).toBe(200);
    expect(kept.body.photo.walkthroughShotId).toBeNull();
    // A new one can be made from a template again.
    await created(visitor, property.id, { kind: 'apartment', bedrooms: 2 });
  });
});
