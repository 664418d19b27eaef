import { describe, expect, it } from 'vitest';
import { paidDateFor } from './save-transaction';

describe('paidDateFor', () => {
  it('is today for a Paid transaction without a date, or the date given', () => {
    expect(paidDateFor('Paid', null, '2026-11-23')).toBe('2026-11-23');
    expect(paidDateFor('Paid', '2026-11-01', '2026-11-23')).toBe('2026-11-01');
  });

  it('is empty for any other status, whatever was sent', () => {
    expect(paidDateFor('Due', '2026-11-01', '2026-11-23')).toBeNull();
    expect(paidDateFor('Overdue', null, '2026-11-23')).toBeNull();
  });
});
