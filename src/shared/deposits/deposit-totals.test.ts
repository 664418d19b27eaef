import { describe, expect, it } from 'vitest';
import { depositTotals, disputedAmount } from './deposit-totals';

describe('the deposit dispute sums', () => {
  it('are exact to the cent where floating point is not', () => {
    const dimes = Array.from({ length: 3 }, () => ({
      amount: '0.10',
      position: 'dispute' as const,
      acceptedAmount: null,
    }));
    expect(depositTotals(dimes)).toEqual({ deducted: '0.30', disputed: '0.30', accepted: '0.00' });
    expect(
      depositTotals([
        { amount: '0.10', position: 'accept', acceptedAmount: null },
        { amount: '0.20', position: 'partly', acceptedAmount: '0.07' },
        { amount: '9999999999.99', position: 'dispute', acceptedAmount: null },
      ]),
    ).toEqual({ deducted: '10000000000.29', disputed: '10000000000.12', accepted: '0.17' });
  });

  it('count a disputed deduction whole, an accepted one not at all, a partly accepted one less its part', () => {
    expect(disputedAmount({ amount: '120.00', position: 'dispute', acceptedAmount: null })).toBe('120.00');
    expect(disputedAmount({ amount: '120.00', position: 'accept', acceptedAmount: null })).toBe('0.00');
    expect(disputedAmount({ amount: '120.00', position: 'partly', acceptedAmount: '40.55' })).toBe('79.45');
  });

  it('are zero without deductions', () => {
    expect(depositTotals([])).toEqual({ deducted: '0.00', disputed: '0.00', accepted: '0.00' });
  });
});
