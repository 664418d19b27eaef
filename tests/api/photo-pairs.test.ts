import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PhotoPair } from '#shared/photos/photo-pairs';
import type { Walkthrough } from '#shared/walkthroughs/walkthrough-schemas';
import { photoChanges } from '#server/platform/db/schema/photo-changes';
import { signedInRenter } from './support/accounts';
import { createProperty, plainPng, uploadPhoto } from './support/photos';
import { createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

// Each upload a second after the last, so which photo is the latest never rests on a tie.
let ahead = 0;
const now = () => new Date(Date.UTC(2026, 5, 1) + ahead);
let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp({ clock: { now } });
  png = await plainPng();
});
afterAll(() => t.close());

async function upload(visitor: Visitor, fields: Record<string, string>) {
  ahead += 1000;
  const reply = await uploadPhoto(visitor, fields, { bytes: png, type: 'image/png', name: 'room.png' });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.photo.id as string;
}

async function placeWithWalkthrough(visitor: Visitor) {
  const property = await createProperty(visitor);
  const reply = await visitor.post('/api/walkthroughs', {
    propertyId: property.id,
    template: { kind: 'studio' },
  });
  const walkthrough = reply.body.walkthrough as Walkthrough;
  const [entrance, main] = walkthrough.rooms;
  return {
    propertyId: property.id,
    door: entrance?.shots[0]?.id as string,
    window: main?.shots[4]?.id as string,
  };
}

async function pairsOf(visitor: Visitor, propertyId: string) {
  const reply = await visitor.get(`/api/properties/${propertyId}/comparison`);
  expect(reply.status).toBe(200);
  return reply.body.pairs as PhotoPair[];
}

const summary = (pairs: PhotoPair[]) =>
  pairs.map((pair) => ({ shotId: pair.shotId, moveIn: pair.moveIn.id, moveOut: pair.moveOut.id }));

describe('move-in and move-out pairs', () => {
  it('pairs the move-in and move-out photos of a shot, with a pending change check', async () => {
    const { visitor, userId } = await signedInRenter(t, 'pair');
    const { propertyId, door, window } = await placeWithWalkthrough(visitor);
    const moveIn = await upload(visitor, { propertyId, stage: 'move-in', walkthroughShotId: door });
    // A shot with only one stage, and a photo without a shot, make no pair.
    await upload(visitor, { propertyId, stage: 'move-in', walkthroughShotId: window });
    await upload(visitor, { propertyId, stage: 'move-out' });
    expect(await pairsOf(visitor, propertyId)).toEqual([]);

    const moveOut = await upload(visitor, { propertyId, stage: 'move-out', walkthroughShotId: door });
    const [pair, ...rest] = await pairsOf(visitor, propertyId);
    expect(rest).toEqual([]);
    expect(pair).toMatchObject({
      shotId: door,
      room: 'Entrance',
      shot: 'Front door, outside',
      moveIn: { id: moveIn, stage: 'move-in', walkthroughShotId: door },
      moveOut: { id: moveOut, stage: 'move-out', walkthroughShotId: door },
      changes: { status: 'pending', alignment: null, regions: [], checkedAt: null },
    });
    const rows = await t.db.select().from(photoChanges).where(eq(photoChanges.userId, userId));
    expect(rows).toMatchObject([
      {
        id: pair?.changes.id,
        moveInPhotoId: moveIn,
        moveOutPhotoId: moveOut,
        status: 'pending',
        attempts: 0,
      },
    ]);
  });

  it('puts a retake in the pair in place of the earlier photo, and the earlier one back when the retake goes', async () => {
    const { visitor, userId } = await signedInRenter(t, 'pair-retake');
    const { propertyId, door, window } = await placeWithWalkthrough(visitor);
    const moveIn = await upload(visitor, { propertyId, stage: 'move-in', walkthroughShotId: door });
    const moveOut = await upload(visitor, { propertyId, stage: 'move-out', walkthroughShotId: door });
    const [first] = await pairsOf(visitor, propertyId);

    const retake = await upload(visitor, { propertyId, stage: 'move-out', walkthroughShotId: door });
    const [second] = await pairsOf(visitor, propertyId);
    expect(summary(second ? [second] : [])).toEqual([{ shotId: door, moveIn, moveOut: retake }]);
    expect(second?.changes.id).not.toBe(first?.changes.id);
    expect(second?.changes.status).toBe('pending');
    const moveInRetake = await upload(visitor, { propertyId, stage: 'move-in', walkthroughShotId: door });
    expect(summary(await pairsOf(visitor, propertyId))).toEqual([
      { shotId: door, moveIn: moveInRetake, moveOut: retake },
    ]);

    // Pairs come in walkthrough order, whatever order they were photographed in.
    await upload(visitor, { propertyId, stage: 'move-in', walkthroughShotId: window });
    const windowOut = await upload(visitor, { propertyId, stage: 'move-out', walkthroughShotId: window });
    expect((await pairsOf(visitor, propertyId)).map((pair) => pair.shotId)).toEqual([door, window]);

    expect((await visitor.delete(`/api/photos/${moveInRetake}`)).status).toBe(204);
    expect((await visitor.delete(`/api/photos/${retake}`)).status).toBe(204);
    const [back] = await pairsOf(visitor, propertyId);
    expect(back).toMatchObject({
      moveIn: { id: moveIn },
      moveOut: { id: moveOut },
      changes: { id: first?.changes.id },
    });

    // Without a move-out photo the shot has no pair, and its checks went with its photos.
    expect((await visitor.delete(`/api/photos/${moveOut}`)).status).toBe(204);
    expect((await visitor.delete(`/api/photos/${windowOut}`)).status).toBe(204);
    expect(await pairsOf(visitor, propertyId)).toEqual([]);
    expect(await t.db.select().from(photoChanges).where(eq(photoChanges.userId, userId))).toEqual([]);
  });

  it("pairs a stay's check-in and check-out photos in its comparison", async () => {
    const { visitor } = await signedInRenter(t, 'pair-stay');
    const stay = await visitor.post('/api/stays', {
      place: 'Hotel Miramar',
      checkInDate: '2026-06-01',
      checkOutDate: '2026-06-04',
    });
    const stayId = stay.body.stay.id as string;
    const walkthrough = await visitor.post('/api/walkthroughs', {
      propertyId: stayId,
      template: { kind: 'hotel-room' },
    });
    const shotId = walkthrough.body.walkthrough.rooms[1].shots[0].id as string;
    const checkIn = await upload(visitor, {
      propertyId: stayId,
      stage: 'move-in',
      walkthroughShotId: shotId,
    });
    const checkOut = await upload(visitor, {
      propertyId: stayId,
      stage: 'move-out',
      walkthroughShotId: shotId,
    });
    const comparison = await visitor.get(`/api/stays/${stayId}/comparison`);
    expect(comparison.status).toBe(200);
    expect(comparison.body.pairs).toMatchObject([
      {
        shotId,
        room: 'Room',
        shot: 'View from the door',
        moveIn: { id: checkIn },
        moveOut: { id: checkOut },
      },
    ]);
  });

  it('dismisses highlights by number, undoes a dismissal, and refuses a number out of range', async () => {
    const owner = await signedInRenter(t, 'pair-dismiss');
    const { propertyId, door } = await placeWithWalkthrough(owner.visitor);
    await upload(owner.visitor, { propertyId, stage: 'move-in', walkthroughShotId: door });
    await upload(owner.visitor, { propertyId, stage: 'move-out', walkthroughShotId: door });
    const [pair] = await pairsOf(owner.visitor, propertyId);
    const id = pair?.changes.id as string;
    // As the background check leaves it.
    const region = { x: 0.1, y: 0.2, width: 0.3, height: 0.1, dismissed: false };
    await t.db
      .update(photoChanges)
      .set({
        status: 'done',
        alignment: { dx: 0.01, dy: 0, scale: 1, rotation: 0 },
        regions: [region, { ...region, x: 0.5 }, { ...region, y: 0.7 }],
        checkedAt: now(),
      })
      .where(eq(photoChanges.id, id));

    const dismissed = await owner.visitor.patch(`/api/photo-changes/${id}`, { dismissed: [0, 2] });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.changes).toMatchObject({ id, status: 'done', checkedAt: now().toISOString() });
    expect(dismissed.body.changes.regions.map((r: { dismissed: boolean }) => r.dismissed)).toEqual([
      true,
      false,
      true,
    ]);
    const changed = await owner.visitor.patch(`/api/photo-changes/${id}`, { dismissed: [1] });
    expect(changed.body.changes.regions.map((r: { dismissed: boolean }) => r.dismissed)).toEqual([
      false,
      true,
      false,
    ]);
    expect((await pairsOf(owner.visitor, propertyId))[0]?.changes).toEqual(changed.body.changes);

    const outOfRange = await owner.visitor.patch(`/api/photo-changes/${id}`, { dismissed: [3] });
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body.error.message).toMatch(/Reload the comparison/);
    expect((await owner.visitor.patch(`/api/photo-changes/${id}`, { dismissed: [-1] })).status).toBe(400);
    expect((await owner.visitor.patch(`/api/photo-changes/${id}`, { dismissed: 'all' })).status).toBe(400);
    expect((await pairsOf(owner.visitor, propertyId))[0]?.changes).toEqual(changed.body.changes);

    const intruder = await signedInRenter(t, 'pair-intruder');
    const theirs = await intruder.visitor.patch(`/api/photo-changes/${id}`, { dismissed: [] });
    const unknown = await intruder.visitor.patch(`/api/photo-changes/${crypto.randomUUID()}`, {
      dismissed: [],
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(unknown.body);
    expect((await intruder.visitor.patch('/api/photo-changes/not-an-id', { dismissed: [] })).status).toBe(
      404,
    );
    expect((await new Visitor(t.app).patch(`/api/photo-changes/${id}`, { dismissed: [] })).status).toBe(401);
    expect((await pairsOf(owner.visitor, propertyId))[0]?.changes).toEqual(changed.body.changes);
  });
});
