import { describe, expect, it } from 'vitest';
import { earliestToday, endOfDayUtc } from './api-key-expiry';

describe('api key expiry', () => {
  it('works through the whole of its last day in UTC', () => {
    expect(endOfDayUtc('2025-03-09').toISOString()).toBe('2025-03-09T23:59:59.999Z');
  });

  it("takes today as the earliest on Earth, so the west's today is not refused as past", () => {
    expect(earliestToday(new Date('2025-03-10T04:00:00Z'))).toBe('2025-03-09');
    expect(earliestToday(new Date('2025-03-10T12:00:00Z'))).toBe('2025-03-10');
    expect(earliestToday(new Date('2025-03-10T23:59:59Z'))).toBe('2025-03-10');
  });
});
