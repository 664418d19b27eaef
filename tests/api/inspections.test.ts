import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_INSPECTION_ITEMS,
  DEFAULT_INSPECTION_ROOMS,
  INSPECTION_MESSAGES,
  type Inspection,
  type InspectionItem,
} from '#shared/inspections/inspection-schemas';
import { inspections, reportSignatures } from '#server/platform/db/schema/inspections';
import { photoMarkups } from '#server/platform/db/schema/photo-markups';
import { videos } from '#server/platform/db/schema/videos';
import { signedInRenter } from './support/accounts';
import { createProperty, plainPng, uploadPhoto } from './support/photos';
import { createTestApp, type TestApp } from './support/test-app';
import { type Reply, Visitor } from './support/visitor';

let t: TestApp;
let png: Buffer;
// Every reading of the app's clock is a second after the last, so "received before the report was
// signed" and "after" are never the same instant.
let tick = Date.parse('2026-05-01T09:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => new Date((tick += 1000)) } });
  png = await plainPng();
});
afterAll(() => t.close());

const file = () => ({ bytes: png, type: 'image/png', name: 'item.png' });

function refused(reply: Reply, status: number, message?: string | RegExp) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  if (message) expect(reply.body.error.message).toMatch(message);
}

async function created(visitor: Visitor, propertyId: string, rooms?: string[]) {
  const reply = await visitor.post('/api/inspections', { propertyId, ...(rooms ? { rooms } : {}) });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.inspection as Inspection;
}

/** The list as the edit form sends it back: ids kept, ratings and photos left out. */
const editOf = (inspection: Inspection) => ({
  version: inspection.version,
  rooms: inspection.rooms.map((room) => ({
    id: room.id,
    name: room.name,
    items: room.items.map((item) => ({ id: item.id, name: item.name })),
  })),
});

const roomNames = (inspection: Inspection) => inspection.rooms.map((room) => room.name);
const firstItem = (inspection: Inspection) => inspection.rooms[0]?.items[0] as InspectionItem;

/** A renter's place with a report, and the address of its first item's ratings. */
async function reportWithItem(label: string) {
  const renter = await signedInRenter(t, label);
  const property = await createProperty(renter.visitor);
  const inspection = await created(renter.visitor, property.id);
  const item = firstItem(inspection);
  const ratings = `/api/inspections/${property.id}/items/${item.id}/ratings`;
  const photo = (stage: string, itemId = item.id) =>
    uploadPhoto(renter.visitor, { propertyId: property.id, stage, inspectionItemId: itemId }, file());
  return { ...renter, property, inspection, item, ratings, photo };
}

const freeze = async (propertyId: string) => {
  const frozenAt = t.services.clock.now();
  await t.db.update(inspections).set({ frozenAt }).where(eq(inspections.propertyId, propertyId));
  return frozenAt;
};

describe('condition reports', () => {
  it("starts from the walkthrough's rooms, in order, each with the usual items, once per place", async () => {
    const { visitor } = await signedInRenter(t, 'insp-walk');
    const property = await createProperty(visitor, 'Maple Court');
    const walkthrough = await visitor.post('/api/walkthroughs', {
      propertyId: property.id,
      template: { kind: 'apartment', bedrooms: 1 },
    });
    expect(walkthrough.status).toBe(201);
    const walkRooms = walkthrough.body.walkthrough.rooms as { id: string; name: string }[];

    // Rooms named in the request are not used when the place has a walkthrough.
    const inspection = await created(visitor, property.id, ['Attic']);
    expect(inspection.rooms.map((room) => [room.name, room.walkthroughRoomId])).toEqual(
      walkRooms.map((room) => [room.name, room.id]),
    );
    for (const room of inspection.rooms) {
      expect(room.items.map((item) => item.name)).toEqual([...DEFAULT_INSPECTION_ITEMS]);
      for (const item of room.items)
        expect(item).toMatchObject({
          ratings: { 'move-in': null, 'move-out': null },
          photos: { 'move-in': [], 'move-out': [] },
          videos: { 'move-in': [], 'move-out': [] },
          change: null,
        });
    }
    expect(inspection).toMatchObject({
      propertyId: property.id,
      version: 1,
      frozenAt: null,
      signatures: [],
    });
    const read = await visitor.get(`/api/inspections/${property.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      place: { id: property.id, name: 'Maple Court', kind: 'home' },
      inspection,
    });

    const again = await visitor.post('/api/inspections', { propertyId: property.id });
    refused(again, 409, INSPECTION_MESSAGES.exists);
    expect(again.body.error.code).toBe('INSPECTION_EXISTS');
  });

  it('without a walkthrough, starts from the rooms named, else the photo areas, else the usual rooms', async () => {
    const { visitor } = await signedInRenter(t, 'insp-areas');
    const none = await createProperty(visitor, 'Bare');
    const empty = await visitor.get(`/api/inspections/${none.id}`);
    expect(empty.status).toBe(200);
    expect(empty.body.inspection).toBeNull();
    const defaults = await created(visitor, none.id);
    expect(roomNames(defaults)).toEqual([...DEFAULT_INSPECTION_ROOMS]);
    expect(defaults.rooms.every((room) => room.walkthroughRoomId === null)).toBe(true);

    const named = await createProperty(visitor, 'Named');
    expect(roomNames(await created(visitor, named.id, ['Hall', 'Loft']))).toEqual(['Hall', 'Loft']);

    // Areas match whatever their case or spacing; move-in areas come first, in the order first
    // photographed, then move-out's; a photo without an area names no room.
    const photographed = await createProperty(visitor, 'Photographed');
    for (const [stage, area] of [
      ['move-out', 'Balcony'],
      ['move-in', ' Kitchen '],
      ['move-in', 'Living   room'],
      ['move-in', ''],
      ['move-in', 'kitchen'],
      ['move-out', 'living room'],
      ['maintenance', 'Garage'],
    ] as const) {
      const fields: Record<string, string> = { propertyId: photographed.id, stage, area };
      if (stage === 'maintenance') {
        const item = await visitor.post('/api/maintenance', { propertyId: photographed.id, item: 'Door' });
        fields.maintenanceItemId = item.body.item.id;
      }
      expect((await uploadPhoto(visitor, fields, file())).status).toBe(201);
    }
    expect(roomNames(await created(visitor, photographed.id))).toEqual(['Kitchen', 'Living room', 'Balcony']);
  });

  it('saves the rooms and items as edited, keeping ratings, and refuses a stale or foreign edit', async () => {
    const { visitor, property, inspection, item, ratings } = await reportWithItem('insp-edit');
    expect((await visitor.put(`${ratings}/move-in`, { condition: 'good' })).status).toBe(200);
    const removed = inspection.rooms[0]?.items[1] as InspectionItem;
    const [first, second] = inspection.rooms;
    const edit = {
      version: inspection.version,
      rooms: [
        // The rated item moves into the renamed second room; the first room goes.
        {
          id: second?.id,
          name: 'Dining',
          items: [{ id: item.id, name: 'Walls and skirting' }, { name: 'Radiator' }],
        },
        { name: 'Porch', items: [{ name: 'Steps' }] },
      ],
    };
    const saved = await visitor.put(`/api/inspections/${property.id}`, edit);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = saved.body.inspection as Inspection;
    expect(after.version).toBe(2);
    expect(after.rooms.map((room) => [room.name, room.items.map((i) => i.name)])).toEqual([
      ['Dining', ['Walls and skirting', 'Radiator']],
      ['Porch', ['Steps']],
    ]);
    expect(after.rooms[0]?.id).toBe(second?.id);
    expect(after.rooms[0]?.items[0]).toMatchObject({
      id: item.id,
      ratings: { 'move-in': { condition: 'good', comment: '' } },
    });
    expect(after.rooms.map((room) => room.id)).not.toContain(first?.id);
    expect((await visitor.get(`/api/inspections/${property.id}`)).body.inspection).toEqual(after);

    const stale = await visitor.put(`/api/inspections/${property.id}`, edit);
    refused(stale, 409);
    expect(stale.body.error.code).toBe('STALE_UPDATE');
    expect(stale.body.error.details.current).toEqual(after);

    // An id that is not this report's refuses the whole edit.
    const other = await created(visitor, (await createProperty(visitor, 'Elsewhere')).id);
    const current = editOf(after);
    const put = (body: unknown) => visitor.put(`/api/inspections/${property.id}`, body);
    refused(
      await put({
        ...current,
        rooms: [{ ...current.rooms[0], items: [{ id: firstItem(other).id, name: 'X' }] }],
      }),
      400,
      INSPECTION_MESSAGES.unknownItem,
    );
    refused(
      await put({ ...current, rooms: [{ ...current.rooms[0], items: [{ id: removed.id, name: 'Floor' }] }] }),
      400,
      INSPECTION_MESSAGES.unknownItem,
    );
    refused(
      await put({ ...current, rooms: [{ ...current.rooms[0], id: other.rooms[0]?.id }] }),
      400,
      INSPECTION_MESSAGES.unknownRoom,
    );
    refused(await put({ ...current, rooms: [] }), 400, INSPECTION_MESSAGES.noRooms);
    refused(
      await put({ ...current, rooms: [{ name: 'Hall', items: [] }] }),
      400,
      INSPECTION_MESSAGES.noItems,
    );
    refused(await put({ rooms: current.rooms }), 400, /missing the version/);
    expect((await visitor.get(`/api/inspections/${property.id}`)).body.inspection).toEqual(after);
  });

  it('rates an item: Poor and Damaged need a comment and a photo of the item at that stage', async () => {
    const { visitor, property, item, ratings, photo } = await reportWithItem('insp-rate');
    const good = await visitor.put(`${ratings}/move-in`, { condition: 'good' });
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(good.body.item).toMatchObject({
      id: item.id,
      ratings: {
        'move-in': { condition: 'good', comment: '', ratedAt: expect.any(String) },
        'move-out': null,
      },
      change: null,
    });

    const noComment = await visitor.put(`${ratings}/move-in`, { condition: 'damaged' });
    refused(noComment, 400, INSPECTION_MESSAGES.needsComment);
    expect(noComment.body.error.details).toEqual([
      { path: 'comment', message: INSPECTION_MESSAGES.needsComment },
    ]);
    const damaged = { condition: 'damaged', comment: 'Crack above the window' };
    const noPhoto = await visitor.put(`${ratings}/move-in`, damaged);
    refused(noPhoto, 422, INSPECTION_MESSAGES.needsPhoto);
    expect(noPhoto.body.error.code).toBe('RATING_NEEDS_PHOTO');
    // A photo of the item at the other stage is not a photo of it at this one.
    expect((await photo('move-out')).status).toBe(201);
    refused(await visitor.put(`${ratings}/move-in`, damaged), 422, INSPECTION_MESSAGES.needsPhoto);
    expect(
      (await visitor.get(`/api/inspections/${property.id}`)).body.inspection.rooms[0].items[0].ratings[
        'move-in'
      ],
    ).toMatchObject({ condition: 'good' });

    const uploaded = await photo('move-in');
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.photo.inspectionItemId).toBe(item.id);
    const rated = await visitor.put(`${ratings}/move-in`, damaged);
    expect(rated.status, JSON.stringify(rated.body)).toBe(200);
    expect(rated.body.item.ratings['move-in']).toMatchObject(damaged);
    expect(rated.body.item.photos['move-in']).toEqual([
      {
        id: uploaded.body.photo.id,
        receivedAt: uploaded.body.photo.receivedAt,
        sha256: uploaded.body.photo.sha256,
        width: 640,
        height: 480,
        urls: {
          thumb: `/api/photos/${uploaded.body.photo.id}/thumb`,
          large: `/api/photos/${uploaded.body.photo.id}/large`,
        },
        markup: null,
        addendum: false,
      },
    ]);

    refused(await visitor.put(`${ratings}/maintenance`, { condition: 'good' }), 400, /move-in or move-out/);
    refused(
      await visitor.put(`${ratings}/move-in`, { condition: 'spotless' }),
      400,
      INSPECTION_MESSAGES.condition,
    );
    expect((await visitor.delete(`${ratings}/move-in`)).status).toBe(204);
    expect(
      (await visitor.get(`/api/inspections/${property.id}`)).body.inspection.rooms[0].items[0].ratings[
        'move-in'
      ],
    ).toBeNull();
  });

  it('compares move-out with move-in: worse, better, same, and never against Not inspected', async () => {
    const { visitor, inspection, ratings } = await reportWithItem('insp-change');
    await visitor.put(`${ratings}/move-in`, { condition: 'good' });
    const worse = await visitor.put(`${ratings}/move-out`, { condition: 'fair' });
    expect(worse.body.item).toMatchObject({
      ratings: { 'move-in': { condition: 'good' }, 'move-out': { condition: 'fair' } },
      change: 'worse',
    });
    expect((await visitor.put(`${ratings}/move-out`, { condition: 'good' })).body.item.change).toBe('same');
    expect((await visitor.put(`${ratings}/move-in`, { condition: 'fair' })).body.item.change).toBe('better');
    const skipped = await visitor.put(`${ratings}/move-out`, { condition: 'not-inspected' });
    expect(skipped.body.item.change).toBeNull();

    const other = inspection.rooms[0]?.items[2] as InspectionItem;
    const otherRatings = ratings.replace(firstItem(inspection).id, other.id);
    expect(
      (await visitor.put(`${otherRatings}/move-out`, { condition: 'fair' })).body.item.change,
    ).toBeNull();
  });

  it('once signed: the move-in side no longer changes, move-out goes on, later photos are an addendum', async () => {
    const { visitor, property, inspection, ratings, photo } = await reportWithItem('insp-freeze');
    const before = await photo('move-in');
    expect(before.status).toBe(201);
    await visitor.put(`${ratings}/move-in`, { condition: 'poor', comment: 'Scuffed' });
    const frozenAt = await freeze(property.id);

    for (const reply of [
      await visitor.put(`${ratings}/move-in`, { condition: 'good' }),
      await visitor.delete(`${ratings}/move-in`),
      await visitor.put(`/api/inspections/${property.id}`, editOf(inspection)),
      await visitor.delete(`/api/inspections/${property.id}`),
    ]) {
      refused(reply, 409, INSPECTION_MESSAGES.frozen);
      expect(reply.body.error.code).toBe('INSPECTION_FROZEN');
    }
    const deleted = await visitor.delete(`/api/photos/${before.body.photo.id}`);
    refused(deleted, 409, INSPECTION_MESSAGES.signedPhoto);
    expect(deleted.body.error.code).toBe('SIGNED_EVIDENCE');
    expect((await visitor.get(`/api/photos/${before.body.photo.id}`)).status).toBe(200);

    const moveOut = await visitor.put(`${ratings}/move-out`, { condition: 'good' });
    expect(moveOut.status).toBe(200);
    const after = await photo('move-in');
    expect(after.status).toBe(201);
    const read = (await visitor.get(`/api/inspections/${property.id}`)).body.inspection as Inspection;
    expect(read.frozenAt).toBe(frozenAt.toISOString());
    expect(read.rooms[0]?.items[0]?.ratings['move-in']).toMatchObject({
      condition: 'poor',
      comment: 'Scuffed',
    });
    expect(read.rooms[0]?.items[0]?.photos['move-in'].map((p) => [p.id, p.addendum])).toEqual([
      [before.body.photo.id, false],
      [after.body.photo.id, true],
    ]);
    // A photo added after signing is not part of what was signed, so it can still go.
    expect((await visitor.delete(`/api/photos/${after.body.photo.id}`)).status).toBe(204);
  });

  it('shows each photo with its markup layer, each clip, and the signatures, oldest first', async () => {
    const { visitor, userId, property, inspection, item, photo } = await reportWithItem('insp-present');
    const uploaded = await photo('move-in');
    const photoId = uploaded.body.photo.id as string;
    const shapes = [{ kind: 'rectangle', color: 'red', x: 0.1, y: 0.2, width: 0.3, height: 0.4 }];
    const updatedAt = new Date('2026-05-02T10:00:00Z');
    await t.db.insert(photoMarkups).values({
      photoId,
      userId,
      layer: JSON.stringify({ photoId, sha256: uploaded.body.photo.sha256, shapes }),
      sha256: 'a'.repeat(64),
      updatedAt,
    });
    const videoId = crypto.randomUUID();
    await t.db.insert(videos).values({
      id: videoId,
      userId,
      propertyId: property.id,
      stage: 'move-out',
      inspectionItemId: item.id,
      storageKey: `users/${userId}/videos/${videoId}`,
      originalName: 'tap.mp4',
      container: 'mp4',
      contentType: 'video/mp4',
      byteSize: 1000,
      servedByteSize: 900,
      durationMs: 4200,
      width: 1280,
      height: 720,
      sha256: 'b'.repeat(64),
      receivedAt: new Date('2026-05-03T10:00:00Z'),
    });
    const signature = {
      inspectionId: inspection.id,
      role: 'landlord' as const,
      method: 'email-code' as const,
      name: 'Pat Landlord',
      email: 'pat@example.com',
      consentText: 'I agree',
      signedAt: new Date('2026-05-04T10:00:00Z'),
      reportJson: '{}',
      reportSha256: 'c'.repeat(64),
      manifestJson: '{}',
      manifestSha256: 'd'.repeat(64),
      disagreements: [{ itemId: item.id, room: 'Entrance', item: 'Walls', comment: 'Was already there' }],
    };
    await t.db
      .insert(reportSignatures)
      .values([
        { ...signature, role: 'renter', method: 'account', signedAt: new Date('2026-05-05T10:00:00Z') },
        signature,
      ]);

    const read = (await visitor.get(`/api/inspections/${property.id}`)).body.inspection as Inspection;
    const shown = read.rooms[0]?.items[0] as InspectionItem;
    expect(shown.photos['move-in'][0]?.markup).toEqual({
      shapes,
      sha256: 'a'.repeat(64),
      updatedAt: updatedAt.toISOString(),
    });
    expect(shown.videos).toEqual({
      'move-in': [],
      'move-out': [
        {
          id: videoId,
          receivedAt: '2026-05-03T10:00:00.000Z',
          sha256: 'b'.repeat(64),
          durationMs: 4200,
          width: 1280,
          height: 720,
          urls: { poster: `/api/videos/${videoId}/poster`, stream: `/api/videos/${videoId}/stream` },
          addendum: false,
        },
      ],
    });
    expect(read.signatures.map((s) => [s.role, s.name, s.signedAt])).toEqual([
      ['landlord', 'Pat Landlord', '2026-05-04T10:00:00.000Z'],
      ['renter', 'Pat Landlord', '2026-05-05T10:00:00.000Z'],
    ]);
    expect(read.signatures[0]).toEqual({
      id: expect.any(String),
      role: 'landlord',
      method: 'email-code',
      name: 'Pat Landlord',
      email: 'pat@example.com',
      companyName: null,
      signedAt: '2026-05-04T10:00:00.000Z',
      reportSha256: 'c'.repeat(64),
      manifestSha256: 'd'.repeat(64),
      disagreements: signature.disagreements,
    });
  });

  it("removes an unsigned report; its photos stay in the place's evidence", async () => {
    const { visitor, property, photo } = await reportWithItem('insp-delete');
    const uploaded = await photo('move-in');
    expect((await visitor.delete(`/api/inspections/${property.id}`)).status).toBe(204);
    expect((await visitor.get(`/api/inspections/${property.id}`)).body.inspection).toBeNull();
    const kept = await visitor.get(`/api/photos/${uploaded.body.photo.id}`);
    expect(kept.status).toBe(200);
    expect(kept.body.photo.inspectionItemId).toBeNull();
    refused(
      await visitor.delete(`/api/inspections/${property.id}`),
      404,
      /That condition report could not be found/,
    );
  });

  it("answers 404 for another user's place and item, and for an item of another place", async () => {
    const owner = await reportWithItem('insp-owner');
    const intruder = await reportWithItem('insp-intruder');
    const { visitor } = intruder;
    const place = /That place could not be found/;
    const theItem = /That item could not be found/;
    const itemPath = (propertyId: string, itemId: string) =>
      `/api/inspections/${propertyId}/items/${itemId}/ratings/move-in`;

    for (const id of [owner.property.id, crypto.randomUUID(), 'not-an-id']) {
      refused(await visitor.get(`/api/inspections/${id}`), 404, place);
      refused(await visitor.put(`/api/inspections/${id}`, editOf(owner.inspection)), 404, place);
      refused(await visitor.delete(`/api/inspections/${id}`), 404, place);
      refused(await visitor.put(itemPath(id, owner.item.id), { condition: 'good' }), 404, place);
      refused(await visitor.delete(itemPath(id, owner.item.id)), 404, place);
    }
    refused(await visitor.post('/api/inspections', { propertyId: owner.property.id }), 404, place);
    for (const id of [owner.item.id, crypto.randomUUID()]) {
      refused(await visitor.put(itemPath(intruder.property.id, id), { condition: 'good' }), 404, theItem);
      refused(await visitor.delete(itemPath(intruder.property.id, id)), 404, theItem);
      refused(await intruder.photo('move-in', id), 404, theItem);
    }
    // The intruder's own item, named under another of their places: not found there, and a photo of
    // that place cannot show it.
    const second = await createProperty(visitor, 'Second');
    refused(await visitor.put(itemPath(second.id, intruder.item.id), { condition: 'good' }), 404, theItem);
    const foreign = await uploadPhoto(
      visitor,
      { propertyId: second.id, stage: 'move-in', inspectionItemId: intruder.item.id },
      file(),
    );
    refused(foreign, 400, "That item is not part of this place's condition report.");
    expect(foreign.body.error.details).toEqual([
      { path: 'inspectionItemId', message: foreign.body.error.message },
    ]);
    refused(
      await visitor.put(`/api/inspections/${second.id}`, editOf(intruder.inspection)),
      404,
      /That condition report could not be found/,
    );

    expect((await owner.visitor.get(`/api/inspections/${owner.property.id}`)).body.inspection).toEqual(
      owner.inspection,
    );
  });

  it('answers 401 without a session', async () => {
    const anonymous = new Visitor(t.app);
    const id = crypto.randomUUID();
    refused(await anonymous.get(`/api/inspections/${id}`), 401);
    refused(await anonymous.post('/api/inspections', { propertyId: id }), 401);
    refused(await anonymous.put(`/api/inspections/${id}`, { version: 1, rooms: [] }), 401);
    refused(await anonymous.delete(`/api/inspections/${id}`), 401);
    refused(
      await anonymous.put(`/api/inspections/${id}/items/${id}/ratings/move-in`, { condition: 'good' }),
      401,
    );
    refused(await anonymous.delete(`/api/inspections/${id}/items/${id}/ratings/move-in`), 401);
  });
});
