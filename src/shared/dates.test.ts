import { describe, expect, it } from 'vitest';
import { isIsoDate } from './dates';

describe('isIsoDate', () => {
  it('accepts real days, including 29 February in a leap year', () => {
    expect(isIsoDate('2026-11-23')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('1900-01-01')).toBe(true);
    expect(isIsoDate('2199-12-31')).toBe(true);
  });

  it('refuses days that do not exist and other shapes', () => {
    for (const value of [
      '2026-02-30',
      '2026-13-01',
      '2026-00-10',
      '2027-02-29',
      '26-1-1',
      '2026-11-23T00:00',
      '',
      '0000-01-01',
      '0202-03-01',
      '1899-12-31',
      '2200-01-01',
      '99999-01-01',
    ]) {
      expect(isIsoDate(value)).toBe(false);
    }
  });
});
