import { describe, expect, it } from 'vitest';
import { latestToday, paidDateFor } from './save-transaction';

describe('paidDateFor', () => {
  it('is the date given for a Paid transaction, never a stamped today', () => {
    expect(paidDateFor('Paid', '2026-11-01')).toBe('2026-11-01');
  });

  it('is empty for any other status, whatever was sent', () => {
    expect(paidDateFor('Due', '2026-11-01')).toBeNull();
    expect(paidDateFor('Overdue', null)).toBeNull();
  });
});

describe('latestToday', () => {
  it('is the calendar day at UTC+14, so no renter is refused their own today', () => {
    expect(latestToday(new Date('2026-11-23T09:59:00Z'))).toBe('2026-11-23');
    expect(latestToday(new Date('2026-11-23T10:00:00Z'))).toBe('2026-11-24');
  });
});
