// The plans and their prices (docs/product.md §17). No payment provider is integrated, so the
// paid plans' price ids are placeholders and choosing one says so.

export type Billing = 'monthly' | 'yearly';

export type PricingPlan = {
  name: 'Free' | 'Pro' | 'Business';
  priceId: { monthly: string; yearly: string } | null;
  price: { monthly: number; yearly: number };
  description: string;
  features: string[];
  isPopular: boolean;
};

export const PRICING_PLANS: PricingPlan[] = [
  {
    name: 'Free',
    priceId: null,
    price: { monthly: 0, yearly: 0 },
    description: 'For one home and the records that matter most.',
    features: ['1 active property', '50 photo uploads', 'Basic PDF reports', 'Travel mode'],
    isPopular: false,
  },
  {
    name: 'Pro',
    priceId: { monthly: 'price_pro_monthly', yearly: 'price_pro_yearly' },
    price: { monthly: 5, yearly: 48 },
    description: 'For renters who move, share and keep everything.',
    features: [
      'Unlimited properties',
      'Unlimited uploads',
      'Advanced PDF reports',
      'Maintenance journal',
      'Roommate hub',
      'Priority support',
    ],
    isPopular: true,
  },
  {
    name: 'Business',
    priceId: { monthly: 'price_business_monthly', yearly: 'price_business_yearly' },
    price: { monthly: 25, yearly: 240 },
    description: 'For landlords and property managers with a team.',
    features: [
      'All Pro features',
      'Team management',
      'Custom branding',
      'API access',
      'Dedicated account manager',
    ],
    isPopular: false,
  },
];

export const YEARLY_SAVING_LABEL = 'Save 20%';

/** The price shown per month: a yearly price is divided by 12 and rounded to whole dollars. */
export function monthlyDisplayPrice(plan: PricingPlan, billing: Billing): number {
  return billing === 'monthly' ? plan.price.monthly : Math.round(plan.price.yearly / 12);
}
