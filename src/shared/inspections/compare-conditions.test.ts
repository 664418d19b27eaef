import { describe, expect, it } from 'vitest';
import { conditionChange, worsenedFirst } from './compare-conditions';
import type { Condition, ItemRating } from './inspection-schemas';

const rated = (condition: Condition): ItemRating => ({
  condition,
  comment: '',
  ratedAt: '2026-05-01T09:00:00.000Z',
});

const item = (name: string, moveIn: Condition | null, moveOut: Condition | null) => ({
  name,
  ratings: { 'move-in': moveIn && rated(moveIn), 'move-out': moveOut && rated(moveOut) },
});

describe('conditionChange', () => {
  it('orders Good above Fair above Poor above Damaged', () => {
    expect(conditionChange(rated('good'), rated('fair'))).toBe('worse');
    expect(conditionChange(rated('fair'), rated('poor'))).toBe('worse');
    expect(conditionChange(rated('poor'), rated('damaged'))).toBe('worse');
    expect(conditionChange(rated('damaged'), rated('good'))).toBe('better');
    expect(conditionChange(rated('fair'), rated('good'))).toBe('better');
    expect(conditionChange(rated('poor'), rated('poor'))).toBe('same');
  });

  it('compares nothing unless both stages rated the item', () => {
    expect(conditionChange(null, rated('damaged'))).toBeNull();
    expect(conditionChange(rated('good'), null)).toBeNull();
    expect(conditionChange(null, null)).toBeNull();
    expect(conditionChange(rated('not-inspected'), rated('damaged'))).toBeNull();
    expect(conditionChange(rated('good'), rated('not-inspected'))).toBeNull();
  });
});

describe('worsenedFirst', () => {
  it('lists the items that got worse first, the biggest drop first, then the rest in report order', () => {
    const items = [
      item('Walls', 'good', 'good'),
      item('Floor', 'good', 'fair'),
      item('Ceiling', 'fair', 'good'),
      item('Windows', 'good', 'damaged'),
      item('Doors', null, 'damaged'),
      item('Keys', 'fair', 'poor'),
      item('Meters', 'not-inspected', 'damaged'),
    ];
    expect(worsenedFirst(items).map((i) => i.name)).toEqual([
      'Windows',
      'Floor',
      'Keys',
      'Walls',
      'Ceiling',
      'Doors',
      'Meters',
    ]);
    // The list given is left as it was.
    expect(items.map((i) => i.name)).toEqual([
      'Walls',
      'Floor',
      'Ceiling',
      'Windows',
      'Doors',
      'Keys',
      'Meters',
    ]);
  });

  it('keeps report order when nothing got worse', () => {
    const items = [item('A', 'poor', 'good'), item('B', null, null), item('C', 'fair', 'fair')];
    expect(worsenedFirst(items)).toEqual(items);
  });
});
