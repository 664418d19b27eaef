import { Check } from 'lucide-react';
import { type PageMeta, PageHero } from '#client/components/site/site-ui';
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

// The page works with no script (issue 35): the billing period is a pair of radio buttons, and
// each figure is drawn for both periods, the section showing the one its checked radio names
// (CSS :has). Choosing a plan opens a notice in a popover.
const YEARLY_SHOWN = 'hidden group-has-[#billing-yearly:checked]/pricing:inline';
const MONTHLY_SHOWN = 'group-has-[#billing-yearly:checked]/pricing:hidden';
const SHOWN_FOR: Record<Billing, string> = { monthly: MONTHLY_SHOWN, yearly: YEARLY_SHOWN };

function BillingToggle() {
  const option = (value: Billing, label: string) => (
    <label className="flex min-h-11 cursor-pointer items-center rounded-full px-5 text-sm font-medium text-slate-700 has-checked:bg-white has-checked:text-slate-900 has-checked:shadow has-focus-visible:outline-2 has-focus-visible:outline-accent-600">
      <input
        type="radio"
        name="billing"
        value={value}
        id={`billing-${value}`}
        defaultChecked={value === 'monthly'}
        className="sr-only"
      />
      {label}
    </label>
  );
  return (
    <fieldset className="inline-flex items-center gap-1 rounded-full bg-slate-100 p-1">
      <legend className="sr-only">Billing period</legend>
      {option('monthly', 'Monthly')}
      {option('yearly', 'Yearly')}
      <span className="px-3 text-sm font-semibold text-green-800">{YEARLY_SAVING_LABEL}</span>
    </fieldset>
  );
}

const NOTICES = {
  free: { tone: 'border-green-600', title: 'You are on the Free plan!', description: undefined },
  paid: {
    tone: 'border-accent-600',
    title: '🚧 Not implemented yet',
    description: "Payment integration isn't implemented yet",
  },
};
type NoticeKind = keyof typeof NOTICES;
const noticeId = (kind: NoticeKind) => `plan-notice-${kind}`;

/** What choosing a plan says, as the site's toast looks, in a popover its button opens. */
function PlanNotice({ kind }: { kind: NoticeKind }) {
  const { tone, title, description } = NOTICES[kind];
  return (
    <div
      id={noticeId(kind)}
      popover="auto"
      role="status"
      className={`inset-x-4 bottom-4 top-auto m-0 rounded-lg border-l-4 bg-white p-4 pr-12 shadow-lg sm:left-auto sm:w-96 ${tone}`}
    >
      <p className="font-semibold text-slate-900">{title}</p>
      {description && <p className="mt-1 text-sm text-slate-700">{description}</p>}
      <button
        type="button"
        popoverTarget={noticeId(kind)}
        popoverTargetAction="hide"
        aria-label="Dismiss"
        className="absolute right-1 top-1 flex size-11 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
      >
        ×
      </button>
    </div>
  );
}

function PlanCard({ plan }: { plan: PricingPlan }) {
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
        {(['monthly', 'yearly'] as const).map((billing) => (
          <span
            key={billing}
            className={`text-4xl font-semibold tracking-tight text-slate-900 ${SHOWN_FOR[billing]}`}
            data-testid={`price-${plan.name}`}
          >
            ${monthlyDisplayPrice(plan, billing)}
          </span>
        ))}
        <span className="text-sm text-slate-700">/month</span>
      </p>
      <p className="mt-1 min-h-5 text-sm text-slate-700">
        {plan.price.yearly > 0 && <span className={YEARLY_SHOWN}>Billed ${plan.price.yearly} yearly</span>}
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
        popoverTarget={noticeId(plan.priceId ? 'paid' : 'free')}
        popoverTargetAction="show"
        className={`${buttonClasses(plan.isPopular ? 'primary' : 'secondary')} mt-8 w-full`}
      >
        {plan.priceId ? `Choose ${plan.name}` : 'Get Started'}
      </button>
    </li>
  );
}

export function PricingPage() {
  return (
    <>
      <PageHero
        title="Pricing"
        lead="Start free with one home. Upgrade when you rent more than one place or manage a team. Prices in US dollars."
      />
      <section className="group/pricing mx-auto max-w-6xl px-4 py-12">
        <div className="flex justify-center">
          <BillingToggle />
        </div>
        <ul className="mt-12 grid gap-8 lg:grid-cols-3">
          {PRICING_PLANS.map((plan) => (
            <PlanCard key={plan.name} plan={plan} />
          ))}
        </ul>
        <p className="mx-auto mt-10 max-w-2xl text-center text-sm text-slate-700">
          Every plan keeps your photos private, records when each one was taken and received, and lets you
          download or delete your records at any time. Paying for a plan is not open yet: everyone is on Free
          today.
        </p>
      </section>
      <PlanNotice kind="free" />
      <PlanNotice kind="paid" />
    </>
  );
}
