import { describe, expect, it } from 'vitest';
import { COMMUNITIES, OTHER_COMMUNITY } from './communities';

describe('the communities list', () => {
  it('has between 160 and 180 entries, with Other last and only once', () => {
    expect(COMMUNITIES.length).toBeGreaterThanOrEqual(160);
    expect(COMMUNITIES.length).toBeLessThanOrEqual(180);
    expect(COMMUNITIES.at(-1)).toBe(OTHER_COMMUNITY);
    expect(COMMUNITIES.filter((entry) => entry === OTHER_COMMUNITY)).toHaveLength(1);
  });

  it('has no duplicates and no empty or whitespace-padded names', () => {
    expect(new Set(COMMUNITIES).size).toBe(COMMUNITIES.length);
    for (const entry of COMMUNITIES) expect(entry).toMatch(/^\S(.*\S)?$/);
  });
});
