import { describe, expect, it } from 'vitest';
import { feeInputSchema, leaseInputSchema, nextRentDueDate } from './lease-schemas';

describe('nextRentDueDate', () => {
  it('is this month when the day has not passed, next month otherwise', () => {
    expect(nextRentDueDate('2026-01-05', '2026-11-03')).toBe('2026-11-05');
    expect(nextRentDueDate('2026-01-05', '2026-11-05')).toBe('2026-11-05');
    expect(nextRentDueDate('2026-01-05', '2026-12-06')).toBe('2027-01-05');
  });

  it('moves a 31st to the last day of a shorter month, and never before the lease starts', () => {
    expect(nextRentDueDate('2026-01-31', '2027-02-10')).toBe('2027-02-28');
    expect(nextRentDueDate('2027-03-15', '2026-11-23')).toBe('2027-03-15');
  });
});

describe('lease and fee input', () => {
  it("use the product's messages (docs/product.md §10)", () => {
    expect(leaseInputSchema.safeParse({ name: ' ' }).error?.issues[0]?.message).toBe('Lease name required');
    expect(feeInputSchema.safeParse({ name: 'Pet fee', amount: '' }).error?.issues[0]?.message).toBe(
      'Fee name and amount required',
    );
    expect(feeInputSchema.safeParse({ name: '', amount: '25' }).error?.issues[0]?.message).toBe(
      'Fee name and amount required',
    );
  });

  it('keep money as exact decimals and refuse a lease that ends before it starts', () => {
    expect(leaseInputSchema.parse({ name: 'Lease', monthlyRent: '$1,500.5', deposit: '' })).toMatchObject({
      monthlyRent: '1500.50',
      deposit: null,
    });
    expect(
      leaseInputSchema.safeParse({ name: 'Lease', startDate: '2026-06-01', endDate: '2026-05-31' }).success,
    ).toBe(false);
  });
});
