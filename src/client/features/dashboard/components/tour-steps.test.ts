import { describe, expect, it } from 'vitest';
import { nextStep } from '#client/components/guided-tour/tour-step';
import { TOUR_STEPS } from './tour-steps';

describe('nextStep', () => {
  it('never goes below the first step or past the last', () => {
    expect(nextStep(0, -1, TOUR_STEPS.length)).toBe(0);
    expect(nextStep(0, 1, TOUR_STEPS.length)).toBe(1);
    expect(nextStep(TOUR_STEPS.length - 1, 1, TOUR_STEPS.length)).toBe(TOUR_STEPS.length - 1);
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
