import { describe, expect, it } from 'vitest';
import { monthlyDisplayPrice, PRICING_PLANS } from './plans';

const plan = (name: string) => PRICING_PLANS.find((candidate) => candidate.name === name)!;

describe('monthlyDisplayPrice', () => {
  it('shows the monthly price as it is', () => {
    expect(PRICING_PLANS.map((p) => monthlyDisplayPrice(p, 'monthly'))).toEqual([0, 5, 25]);
  });

  it('shows a yearly price per month, rounded', () => {
    expect(monthlyDisplayPrice(plan('Free'), 'yearly')).toBe(0);
    expect(monthlyDisplayPrice(plan('Pro'), 'yearly')).toBe(4);
    expect(monthlyDisplayPrice(plan('Business'), 'yearly')).toBe(20);
    expect(monthlyDisplayPrice({ ...plan('Pro'), price: { monthly: 5, yearly: 50 } }, 'yearly')).toBe(4);
    expect(monthlyDisplayPrice({ ...plan('Pro'), price: { monthly: 5, yearly: 54 } }, 'yearly')).toBe(5);
  });

  it('marks Pro as the most popular plan and gives Free no price id', () => {
    expect(PRICING_PLANS.filter((p) => p.isPopular).map((p) => p.name)).toEqual(['Pro']);
    expect(plan('Free').priceId).toBeNull();
  });
});
