import { Check } from 'lucide-react';
import { useState } from 'react';
import { type PageMeta, PageHero } from '#client/components/site/site-ui';
import { SiteToast, useSiteToast } from '#client/components/site/site-toast';
import { buttonClasses } from '#client/components/ui/button-classes';
import {
  type Billing,
  monthlyDisplayPrice,
  PRICING_PLANS,
  type PricingPlan,
  YEARLY_SAVING_LABEL,
} from '#shared/pricing/plans';

export const meta: PageMeta = {
  title: 'Pricing',
  description:
    'Rentproof is free for one home. Pro adds unlimited properties and uploads for $5 a month; Business adds teams for landlords.',
};

function BillingToggle({ billing, onChange }: { billing: Billing; onChange: (billing: Billing) => void }) {
  const option = (value: Billing, label: string) => (
    <button
      type="button"
      aria-pressed={billing === value}
      onClick={() => onChange(value)}
      className="min-h-11 rounded-full px-5 text-sm font-medium text-slate-700 aria-pressed:bg-white aria-pressed:text-slate-900 aria-pressed:shadow"
    >
      {label}
    </button>
  );
  return (
    <div
      role="group"
      aria-label="Billing period"
      className="inline-flex items-center gap-1 rounded-full bg-slate-100 p-1"
    >
      {option('monthly', 'Monthly')}
      {option('yearly', 'Yearly')}
      <span className="px-3 text-sm font-semibold text-green-800">{YEARLY_SAVING_LABEL}</span>
    </div>
  );
}

function PlanCard({
  plan,
  billing,
  onChoose,
}: {
  plan: PricingPlan;
  billing: Billing;
  onChoose: () => void;
}) {
  const price = monthlyDisplayPrice(plan, billing);
  return (
    <li
      className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${plan.isPopular ? 'border-accent-600 ring-2 ring-accent-600' : 'border-slate-200'}`}
    >
      {plan.isPopular && (
        <p className="absolute -top-3 left-6 rounded-full bg-accent-600 px-3 py-0.5 text-xs font-semibold text-white">
          Most Popular
        </p>
      )}
      <h2 className="text-xl font-semibold text-slate-900">{plan.name}</h2>
      <p className="mt-1 text-sm text-slate-700">{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span
          className="text-4xl font-semibold tracking-tight text-slate-900"
          data-testid={`price-${plan.name}`}
        >
          ${price}
        </span>
        <span className="text-sm text-slate-700">/month</span>
      </p>
      <p className="mt-1 min-h-5 text-sm text-slate-700">
        {billing === 'yearly' && plan.price.yearly > 0 ? `Billed $${plan.price.yearly} yearly` : ''}
      </p>
      <ul className="mt-6 flex-1 space-y-2 text-sm text-slate-800">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onChoose}
        className={`${buttonClasses(plan.isPopular ? 'primary' : 'secondary')} mt-8 w-full`}
      >
        {plan.priceId ? `Choose ${plan.name}` : 'Get Started'}
      </button>
    </li>
  );
}

export function PricingPage() {
  const [billing, setBilling] = useState<Billing>('monthly');
  const toast = useSiteToast();
  const choose = (plan: PricingPlan) =>
    plan.priceId
      ? toast.show({
          tone: 'info',
          title: '🚧 Not implemented yet',
          description: "Payment integration isn't implemented yet",
        })
      : toast.show({ tone: 'success', title: 'You are on the Free plan!' });
  return (
    <>
      <PageHero
        title="Pricing"
        lead="Start free with one home. Upgrade when you rent more than one place or manage a team. Prices in US dollars."
      />
      <section className="mx-auto max-w-6xl px-4 py-12">
        <div className="flex justify-center">
          <BillingToggle billing={billing} onChange={setBilling} />
        </div>
        <ul className="mt-12 grid gap-8 lg:grid-cols-3">
          {PRICING_PLANS.map((plan) => (
            <PlanCard key={plan.name} plan={plan} billing={billing} onChoose={() => choose(plan)} />
          ))}
        </ul>
        <p className="mx-auto mt-10 max-w-2xl text-center text-sm text-slate-700">
          Every plan keeps your photos private, records when each one was taken and received, and lets you
          download or delete your records at any time. Paying for a plan is not open yet: everyone is on Free
          today.
        </p>
      </section>
      <SiteToast toast={toast} />
    </>
  );
}
