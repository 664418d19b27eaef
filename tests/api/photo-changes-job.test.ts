import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PhotoPair } from '#shared/photos/photo-pairs';
import type { Walkthrough } from '#shared/walkthroughs/walkthrough-schemas';
import { checkPhotoChanges } from '#server/photos/check-photo-changes';
import { photoFileKey } from '#server/photos/photo-keys';
import { photos } from '#server/platform/db/schema/photos';
import { eq } from 'drizzle-orm';
import { type ChangeScene, generateChangeScenes, scoreRegions } from '../fixtures/change-scenes';
import { signedInRenter } from './support/accounts';
import { createProperty, uploadPhoto } from './support/photos';
import { createTestApp, type TestApp } from './support/test-app';
import type { Visitor } from './support/visitor';

/** Comparing seven pairs of photos takes seconds on a machine busy with other test files. */
const CHECKING_TIMEOUT = 120_000;

let clock = new Date(Date.UTC(2026, 5, 1));
let t: TestApp;
let scenes: ChangeScene[];
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => clock } });
  scenes = await generateChangeScenes();
});
afterAll(() => t.close());

const deps = () => ({ db: t.db, files: t.services.files, logger: t.services.logger });

async function upload(visitor: Visitor, fields: Record<string, string>, bytes: Buffer) {
  clock = new Date(clock.getTime() + 1000);
  const reply = await uploadPhoto(visitor, fields, { bytes, name: 'room.jpg', type: 'image/jpeg' });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.photo as { id: string };
}

async function pairsOf(visitor: Visitor, propertyId: string) {
  const reply = await visitor.get(`/api/properties/${propertyId}/comparison`);
  expect(reply.status).toBe(200);
  return reply.body.pairs as PhotoPair[];
}

/** A place whose walkthrough has a shot for each scene: its move-in and move-out photos pair up. */
async function placeWithScenes(visitor: Visitor, chosen: ChangeScene[]) {
  const property = await createProperty(visitor);
  const created = await visitor.post('/api/walkthroughs', {
    propertyId: property.id,
    template: { kind: 'house', bedrooms: 2 },
  });
  const shots = (created.body.walkthrough as Walkthrough).rooms.flatMap((room) => room.shots);
  const byShot = new Map<string, ChangeScene>();
  for (const [index, scene] of chosen.entries()) {
    const shot = shots[index]?.id ?? '';
    byShot.set(shot, scene);
    await upload(
      visitor,
      { propertyId: property.id, stage: 'move-in', walkthroughShotId: shot },
      scene.moveIn,
    );
    await upload(
      visitor,
      { propertyId: property.id, stage: 'move-out', walkthroughShotId: shot },
      scene.moveOut,
    );
  }
  return { propertyId: property.id, byShot };
}

describe('the change check of move-in and move-out pairs', () => {
  it(
    'finds every planted change on the generated scenes and flags nothing on an unchanged pair',
    async () => {
      const { visitor } = await signedInRenter(t, 'changes');
      const { propertyId, byShot } = await placeWithScenes(visitor, scenes);
      expect((await pairsOf(visitor, propertyId)).map((pair) => pair.changes.status)).toEqual(
        scenes.map(() => 'pending'),
      );

      expect(await checkPhotoChanges(deps(), () => clock)).toBe(scenes.length);

      const pairs = await pairsOf(visitor, propertyId);
      expect(pairs).toHaveLength(scenes.length);
      for (const pair of pairs) {
        const scene = byShot.get(pair.shotId);
        if (!scene) throw new Error(`No scene for shot ${pair.shotId}`);
        expect(pair.changes, scene.name).toMatchObject({ status: 'done', checkedAt: clock.toISOString() });
        const { found, falseRegions } = scoreRegions(scene.planted, pair.changes.regions);
        expect({ scene: scene.name, found, falseRegions }).toEqual({
          scene: scene.name,
          found: scene.planted.length,
          falseRegions: 0,
        });
        if (scene.planted.length === 0) expect(pair.changes.regions).toEqual([]);
        expect(pair.changes.regions.every((region) => !region.dismissed)).toBe(true);
        expect(pair.changes.alignment?.scale).toBeCloseTo(scene.alignment.scale, 1);
      }
      // Nothing is left to check: a second run finds no work.
      expect(await checkPhotoChanges(deps(), () => clock)).toBe(0);

      const changed = pairs.find((pair) => pair.changes.regions.length > 0);
      const dismissed = await visitor.request('PATCH', `/api/photo-changes/${changed?.changes.id}`, {
        dismissed: [0],
      });
      expect(dismissed.status).toBe(200);
      expect(dismissed.body.changes.regions[0].dismissed).toBe(true);
    },
    CHECKING_TIMEOUT,
  );

  it(
    'marks a pair failed after its third attempt, each retried ten minutes after the last',
    async () => {
      const { visitor } = await signedInRenter(t, 'changesfail');
      const [scene] = scenes;
      if (!scene) throw new Error('No scenes');
      const { propertyId } = await placeWithScenes(visitor, [scene]);
      const [pair] = await pairsOf(visitor, propertyId);
      // The move-out photo's display copy is damaged in the store.
      const [row] = await t.db
        .select()
        .from(photos)
        .where(eq(photos.id, pair?.moveOut.id ?? ''));
      await t.services.files.put(photoFileKey(row?.storageKey ?? '', 'large'), new Uint8Array([1, 2, 3]));

      expect(await checkPhotoChanges(deps(), () => clock)).toBe(1);
      expect(await checkPhotoChanges(deps(), () => clock)).toBe(0);
      expect((await pairsOf(visitor, propertyId))[0]?.changes.status).toBe('pending');
      for (let attempt = 2; attempt <= 3; attempt++) {
        clock = new Date(clock.getTime() + 10 * 60 * 1000 + 1000);
        expect(await checkPhotoChanges(deps(), () => clock)).toBe(1);
      }
      expect((await pairsOf(visitor, propertyId))[0]?.changes).toMatchObject({
        status: 'failed',
        regions: [],
      });
    },
    CHECKING_TIMEOUT,
  );
});
