import { describe, expect, it } from 'vitest';
import { MANAGEMENT_COMPANIES, OTHER_MANAGEMENT_COMPANY } from './management-companies';

describe('the management companies list', () => {
  it('has 15 entries, with Other last and only once', () => {
    expect(MANAGEMENT_COMPANIES).toHaveLength(15);
    expect(MANAGEMENT_COMPANIES.at(-1)).toBe(OTHER_MANAGEMENT_COMPANY);
    expect(MANAGEMENT_COMPANIES.filter((entry) => entry === OTHER_MANAGEMENT_COMPANY)).toHaveLength(1);
  });

  it('has no duplicates and no empty or whitespace-padded names', () => {
    expect(new Set(MANAGEMENT_COMPANIES).size).toBe(MANAGEMENT_COMPANIES.length);
    for (const entry of MANAGEMENT_COMPANIES) expect(entry).toMatch(/^\S(.*\S)?$/);
  });
});
