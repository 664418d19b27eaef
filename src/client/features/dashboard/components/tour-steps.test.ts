import { describe, expect, it } from 'vitest';
import { nextStep, TOUR_STEPS } from './tour-steps';

describe('nextStep', () => {
  it('never goes below the first step or past the last', () => {
    expect(nextStep(0, -1)).toBe(0);
    expect(nextStep(0, 1)).toBe(1);
    expect(nextStep(TOUR_STEPS.length - 1, 1)).toBe(TOUR_STEPS.length - 1);
  });

  it('has the five steps of docs/product.md §4', () => {
    expect(TOUR_STEPS.map((step) => step.target)).toEqual([
      'page-title',
      'quick-actions',
      'maintenance',
      'reports',
      'settings',
    ]);
  });
});
