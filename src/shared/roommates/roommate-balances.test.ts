import { describe, expect, it } from 'vitest';
import { balancesOf, fromCents, splitEqually, toCents } from './roommate-balances';

describe('cents', () => {
  it('reads decimal strings exactly', () => {
    expect(toCents('12.34')).toBe(1234);
    expect(toCents('0.1')).toBe(10);
    expect(toCents('7')).toBe(700);
    expect(toCents('-0.05')).toBe(-5);
    expect(toCents('9999999999.99')).toBe(999_999_999_999);
    expect(() => toCents('1.234')).toThrow();
    expect(() => toCents('abc')).toThrow();
  });

  it('writes two decimal places with the sign in front', () => {
    expect(fromCents(1234)).toBe('12.34');
    expect(fromCents(-1234)).toBe('-12.34');
    expect(fromCents(-5)).toBe('-0.05');
    expect(fromCents(0)).toBe('0.00');
    expect(fromCents(999_999_999_999)).toBe('9999999999.99');
    expect(() => fromCents(0.5)).toThrow();
  });

  it('adds what floating point would not: 0.10 + 0.20 is 0.30', () => {
    expect(fromCents(toCents('0.10') + toCents('0.20'))).toBe('0.30');
  });
});

describe('an equal split', () => {
  it('gives the cents left over to the first people, one each', () => {
    expect(splitEqually(10_000, ['a', 'b', 'c'])).toEqual([
      { userId: 'a', cents: 3334 },
      { userId: 'b', cents: 3333 },
      { userId: 'c', cents: 3333 },
    ]);
    expect(splitEqually(200, ['a', 'b', 'c']).map((share) => share.cents)).toEqual([67, 67, 66]);
    expect(splitEqually(1, ['a', 'b']).map((share) => share.cents)).toEqual([1, 0]);
    expect(splitEqually(999, ['a']).map((share) => share.cents)).toEqual([999]);
  });

  it('always adds up to the amount', () => {
    for (const cents of [1, 99, 100, 1001, 123_457, 999_999_999_999])
      for (let people = 1; people <= 7; people += 1) {
        const shares = splitEqually(
          cents,
          Array.from({ length: people }, (_, i) => `p${i}`),
        );
        expect(shares.reduce((sum, share) => sum + share.cents, 0)).toBe(cents);
        const sizes = shares.map((share) => share.cents);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }
  });

  it('needs someone to split with', () => {
    expect(() => splitEqually(100, [])).toThrow();
  });
});

describe('balances', () => {
  const expense = (paidBy: string | null, amount: string, shares: [string | null, string][]) => ({
    paidBy,
    amount,
    shares: shares.map(([userId, share]) => ({ userId, amount: share })),
  });

  it('owe the payer what the others’ shares are', () => {
    const balances = balancesOf(
      [
        expense('a', '100.00', [
          ['a', '33.34'],
          ['b', '33.33'],
          ['c', '33.33'],
        ]),
      ],
      [],
    );
    expect(balances.get('a')).toBe(6666);
    expect(balances.get('b')).toBe(-3333);
    expect(balances.get('c')).toBe(-3333);
  });

  it('move with a settle-up from the one who owes to the one owed', () => {
    const balances = balancesOf(
      [
        expense('a', '60.00', [
          ['a', '30.00'],
          ['b', '30.00'],
        ]),
      ],
      [{ from: 'b', to: 'a', amount: '30.00' }],
    );
    expect(balances.get('a')).toBe(0);
    expect(balances.get('b')).toBe(0);
  });

  it('net out expenses paid by different people, and add up to zero', () => {
    const balances = balancesOf(
      [
        expense('a', '90.00', [
          ['a', '30.00'],
          ['b', '30.00'],
          ['c', '30.00'],
        ]),
        expense('b', '45.50', [
          ['a', '20.00'],
          ['b', '25.50'],
        ]),
        expense(null, '10.00', [
          ['a', '5.00'],
          ['c', '5.00'],
        ]),
      ],
      [{ from: 'c', to: 'a', amount: '12.00' }],
    );
    expect(balances.get('a')).toBe(9000 - 3000 - 2000 - 500 - 1200);
    expect(balances.get('b')).toBe(4550 - 3000 - 2550);
    expect(balances.get('c')).toBe(-3000 - 500 + 1200);
    expect(balances.get(null)).toBe(1000);
    expect([...balances.values()].reduce((sum, cents) => sum + cents, 0)).toBe(0);
  });

  it('are empty without expenses or settle-ups', () => {
    expect(balancesOf([], []).size).toBe(0);
  });
});
