import { describe, expect, it } from 'vitest';
import { groupForComparison, UNNAMED_AREA } from './comparison';
import type { Photo } from './photo-schemas';

let n = 0;
function photo(stage: Photo['stage'], area: string): Photo {
  n += 1;
  return {
    id: `p${n}`,
    propertyId: 'prop',
    maintenanceItemId: null,
    amenityId: null,
    walkthroughShotId: null,
    inspectionItemId: null,
    markup: null,
    propertyName: 'Flat',
    propertyKind: 'home',
    stage,
    area,
    notes: '',
    receivedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
    capturedAt: null,
    deviceCapturedAt: null,
    sha256: 'x',
    contentType: 'image/jpeg',
    originalName: 'a.jpg',
    byteSize: 1,
    width: 1,
    height: 1,
    urls: { thumb: '', large: '', original: '' },
    timestamp: { status: 'pending' },
  };
}

describe('groupForComparison', () => {
  it('pairs move-in and move-out photos of the same area, whatever the case or spacing', () => {
    const kitchenIn = photo('move-in', 'Kitchen');
    const bathIn = photo('move-in', 'Bathroom');
    const kitchenOut = photo('move-out', '  kitchen ');
    const groups = groupForComparison([kitchenOut, bathIn, kitchenIn]);
    expect(groups).toEqual([
      { area: 'Kitchen', moveIn: [kitchenIn], moveOut: [kitchenOut] },
      { area: 'Bathroom', moveIn: [bathIn], moveOut: [] },
    ]);
  });

  it('keeps areas photographed only at move-out, and names blank areas', () => {
    const blank = photo('move-out', '');
    const groups = groupForComparison([blank, photo('maintenance', 'Sink')]);
    expect(groups).toEqual([{ area: UNNAMED_AREA, moveIn: [], moveOut: [blank] }]);
  });
});
