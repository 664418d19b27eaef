import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
// tests/ has no import alias: the fixture scenes are shared with bench/change-detection.ts.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import {
  CHANGE_SCENE_NAMES,
  type ChangeScene,
  generateChangeScenes,
  scoreRegions,
} from '../../../tests/fixtures/change-scenes';
import { detectChanges } from './detect-changes';

// Rendering the scenes and checking each pair takes seconds on a shared machine.
const SLOW = 60_000;

let scenes: ChangeScene[] = [];
beforeAll(async () => {
  scenes = await generateChangeScenes();
}, SLOW);

function scene(name: string) {
  const found = scenes.find((each) => each.name === name);
  if (!found) throw new Error(`No scene named ${name}`);
  return found;
}

function expectAlignedAs(actual: ChangeScene['alignment'], expected: ChangeScene['alignment']) {
  // The camera move as planted, to half a percent (6 px of 1200) and a third of a degree; whether
  // that is close enough to compare by is what the regions show.
  expect(Math.abs(actual.dx - expected.dx)).toBeLessThan(0.005);
  expect(Math.abs(actual.dy - expected.dy)).toBeLessThan(0.005);
  expect(Math.abs(actual.scale - expected.scale)).toBeLessThan(0.01);
  expect(Math.abs(actual.rotation - expected.rotation)).toBeLessThan(0.3);
}

describe('finding what changed between a move-in and a move-out photo', () => {
  it.each(CHANGE_SCENE_NAMES)(
    '%s: finds every planted change, flags nothing else and recovers the camera move',
    async (name) => {
      const { moveIn, moveOut, planted, alignment } = scene(name);
      const changes = await detectChanges(moveIn, moveOut);
      expect(scoreRegions(planted, changes.regions)).toEqual({ found: planted.length, falseRegions: 0 });
      if (planted.length === 0) expect(changes.regions).toEqual([]);
      expectAlignedAs(changes.alignment, alignment);
      for (const region of changes.regions) {
        expect(region.x).toBeGreaterThanOrEqual(0);
        expect(region.y).toBeGreaterThanOrEqual(0);
        expect(region.x + region.width).toBeLessThanOrEqual(1);
        expect(region.y + region.height).toBeLessThanOrEqual(1);
      }
    },
    SLOW,
  );

  it(
    'compares photos of different sizes and formats by their fractions',
    async () => {
      const { moveIn, moveOut, planted, alignment } = scene('stain');
      const [largeMoveIn, smallMoveOut] = await Promise.all([
        sharp(moveIn).resize(1600, 1200).webp({ quality: 85 }).toBuffer(),
        sharp(moveOut).resize(800, 600).png().toBuffer(),
      ]);
      const changes = await detectChanges(largeMoveIn, smallMoveOut);
      expect(scoreRegions(planted, changes.regions)).toEqual({ found: 1, falseRegions: 0 });
      expectAlignedAs(changes.alignment, alignment);
    },
    SLOW,
  );
});
