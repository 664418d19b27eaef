import { describe, expect, it } from 'vitest';
import { costBarFractions } from './category-bars';

describe('the By category bars', () => {
  it('are as long as the estimated cost their labels show, not the item count', () => {
    // Most items first, as the report lists them: the one costly repair has the longest bar.
    const categories = [
      { count: 5, estimatedCost: '100.00' },
      { count: 1, estimatedCost: '400.00' },
      { count: 2, estimatedCost: '0.00' },
    ];
    expect(costBarFractions(categories)).toEqual([0.25, 1, 0]);
  });

  it('are empty when nothing has a cost', () => {
    expect(costBarFractions([{ estimatedCost: '0.00' }])).toEqual([0]);
  });
});
