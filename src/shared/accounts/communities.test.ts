import { describe, expect, it } from 'vitest';
import { MANAGEMENT_COMPANIES, OTHER_MANAGEMENT_COMPANY } from '../properties/management-companies';
import { COMMUNITIES, OTHER_COMMUNITY } from './communities';

describe.each([
  { name: 'communities', list: COMMUNITIES, other: OTHER_COMMUNITY, min: 160, max: 190 },
  {
    name: 'management companies',
    list: MANAGEMENT_COMPANIES,
    other: OTHER_MANAGEMENT_COMPANY,
    min: 15,
    max: 15,
  },
])('the $name list', ({ list, other, min, max }) => {
  it('has the expected size, with Other last and only once', () => {
    expect(list.length).toBeGreaterThanOrEqual(min);
    expect(list.length).toBeLessThanOrEqual(max);
    expect(list.at(-1)).toBe(other);
    expect(list.filter((entry) => entry === other)).toHaveLength(1);
  });

  it('has no duplicates and no blank or padded names', () => {
    expect(new Set(list).size).toBe(list.length);
    for (const entry of list) expect(entry).toMatch(/^\S(.*\S)?$/);
  });
});
